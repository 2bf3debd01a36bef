import type { Customer } from '@coverdesk/contract/customers/customers.schemas';
import type { Permission } from '@coverdesk/contract/permissions';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** What every tab of the customer details receives. */
export interface CustomerTabProps {
  customer: Customer;
}

export interface CustomerTab {
  /** The URL segment: /customers/{guid}/{id}. */
  id: string;
  /** An i18next key with its namespace, e.g. `customers:tabs.overview`. */
  label: string;
  /** Shown only to users with this permission. */
  permission: Permission;
  Component: LazyExoticComponent<ComponentType<CustomerTabProps>>;
}

const tab = (
  id: string,
  label: string,
  permission: Permission,
  load: () => Promise<{ default: ComponentType<CustomerTabProps> }>,
): CustomerTab => ({ id, label, permission, Component: lazy(load) });

/**
 * The tabs of the customer details, in order: one line per tab, each its own lazily loaded component file.
 * Other features add their tabs here (e.g. premiums, payments, buy policy, make claim).
 */
export const CUSTOMER_TABS: CustomerTab[] = [
  tab('overview', 'customers:tabs.overview', 'customers.read', () => import('./overview-tab.tsx')),
  tab(
    'policies',
    'policies:title',
    'policies.read',
    () => import('../../../policies/components/customer-policies-tab.tsx'),
  ),
  tab(
    'premiums',
    'payments:premiums.title',
    'payments.read',
    () => import('../../../payments/components/customer-premiums-tab.tsx'),
  ),
  tab(
    'payments',
    'payments:title',
    'payments.read',
    () => import('../../../payments/components/customer-payments-tab.tsx'),
  ),
  tab('claims', 'customers:tabs.claims', 'claims.read', () => import('./claims-tab.tsx')),
  tab(
    'make-claim',
    'claims:nav.makeClaim',
    'claims.submit',
    () => import('../../../claims/components/customer-make-claim-tab.tsx'),
  ),
  tab('dependants', 'customers:tabs.dependants', 'customers.read', () => import('./dependants-tab.tsx')),
  tab('beneficiaries', 'customers:tabs.beneficiaries', 'customers.read', () => import('./beneficiaries-tab.tsx')),
  tab('bank-details', 'customers:tabs.bankDetails', 'customers.read', () => import('./bank-details-tab.tsx')),
  tab(
    'debit-orders',
    'debit-orders:title',
    'payments.read',
    () => import('../../../debit-orders/components/customer-debit-orders-tab.tsx'),
  ),
  tab('documents', 'customers:tabs.documents', 'customers.read', () => import('./documents-tab.tsx')),
  tab('sms', 'customers:tabs.sms', 'customers.read', () => import('./sms-tab.tsx')),
];
