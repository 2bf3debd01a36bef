import type { Permission } from '@coverdesk/contract/permissions';
import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Outlet } from 'react-router';
import SignInPage from '../features/identity/pages/sign-in-page.tsx';
import { useSession } from './hooks.ts';
import { loadFeatureLocales } from './i18n.ts';
import { RequirePermission } from './layout/require-permission.tsx';
import { useNotice } from './notifications.ts';
import { Loading, RequireSession } from './session/require-session.tsx';

// Every other screen is its own chunk: the sign-in page (the first screen, in the entry so it shows without a second
// round trip) never loads the shell, the data grid or the other screens.
const ForgotPasswordPage = lazy(() => import('../features/identity/pages/forgot-password-page.tsx'));
const RecoverPasswordPage = lazy(() => import('../features/identity/pages/recover-password-page.tsx'));
const ProfilePage = lazy(() => import('../features/identity/pages/profile-page.tsx'));
const loadDashboard = () => import('../features/dashboard/pages/dashboard-page.tsx');
const DashboardPage = lazy(loadDashboard);
const CountriesPage = lazy(() => import('../features/countries/pages/countries-page.tsx'));
const FeatureFlagsPage = lazy(() => import('../features/feature-flags/pages/feature-flags-page.tsx'));
const CustomerSearchPage = lazy(() => import('../features/customers/pages/customer-search-page.tsx'));
const CustomerRegisterPage = lazy(() => import('../features/customers/pages/customer-register-page.tsx'));
const CustomerDetailsPage = lazy(() => import('./pages/customer-details-page.tsx'));
const PartnersPage = lazy(() => import('../features/partners/pages/partners-page.tsx'));
const PartnerPage = lazy(() => import('../features/partners/pages/partner-page.tsx'));
const ProductsPage = lazy(() => import('../features/products/pages/products-page.tsx'));
const ProductPage = lazy(() => import('../features/products/pages/product-page.tsx'));
const ReferencePage = lazy(() => import('../features/reference/pages/reference-page.tsx'));
const PoliciesPage = lazy(() => import('../features/policies/pages/policies-page.tsx'));
const BuyPolicyPage = lazy(() => import('../features/policies/pages/buy-policy-page.tsx'));
const PolicyDetailPage = lazy(() => import('./pages/policy-detail-page.tsx'));
const PaymentsPage = lazy(() => import('../features/payments/pages/payments-page.tsx'));
const MissingPaymentPage = lazy(() => import('../features/payments/pages/missing-payment-page.tsx'));
const PaymentDetailPage = lazy(() => import('../features/payments/pages/payment-detail-page.tsx'));
const BulkPaymentsPage = lazy(() => import('../features/payments/pages/bulk-payments-page.tsx'));
const BulkPaymentBatchPage = lazy(() => import('../features/payments/pages/bulk-payment-batch-page.tsx'));
const RemittancesPage = lazy(() => import('../features/payments/pages/remittances-page.tsx'));
const UnallocatedPage = lazy(() => import('../features/payments/pages/unallocated-page.tsx'));
const RemittanceBatchPage = lazy(() => import('../features/payments/pages/remittance-batch-page.tsx'));
const LoyaltyPage = lazy(() => import('../features/loyalty/pages/loyalty-page.tsx'));
const LoyaltyRenewalPage = lazy(() => import('../features/loyalty/pages/loyalty-renewal-page.tsx'));
const LoyaltyBatchPage = lazy(() => import('../features/loyalty/pages/loyalty-batch-page.tsx'));
const OnboardingPage = lazy(() => import('../features/onboarding/pages/onboarding-page.tsx'));
const OnboardingBatchPage = lazy(() => import('../features/onboarding/pages/onboarding-batch-page.tsx'));
const GroupsPage = lazy(() => import('../features/groups/pages/groups-page.tsx'));
const GroupPage = lazy(() => import('../features/groups/pages/group-page.tsx'));
const GroupUploadPage = lazy(() => import('../features/groups/pages/group-upload-page.tsx'));
const DebitOrdersPage = lazy(() => import('../features/debit-orders/pages/debit-orders-page.tsx'));
const DebitTransactionsPage = lazy(() => import('../features/debit-orders/pages/debit-transactions-page.tsx'));
const BankFilesPage = lazy(() => import('../features/debit-orders/pages/bank-files-page.tsx'));
const BankFilePage = lazy(() => import('../features/debit-orders/pages/bank-file-page.tsx'));
const CashbackPage = lazy(() => import('../features/debit-orders/pages/cashback-page.tsx'));
const ClaimsDashboardPage = lazy(() => import('../features/claims/pages/claims-dashboard-page.tsx'));
const MakeClaimPage = lazy(() => import('../features/claims/pages/make-claim-page.tsx'));
const ClaimDetailPage = lazy(() => import('../features/claims/pages/claim-detail-page.tsx'));
const ClaimCallbacksPage = lazy(() => import('../features/claims/pages/claim-callbacks-page.tsx'));
const PreauthorizationsPage = lazy(() => import('../features/claims/pages/preauthorizations-page.tsx'));
const ComplexClaimsPage = lazy(() => import('../features/claims/pages/complex-claims-page.tsx'));
const KnowledgeBasePage = lazy(() => import('../features/knowledge-base/pages/knowledge-base-page.tsx'));
const GuidePage = lazy(() => import('../features/knowledge-base/pages/guide-page.tsx'));
const ReportsPage = lazy(() => import('../features/reports/pages/reports-page.tsx'));
const CustomReportsPage = lazy(() => import('../features/reports/pages/custom-reports-page.tsx'));
const ReportEnginePage = lazy(() => import('../features/reports/pages/report-engine-page.tsx'));
const BiDashboardPage = lazy(() => import('../features/reports/pages/bi-dashboard-page.tsx'));
const InternalDashboardPage = lazy(() => import('../features/reports/pages/internal-dashboard-page.tsx'));
const DocumentTemplatesPage = lazy(() => import('../features/templates/pages/document-templates-page.tsx'));
const EmailTemplatesPage = lazy(() => import('../features/templates/pages/email-templates-page.tsx'));
const SmsTemplatesPage = lazy(() => import('../features/sms/pages/sms-templates-page.tsx'));
const SmsBlastPage = lazy(() => import('../features/sms/pages/sms-blast-page.tsx'));
const SmsBatchesPage = lazy(() => import('../features/sms/pages/sms-batches-page.tsx'));
const SmsBatchPage = lazy(() => import('../features/sms/pages/sms-batch-page.tsx'));
const BulkSmsPage = lazy(() => import('../features/sms/pages/bulk-sms-page.tsx'));
const UsersPage = lazy(() => import('../features/users/pages/users-page.tsx'));
const UserPage = lazy(() => import('../features/users/pages/user-page.tsx'));
const AuditEventsPage = lazy(() => import('../features/audit/pages/audit-events-page.tsx'));
const ConfigurationPage = lazy(() => import('./pages/configuration-page.tsx'));
// The layout waits for the features' texts, so no screen ever shows a bare key. The home screen (where sign-in
// lands) loads beside them rather than after the layout: one round trip less before the dashboard shows.
const AppLayout = lazy(() => {
  if (location.pathname === '/') void loadDashboard();
  return Promise.all([import('./layout/app-layout.tsx'), loadFeatureLocales()]).then(([layout]) => layout);
});
const NotFoundPage = lazy(() => import('./not-found-page.tsx'));
// The dialog and the snackbar load when first needed, not with the sign-in page.
const SessionExpiredDialog = lazy(() => import('./session/session-expired-dialog.tsx'));
const Notifications = lazy(() => import('./notifications-snackbar.tsx'));

/** A screen shown only with its permission; opened without it (by its address), the "not allowed" page. */
const guard = (permission: Permission, screen: ReactNode) => (
  <RequirePermission permission={permission}>{screen}</RequirePermission>
);

function Root() {
  const { status } = useSession();
  const notice = useNotice();
  return (
    <>
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
      <Suspense>
        {status === 'expired' && <SessionExpiredDialog />}
        {notice && <Notifications />}
      </Suspense>
    </>
  );
}

export const routes = [
  {
    element: <Root />,
    children: [
      { path: '/login', element: <SignInPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/recover-password', element: <RecoverPasswordPage /> },
      {
        element: (
          <RequireSession>
            <AppLayout />
          </RequireSession>
        ),
        children: [
          { path: '/', element: guard('dashboard.read', <DashboardPage />) },
          { path: '/profile', element: <ProfilePage /> },
          { path: '/admin/countries', element: guard('countries.read', <CountriesPage />) },
          { path: '/admin/feature-flags', element: guard('feature_flags.read', <FeatureFlagsPage />) },
          { path: '/customers', element: guard('customers.read', <CustomerSearchPage />) },
          { path: '/register-customer', element: guard('customers.write', <CustomerRegisterPage />) },
          { path: '/customers/:guid/:tab?', element: guard('customers.read', <CustomerDetailsPage />) },
          { path: '/admin/partners', element: guard('partners.read', <PartnersPage />) },
          { path: '/admin/partners/:guid', element: guard('partners.read', <PartnerPage />) },
          { path: '/products', element: guard('products.read', <ProductsPage />) },
          { path: '/products/:id', element: guard('products.read', <ProductPage />) },
          { path: '/admin/reference', element: guard('claims.read', <ReferencePage />) },
          { path: '/policies', element: guard('policies.read', <PoliciesPage />) },
          { path: '/policies/buy', element: guard('policies.write', <BuyPolicyPage />) },
          { path: '/policies/:guid', element: guard('policies.read', <PolicyDetailPage />) },
          { path: '/payments', element: guard('payments.read', <PaymentsPage />) },
          { path: '/payments/new', element: guard('payments.write', <MissingPaymentPage />) },
          { path: '/payments/:guid', element: guard('payments.read', <PaymentDetailPage />) },
          { path: '/claims', element: guard('claims.read', <ClaimsDashboardPage />) },
          { path: '/make-claim', element: guard('claims.submit', <MakeClaimPage />) },
          { path: '/claim-callbacks', element: guard('claims.read', <ClaimCallbacksPage />) },
          { path: '/preauthorizations', element: guard('claims.read', <PreauthorizationsPage />) },
          { path: '/complex-claims', element: guard('claims.read', <ComplexClaimsPage />) },
          { path: '/claims/:guid', element: guard('claims.read', <ClaimDetailPage />) },
          { path: '/bulk-payments', element: guard('payments.read', <BulkPaymentsPage />) },
          { path: '/groups', element: guard('groups.read', <GroupsPage />) },
          { path: '/groups/:guid', element: guard('groups.read', <GroupPage />) },
          { path: '/groups/:guid/uploads/:batch', element: guard('groups.read', <GroupUploadPage />) },
          { path: '/bulk-payments/:guid', element: guard('payments.read', <BulkPaymentBatchPage />) },
          { path: '/remittances', element: guard('payments.read', <RemittancesPage />) },
          { path: '/unallocated-money', element: guard('payments.read', <UnallocatedPage />) },
          { path: '/remittances/batches/:guid', element: guard('payments.read', <RemittanceBatchPage />) },
          { path: '/loyalty', element: guard('loyalty.read', <LoyaltyPage />) },
          { path: '/loyalty/renewal', element: guard('loyalty.read', <LoyaltyRenewalPage />) },
          { path: '/loyalty/:guid', element: guard('loyalty.read', <LoyaltyBatchPage />) },
          { path: '/bulk-onboarding', element: guard('onboarding.read', <OnboardingPage />) },
          { path: '/bulk-onboarding/:guid', element: guard('onboarding.read', <OnboardingBatchPage />) },
          { path: '/debit-orders', element: guard('payments.read', <DebitOrdersPage />) },
          { path: '/debit-orders/transactions', element: guard('payments.read', <DebitTransactionsPage />) },
          { path: '/debit-orders/bank-files', element: guard('payments.read', <BankFilesPage />) },
          { path: '/debit-orders/bank-files/:guid', element: guard('payments.read', <BankFilePage />) },
          { path: '/cashback', element: guard('payments.read', <CashbackPage />) },
          { path: '/knowledge-base', element: guard('knowledge_base.read', <KnowledgeBasePage />) },
          { path: '/sms/templates', element: guard('templates.read', <SmsTemplatesPage />) },
          { path: '/sms/blast', element: guard('sms.write', <SmsBlastPage />) },
          { path: '/sms/bulk', element: guard('sms.write', <BulkSmsPage />) },
          { path: '/sms/batches', element: guard('sms.read', <SmsBatchesPage />) },
          { path: '/sms/batches/:guid', element: guard('sms.read', <SmsBatchPage />) },
          { path: '/knowledge-base/:guid', element: guard('knowledge_base.read', <GuidePage />) },
          { path: '/reports', element: guard('reports.read', <ReportsPage />) },
          { path: '/reports/custom', element: guard('reports.read', <CustomReportsPage />) },
          { path: '/reports/engine', element: guard('reports.read', <ReportEnginePage />) },
          { path: '/reports/dashboard', element: guard('reports.read', <BiDashboardPage />) },
          { path: '/admin/internal-dashboard', element: guard('internal.read', <InternalDashboardPage />) },
          { path: '/admin/templates', element: guard('templates.manage', <DocumentTemplatesPage />) },
          { path: '/admin/email-templates', element: guard('templates.manage', <EmailTemplatesPage />) },
          { path: '/admin/users', element: guard('users.read', <UsersPage />) },
          { path: '/admin/users/:id', element: guard('users.read', <UserPage />) },
          { path: '/admin/audit', element: guard('audit.read', <AuditEventsPage />) },
          { path: '/admin/configuration', element: guard('outbox.read', <ConfigurationPage />) },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
