/** The users module's door: what other modules may use. Everything else in this folder is private. */
export { usersModule } from './users.routes.ts';
