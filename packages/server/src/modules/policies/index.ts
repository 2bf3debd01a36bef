/**
 * Quotations, purchase and policies: eligibility, periods, standing (payment → status → event SMS), AML.
 * This file is the module's door: what other modules may use. Everything else in this folder is private.
 */
export { type PolicyRow, policiesRepository } from './policies.repository.ts';
export { policiesModule } from './policies.routes.ts';
export { createPoliciesService, type RefundRecorder } from './policies.service.ts';
export { policies } from './policies.tables.ts';
export { assertDates, assertEligible, benefitOfPolicy, pickPremium, premiumOfProduct } from './policy-eligibility.ts';
export { addDays, ageOn, laterOf, paidUp, toDate, todayIso } from './policy-periods.ts';
export { applyPolicyStanding, applyPolicyStandingMany } from './policy-status.ts';
export { createPurchaseService, purchaseSteps } from './purchase.service.ts';

import './policies.messages.ts';
