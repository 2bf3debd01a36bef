/**
 * Loyalty runs: policies granted and renewed from a spend file, and undone.
 * This file is the module's door: what other modules may use. Everything else in this folder is private.
 */
export { loyaltyModule } from './loyalty.routes.ts';
