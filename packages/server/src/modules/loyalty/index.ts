/** The loyalty module's door: what other modules may use. Everything else in this folder is private. */
export { loyaltyModule } from './loyalty.routes.ts';
