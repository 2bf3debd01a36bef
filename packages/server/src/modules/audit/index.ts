/**
 * The audit trail: who changed what, when and why (written by `platform/audit.ts`; read here).
 * This file is the module's door: what other modules may use. Everything else in this folder is private.
 */
export { auditRepository } from './audit.repository.ts';
export { auditModule } from './audit.routes.ts';
