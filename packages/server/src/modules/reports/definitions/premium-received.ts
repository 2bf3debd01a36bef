import { CUSTOMER_JOIN, col, POLICY_JOIN, PRODUCT_JOIN, type ReportDefinition, t } from '../report-definition.ts';

/** Premiums collected: every succeeded premium payment effected in the period (refunds excluded). */
export const premiumReceived: ReportDefinition = {
  name: 'premium_received_report',
  title: t('Premium received', 'Primes reçues'),
  description: t(
    'Succeeded premium payments effected in the period (at most the previous 3 months).',
    'Paiements de primes réussis effectués sur la période (3 derniers mois au plus).',
  ),
  group: 'premiums',
  dated: true,
  windowMonths: 3,
  columns: [
    col('effected_at', 'Effected', 'Effectué le', 'datetime'),
    col('policy_number', 'Policy', 'Police'),
    col('customer', 'Customer', 'Client'),
    col('msisdn', 'Phone', 'Téléphone'),
    col('product', 'Product', 'Produit'),
    col('amount', 'Amount', 'Montant', 'money'),
    col('mno_reference', 'MNO reference', 'Référence MNO'),
    col('channel', 'Channel', 'Canal'),
  ],
  query: (v) => `select p.effected_at, po.policy_number, c.full_name as customer, c.msisdn, pr.name as product,
      p.amount_cents as amount, p.mno_reference, p.channel
    from payments p ${POLICY_JOIN('po', 'p')} ${CUSTOMER_JOIN('c', 'p')} ${PRODUCT_JOIN('pr', 'po')}
    where p.partner_guid = ${v.partner} and p.effected_at >= ${v.start} and p.effected_at < ${v.end}
      and p.status = 'succeeded' and p.payment_type <> 'refund'
    order by p.effected_at, p.guid`,
};
