/**
 * Reference lists: hospitals, claim conditions, rejection reasons, banks.
 * This file is the module's door: what other modules may use. Everything else in this folder is private.
 */
export { referenceModule } from './reference.routes.ts';
export { claimConditions, claimRejectionReasons, hospitals } from './reference.tables.ts';
