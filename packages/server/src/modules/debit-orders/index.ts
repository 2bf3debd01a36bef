/** The debit-orders module's door: what other modules may use. Everything else in this folder is private. */
export { debitOrdersModule } from './debit-orders.routes.ts';
