/** The audit module's door: what other modules may use. Everything else in this folder is private. */
export { auditEvents } from './audit.tables.ts';
