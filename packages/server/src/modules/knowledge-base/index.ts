/**
 * The call centre's guides and their search.
 * This file is the module's door: what other modules may use. Everything else in this folder is private.
 */
export { knowledgeBaseModule } from './knowledge-base.routes.ts';
