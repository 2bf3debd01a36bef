import { identityModule } from './identity/identity.module.ts';
import { auditModule } from './modules/audit/audit.routes.ts';
import { claimsModule } from './modules/claims/claims.routes.ts';
import { configurationModule } from './modules/configuration/configuration.routes.ts';
import { countriesModule } from './modules/countries/countries.routes.ts';
import { customersModule } from './modules/customers/customers.routes.ts';
import { dashboardModule } from './modules/dashboard/dashboard.routes.ts';
import { debitOrdersModule } from './modules/debit-orders/debit-orders.routes.ts';
import { featureFlagsModule } from './modules/feature-flags/feature-flags.routes.ts';
import { groupsModule } from './modules/groups/groups.routes.ts';
import { knowledgeBaseModule } from './modules/knowledge-base/knowledge-base.routes.ts';
import { loyaltyModule } from './modules/loyalty/loyalty.routes.ts';
import { onboardingModule } from './modules/onboarding/onboarding.routes.ts';
import { outboxModule } from './modules/outbox/outbox.routes.ts';
import { languagesModule } from './modules/partners/languages.routes.ts';
import { partnersModule } from './modules/partners/partners.routes.ts';
import { paymentsModule } from './modules/payments/payments.routes.ts';
import { policiesModule } from './modules/policies/policies.routes.ts';
import { productsModule } from './modules/products/products.routes.ts';
import { referenceModule } from './modules/reference/reference.routes.ts';
import { reportsModule } from './modules/reports/reports.routes.ts';
import { smsModule } from './modules/sms/sms.routes.ts';
import { templatesModule } from './modules/templates/templates.routes.ts';
import { webConfigModule } from './modules/web-config/web-config.routes.ts';
import type { Module } from './platform/module.ts';
import { storageModule } from './platform/storage.ts';

/** Every module of the platform API, in registration order (identity first). */
export const MODULES: Module[] = [
  identityModule,
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
