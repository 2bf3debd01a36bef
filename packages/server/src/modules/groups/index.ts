/**
 * Groups and their members, group policies and group payments.
 * This file is the module's door: what other modules may use. Everything else in this folder is private.
 */
export { within } from './group-common.ts';
export { groupsModule } from './groups.routes.ts';
