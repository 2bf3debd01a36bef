/** Route tables the web calls: all from the contract (a path is written once). */

export { auditRoutes } from '@coverdesk/contract/audit/audit.routes';
export { customersRoutes } from '@coverdesk/contract/customers/customers.routes';
export { dashboardRoutes } from '@coverdesk/contract/dashboard/dashboard.routes';
export {
  groupMembersImportRoutes,
  groupPaymentsRoutes,
  groupsRoutes,
  groupTempMembersRoutes,
} from '@coverdesk/contract/groups/groups.routes';
export {
  IDENTITY_PATHS,
  identityAdminRoutes,
  identityRoutes,
} from '@coverdesk/contract/identity/identity.routes';
export { userAdminRoutes } from '@coverdesk/contract/identity/user-admin.routes';
export { loyaltyImportRoutes, loyaltyRoutes } from '@coverdesk/contract/loyalty/loyalty.routes';
export { documentTemplatesRoutes } from '@coverdesk/contract/messaging/document-templates.routes';
export { emailTemplatesRoutes } from '@coverdesk/contract/messaging/email-templates.routes';
export { knowledgeBaseRoutes } from '@coverdesk/contract/messaging/knowledge-base.routes';
export { outboxRoutes } from '@coverdesk/contract/messaging/outbox.routes';
export { smsBatchesRoutes, smsTemplatesRoutes } from '@coverdesk/contract/messaging/sms.routes';
export { onboardingImportRoutes, onboardingRoutes } from '@coverdesk/contract/onboarding/onboarding.routes';
export { countriesRoutes } from '@coverdesk/contract/partners/countries.routes';
export { featureFlagsRoutes } from '@coverdesk/contract/partners/feature-flags.routes';
export { partnerConfigsRoutes, partnersRoutes } from '@coverdesk/contract/partners/partners.routes';
export { bulkPaymentsRoutes } from '@coverdesk/contract/payments/bulk-payments.routes';
export { cashbackRoutes } from '@coverdesk/contract/payments/cashback.routes';
export {
  debitAnswerFilesRoutes,
  debitOrdersRoutes,
  debitOrderTransactionsRoutes,
} from '@coverdesk/contract/payments/debit-orders.routes';
export { paymentDocumentsRoutes } from '@coverdesk/contract/payments/payment-documents.routes';
export { paymentRequestsRoutes } from '@coverdesk/contract/payments/payment-requests.routes';
export { paymentsRoutes } from '@coverdesk/contract/payments/payments.routes';
export { premiumsRoutes } from '@coverdesk/contract/payments/premiums.routes';
export { remittanceImportRoutes, remittancesRoutes } from '@coverdesk/contract/payments/remittances.routes';
export { unallocatedRoutes } from '@coverdesk/contract/payments/unallocated.routes';
export { policiesRoutes, quotationsRoutes } from '@coverdesk/contract/policies/policies.routes';
export { productsRoutes } from '@coverdesk/contract/products/products.routes';
export { referenceRoutes } from '@coverdesk/contract/reference/reference.routes';
export { reportEngineRoutes, reportsRoutes } from '@coverdesk/contract/reports/reports.routes';
export { webConfigRoutes } from '@coverdesk/contract/web-config/web-config.routes';
