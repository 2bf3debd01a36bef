import { CUSTOMER_JOIN, col, PRODUCT_JOIN, type ReportDefinition, t } from '../report-definition.ts';

/** Policies suspended today, with their last premium: the retention team's call list. */
export const policySuspended: ReportDefinition = {
  name: 'policy_suspended',
  title: t('Suspended policies', 'Polices suspendues'),
  description: t(
    'Policies whose status is suspended: customer, product, premium, since when, last succeeded payment.',
    'Polices au statut suspendu : client, produit, prime, depuis quand, dernier paiement réussi.',
  ),
  group: 'policies',
  dated: false,
  columns: [
    col('policy_number', 'Policy', 'Police'),
    col('customer', 'Customer', 'Client'),
    col('msisdn', 'Phone', 'Téléphone'),
    col('product', 'Product', 'Produit'),
    col('premium', 'Premium', 'Prime', 'money'),
    col('granularity', 'Frequency', 'Fréquence'),
    col('suspended_since', 'Suspended since', 'Suspendue depuis', 'datetime'),
    col('last_payment_at', 'Last payment', 'Dernier paiement', 'datetime'),
  ],
  query: (v) => `select po.policy_number, c.full_name as customer, c.msisdn, pr.name as product,
      po.premium_cents as premium, po.granularity, po.updated_at as suspended_since,
      (select max(p.effected_at) from payments p where p.partner_guid = po.partner_guid and p.policy_guid = po.guid
        and p.status = 'succeeded') as last_payment_at
    from policies po ${CUSTOMER_JOIN('c', 'po')} ${PRODUCT_JOIN('pr', 'po')}
    where po.partner_guid = ${v.partner} and po.status = 'suspended'
    order by po.updated_at, po.guid`,
};
