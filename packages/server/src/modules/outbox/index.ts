/** The outbox module's door: what other modules may use. Everything else in this folder is private. */
export { outboxModule } from './outbox.routes.ts';
