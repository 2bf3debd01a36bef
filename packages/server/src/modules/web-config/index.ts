/** The web-config module's door: what other modules may use. Everything else in this folder is private. */
export { webConfigModule } from './web-config.routes.ts';
