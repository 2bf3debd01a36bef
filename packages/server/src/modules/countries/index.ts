/**
 * Countries: phone numbering, currency and the reference data partners are set in.
 * This file is the module's door: what other modules may use. Everything else in this folder is private.
 */
export { countriesRepository } from './countries.repository.ts';
export { countriesModule } from './countries.routes.ts';
export { countries } from './countries.tables.ts';
