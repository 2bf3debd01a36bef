import { lazy } from 'react';
import { PolicyDebitOrders } from '../../features/debit-orders/components/policy-debit-orders.tsx';
import {
  PolicyDetailPage,
  type PolicySection,
  type PolicySectionProps,
} from '../../features/policies/pages/policy-detail-page.tsx';

/** The payments feature's premiums and wallet requests of a policy, in its own chunk. */
const PolicyPaymentsSection = lazy(() => import('../../features/payments/components/policy-payments-section.tsx'));

/**
 * The payments tab's sections other features own, in order: premiums recorded by hand and wallet requests
 * (payments), then debit orders.
 */
const PAYMENT_SECTIONS: PolicySection[] = [
  {
    title: 'policies:sections.recordedPremiums',
    permission: 'payments.read',
    Component: ({ policy, currency, inForce }: PolicySectionProps) => (
      <PolicyPaymentsSection policy={policy} payable={inForce} currency={currency} />
    ),
  },
  {
    title: 'debit-orders:title',
    permission: 'payments.read',
    Component: ({ policy, inForce }: PolicySectionProps) => (
      <PolicyDebitOrders policyGuid={policy.guid} customerGuid={policy.customer_guid} inForce={inForce} />
    ),
  },
];

/** A policy with the payments and debit-order sections of its payments tab (pages that compose features live here). */
export default function ComposedPolicyDetailPage() {
  return <PolicyDetailPage paymentSections={PAYMENT_SECTIONS} />;
}
