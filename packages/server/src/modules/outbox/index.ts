/**
 * The SMS and email outboxes: what was sent, its delivery, resend.
 * This file is the module's door: what other modules may use. Everything else in this folder is private.
 */
export { outboxModule } from './outbox.routes.ts';
