/**
 * The back office's user administration: states, access, lockouts, a user's audit trail.
 * This file is the module's door: what other modules may use. Everything else in this folder is private.
 */
export { usersModule } from './users.routes.ts';
