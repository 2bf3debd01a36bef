/**
 * Payments and premiums of policies, payment requests, remittances, unallocated money, a policy's refunds.
 * This file is the module's door: what other modules may use. Everything else in this folder is private.
 */
export { once } from './idempotency.ts';
export { policiesOutOfCover } from './payable-policy.ts';
export { paymentsRepository } from './payments.repository.ts';
export { paymentsModule } from './payments.routes.ts';
export { msisdnKey } from './payments.service.ts';
export { payments } from './payments.tables.ts';
export { holdUnallocated } from './unallocated.service.ts';

import './payments.messages.ts';
