/**
 * Reports, their runs, exports and schedules, and the BI dashboards.
 * This file is the module's door: what other modules may use. Everything else in this folder is private.
 */
export { reportsModule } from './reports.routes.ts';
