/** The claims module's door: what other modules may use. Everything else in this folder is private. */
export { claims } from './claims.tables.ts';
export { claimPreauthorizations } from './preauthorization/preauthorization.tables.ts';
