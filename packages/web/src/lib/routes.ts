/** Route tables the web calls: all from the contract (a path is written once). */

export { auditRoutes } from '@coverdesk/contract/audit/audit.routes';
export { partnerConfigsRoutes } from '@coverdesk/contract/configuration/configuration.routes';
export { countriesRoutes } from '@coverdesk/contract/countries/countries.routes';
export { customersRoutes } from '@coverdesk/contract/customers/customers.routes';
export { dashboardRoutes } from '@coverdesk/contract/dashboard/dashboard.routes';
export { cashbackRoutes } from '@coverdesk/contract/debit-orders/cashback.routes';
export {
  debitAnswerFilesRoutes,
  debitOrdersRoutes,
  debitOrderTransactionsRoutes,
} from '@coverdesk/contract/debit-orders/debit-orders.routes';
export { featureFlagsRoutes } from '@coverdesk/contract/feature-flags/feature-flags.routes';
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
export { knowledgeBaseRoutes } from '@coverdesk/contract/knowledge-base/knowledge-base.routes';
export { loyaltyImportRoutes, loyaltyRoutes } from '@coverdesk/contract/loyalty/loyalty.routes';
export { onboardingImportRoutes, onboardingRoutes } from '@coverdesk/contract/onboarding/onboarding.routes';
export { outboxRoutes } from '@coverdesk/contract/outbox/outbox.routes';
export { partnersRoutes } from '@coverdesk/contract/partners/partners.routes';
export { bulkPaymentsRoutes } from '@coverdesk/contract/payments/bulk-payments.routes';
export { paymentDocumentsRoutes } from '@coverdesk/contract/payments/payment-documents.routes';
export { paymentRequestsRoutes } from '@coverdesk/contract/payments/payment-requests.routes';
export { paymentsRoutes } from '@coverdesk/contract/payments/payments.routes';
export { premiumsRoutes } from '@coverdesk/contract/payments/premiums.routes';
export { remittanceImportRoutes, remittancesRoutes } from '@coverdesk/contract/payments/remittances.routes';
export { unallocatedRoutes } from '@coverdesk/contract/payments/unallocated.routes';
export { policiesRoutes, policyScheduleRoutes, quotationsRoutes } from '@coverdesk/contract/policies/policies.routes';
export { productsRoutes } from '@coverdesk/contract/products/products.routes';
export { referenceRoutes } from '@coverdesk/contract/reference/reference.routes';
export { reportEngineRoutes, reportsRoutes } from '@coverdesk/contract/reports/reports.routes';
export { smsBatchesRoutes, smsTemplatesRoutes } from '@coverdesk/contract/sms/sms.routes';
export { documentTemplatesRoutes } from '@coverdesk/contract/templates/document-templates.routes';
export { emailTemplatesRoutes } from '@coverdesk/contract/templates/email-templates.routes';
export { userAdminRoutes } from '@coverdesk/contract/users/users.routes';
export { webConfigRoutes } from '@coverdesk/contract/web-config/web-config.routes';
