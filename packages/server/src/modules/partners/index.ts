/**
 * Partners, their languages, and a partner's phone country.
 * This file is the module's door: what other modules may use. Everything else in this folder is private.
 */
export { languagesModule } from './languages.routes.ts';
export { partnerCountry, phoneCountryOf } from './partner-country.ts';
export { partnersRepository } from './partners.repository.ts';
export { callerOf, partnersModule } from './partners.routes.ts';
export type { Caller } from './partners.service.ts';
export { partners } from './partners.tables.ts';

import './partners.messages.ts';
