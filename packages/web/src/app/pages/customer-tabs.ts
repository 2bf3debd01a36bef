import { type CustomerTab, customerTab as tab } from '../../features/customers/pages/customer-details/tabs.tsx';

/**
 * The tabs of the customer details, in order: one line per tab, each its own lazily loaded component file. The
 * customer page is built from several features' tabs (policies, premiums, payments, make claim, debit orders), so
 * it is composed here, in the app, and no feature imports another.
 */
export const CUSTOMER_TABS: CustomerTab[] = [
  tab(
    'overview',
    'customers:tabs.overview',
    'customers.read',
    () => import('../../features/customers/pages/customer-details/overview-tab.tsx'),
  ),
  tab(
    'policies',
    'policies:title',
    'policies.read',
    () => import('../../features/policies/components/customer-policies-tab.tsx'),
  ),
  tab(
    'premiums',
    'payments:premiums.title',
    'payments.read',
    () => import('../../features/payments/components/customer-premiums-tab.tsx'),
  ),
  tab(
    'payments',
    'payments:title',
    'payments.read',
    () => import('../../features/payments/components/customer-payments-tab.tsx'),
  ),
  tab(
    'claims',
    'customers:tabs.claims',
    'claims.read',
    () => import('../../features/customers/pages/customer-details/claims-tab.tsx'),
  ),
  tab(
    'make-claim',
    'claims:nav.makeClaim',
    'claims.submit',
    () => import('../../features/claims/components/customer-make-claim-tab.tsx'),
  ),
  tab(
    'dependants',
    'customers:tabs.dependants',
    'customers.read',
    () => import('../../features/customers/pages/customer-details/dependants-tab.tsx'),
  ),
  tab(
    'beneficiaries',
    'customers:tabs.beneficiaries',
    'customers.read',
    () => import('../../features/customers/pages/customer-details/beneficiaries-tab.tsx'),
  ),
  tab(
    'bank-details',
    'customers:tabs.bankDetails',
    'customers.read',
    () => import('../../features/customers/pages/customer-details/bank-details-tab.tsx'),
  ),
  tab(
    'debit-orders',
    'debit-orders:title',
    'payments.read',
    () => import('../../features/debit-orders/components/customer-debit-orders-tab.tsx'),
  ),
  tab(
    'documents',
    'customers:tabs.documents',
    'customers.read',
    () => import('../../features/customers/pages/customer-details/documents-tab.tsx'),
  ),
  tab(
    'sms',
    'customers:tabs.sms',
    'customers.read',
    () => import('../../features/customers/pages/customer-details/sms-tab.tsx'),
  ),
];
