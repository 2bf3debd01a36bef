/**
 * Customers and their records: dependants, beneficiaries, bank details, files, KYC.
 * This file is the module's door: what other modules may use. Everything else in this folder is private.
 */
export { bankDetailsRepository, dependantsRepository } from './customer-records.repository.ts';
export { createCustomerRecordsService, maskAccount, newMandateReference } from './customer-records.service.ts';
export { bankDetails } from './customer-records.tables.ts';
export { findCustomers } from './customer-search.ts';
export { customersRepository } from './customers.repository.ts';
export { customersModule } from './customers.routes.ts';
export { createCustomersService, phoneOrFail, registerCustomerIn, smsValuesOf } from './customers.service.ts';
export { customers } from './customers.tables.ts';

import './customer-messages.ts';
