/** The audit module's door: what other modules may use. Everything else in this folder is private. */
export { auditRepository } from './audit.repository.ts';
export { auditModule } from './audit.routes.ts';
