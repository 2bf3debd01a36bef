/** The reference module's door: what other modules may use. Everything else in this folder is private. */
export { claimConditions, claimRejectionReasons, hospitals } from './reference.tables.ts';
