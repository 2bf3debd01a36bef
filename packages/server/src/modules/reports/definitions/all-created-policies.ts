import { CUSTOMER_JOIN, col, PRODUCT_JOIN, type ReportDefinition, t } from '../report-definition.ts';

/** Policies bought in the period, whatever has become of them since. */
export const allCreatedPolicies: ReportDefinition = {
  name: 'all_created_policies',
  title: t('All created policies', 'Toutes les polices créées'),
  description: t(
    'Policies bought in the period with their product, premium, cover dates and current status.',
    'Polices achetées sur la période avec produit, prime, dates de couverture et statut actuel.',
  ),
  group: 'policies',
  dated: true,
  columns: [
    col('purchased_at', 'Bought', 'Achetée le', 'datetime'),
    col('policy_number', 'Policy', 'Police'),
    col('customer', 'Customer', 'Client'),
    col('msisdn', 'Phone', 'Téléphone'),
    col('product', 'Product', 'Produit'),
    col('premium', 'Premium', 'Prime', 'money'),
    col('granularity', 'Frequency', 'Fréquence'),
    col('start_date', 'Start', 'Début', 'date'),
    col('valid_until', 'Valid until', 'Valide jusqu’au', 'date'),
    col('status', 'Status', 'Statut'),
  ],
  query: (v) => `select po.purchased_at, po.policy_number, c.full_name as customer, c.msisdn, pr.name as product,
      po.premium_cents as premium, po.granularity, po.start_date, po.valid_until, po.status
    from policies po ${CUSTOMER_JOIN('c', 'po')} ${PRODUCT_JOIN('pr', 'po')}
    where po.partner_guid = ${v.partner} and po.purchased_at >= ${v.start} and po.purchased_at < ${v.end}
    order by po.purchased_at, po.guid`,
};
