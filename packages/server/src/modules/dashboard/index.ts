/** The dashboard module's door: what other modules may use. Everything else in this folder is private. */
export { dashboardModule } from './dashboard.routes.ts';
