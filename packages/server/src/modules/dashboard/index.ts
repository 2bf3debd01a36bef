/**
 * The agent's dashboards and the customer overview (the caller view across policies, payments, claims, SMS).
 * This file is the module's door: what other modules may use. Everything else in this folder is private.
 */
export { dashboardModule } from './dashboard.routes.ts';
