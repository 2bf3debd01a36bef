/** The templates module's door: what other modules may use. Everything else in this folder is private. */
export { templatesModule } from './templates.routes.ts';
