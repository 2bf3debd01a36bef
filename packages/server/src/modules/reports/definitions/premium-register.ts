import { CUSTOMER_JOIN, col, PRODUCT_JOIN, type ReportDefinition, t } from '../report-definition.ts';

/**
 * The premium register: one line per policy in force during the period with the premiums it brought in the period
 * (at most the previous 3 months, as the premium report).
 */
export const premiumRegister: ReportDefinition = {
  name: 'premium_register',
  title: t('Premium register', 'Registre des primes'),
  description: t(
    'Per policy in force in the period: premium, frequency, payments and amount received, last payment.',
    'Par police en vigueur sur la période : prime, fréquence, paiements et montant reçus, dernier paiement.',
  ),
  group: 'premiums',
  dated: true,
  windowMonths: 3,
  columns: [
    col('policy_number', 'Policy', 'Police'),
    col('customer', 'Customer', 'Client'),
    col('msisdn', 'Phone', 'Téléphone'),
    col('product', 'Product', 'Produit'),
    col('status', 'Status', 'Statut'),
    col('premium', 'Premium', 'Prime', 'money'),
    col('granularity', 'Frequency', 'Fréquence'),
    col('payments', 'Payments', 'Paiements', 'number'),
    col('received', 'Received', 'Reçu', 'money'),
    col('last_payment_at', 'Last payment', 'Dernier paiement', 'datetime'),
  ],
  query: (v) => `select po.policy_number, c.full_name as customer, c.msisdn, pr.name as product, po.status,
      po.premium_cents as premium, po.granularity, coalesce(pa.n, 0) as payments, coalesce(pa.s, 0) as received,
      pa.last_at as last_payment_at
    from policies po ${CUSTOMER_JOIN('c', 'po')} ${PRODUCT_JOIN('pr', 'po')}
    left join lateral (select count(*) n, sum(p.amount_cents) s, max(p.effected_at) last_at from payments p
      where p.partner_guid = po.partner_guid and p.policy_guid = po.guid and p.status = 'succeeded'
        and p.payment_type <> 'refund' and p.effected_at >= ${v.start} and p.effected_at < ${v.end}) pa on true
    where po.partner_guid = ${v.partner} and po.start_date < ${v.endDay}
      and (po.valid_until is null or po.valid_until >= ${v.startDay})
      and (po.cancelled_at is null or po.cancelled_at >= ${v.start})
    order by po.policy_number`,
};
