/**
 * Document and email templates, their rendering and sending (the policy schedule too).
 * This file is the module's door: what other modules may use. Everything else in this folder is private.
 */
export { templatesModule } from './templates.routes.ts';
