/**
 * Claims: simple and complex, documents, preauthorizations, callbacks, decisions and payouts.
 * This file is the module's door: what other modules may use. Everything else in this folder is private.
 */
export { claimsModule } from './claims.routes.ts';
export { claims } from './claims.tables.ts';
export { claimPreauthorizations } from './preauthorization/preauthorization.tables.ts';
