import { identityModule } from './identity/identity.module.ts';
import { auditModule } from './modules/audit/index.ts';
import { claimsModule } from './modules/claims/index.ts';
import { configurationModule } from './modules/configuration/index.ts';
import { countriesModule } from './modules/countries/index.ts';
import { customersModule } from './modules/customers/index.ts';
import { dashboardModule } from './modules/dashboard/index.ts';
import { debitOrdersModule } from './modules/debit-orders/index.ts';
import { featureFlagsModule } from './modules/feature-flags/index.ts';
import { groupsModule } from './modules/groups/index.ts';
import { knowledgeBaseModule } from './modules/knowledge-base/index.ts';
import { loyaltyModule } from './modules/loyalty/index.ts';
import { onboardingModule } from './modules/onboarding/index.ts';
import { outboxModule } from './modules/outbox/index.ts';
import { languagesModule, partnersModule } from './modules/partners/index.ts';
import { paymentsModule } from './modules/payments/index.ts';
import { policiesModule } from './modules/policies/index.ts';
import { productsModule } from './modules/products/index.ts';
import { referenceModule } from './modules/reference/index.ts';
import { reportsModule } from './modules/reports/index.ts';
import { smsModule } from './modules/sms/index.ts';
import { templatesModule } from './modules/templates/index.ts';
import { usersModule } from './modules/users/index.ts';
import { webConfigModule } from './modules/web-config/index.ts';
import type { Module } from './platform/module.ts';
import { storageModule } from './platform/storage.ts';

/** Every module of the platform API, in registration order (identity first). */
export const MODULES: Module[] = [
  identityModule,
  usersModule,
  auditModule,
  claimsModule,
  customersModule,
  dashboardModule,
  countriesModule,
  featureFlagsModule,
  groupsModule,
  knowledgeBaseModule,
  languagesModule,
  loyaltyModule,
  onboardingModule,
  outboxModule,
  partnersModule,
  configurationModule,
  paymentsModule,
  debitOrdersModule,
  policiesModule,
  productsModule,
  referenceModule,
  smsModule,
  reportsModule,
  storageModule,
  templatesModule,
  webConfigModule,
];
