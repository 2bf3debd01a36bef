import { CUSTOMER_JOIN, col, PRODUCT_JOIN, type ReportDefinition, t } from '../report-definition.ts';

/**
 * Premiums due today: policies in force (pending, active or lapsed) with no succeeded payment in their current
 * premium period (this day, week, month or year, by the policy's frequency).
 */
export const premiumDue: ReportDefinition = {
  name: 'premium_due',
  title: t('Premium due', 'Primes dues'),
  description: t(
    'Policies in force with no premium paid for the current period: amount due, frequency, last payment.',
    'Polices en vigueur sans prime payée pour la période en cours : montant dû, fréquence, dernier paiement.',
  ),
  group: 'premiums',
  dated: false,
  columns: [
    col('policy_number', 'Policy', 'Police'),
    col('customer', 'Customer', 'Client'),
    col('msisdn', 'Phone', 'Téléphone'),
    col('product', 'Product', 'Produit'),
    col('status', 'Status', 'Statut'),
    col('granularity', 'Frequency', 'Fréquence'),
    col('period_start', 'Period from', 'Période du', 'date'),
    col('amount_due', 'Amount due', 'Montant dû', 'money'),
    col('last_payment_at', 'Last payment', 'Dernier paiement', 'datetime'),
  ],
  query: (v) => `select po.policy_number, c.full_name as customer, c.msisdn, pr.name as product, po.status,
      po.granularity, ps.period_start, po.premium_cents as amount_due, lp.last_at as last_payment_at
    from policies po ${CUSTOMER_JOIN('c', 'po')} ${PRODUCT_JOIN('pr', 'po')}
    cross join lateral (select date_trunc(case po.granularity when 'daily' then 'day' when 'weekly' then 'week'
      when 'yearly' then 'year' else 'month' end, current_date::timestamp)::date as period_start) ps
    left join lateral (select max(p.effected_at) last_at from payments p where p.partner_guid = po.partner_guid
      and p.policy_guid = po.guid and p.status = 'succeeded' and p.payment_type <> 'refund') lp on true
    where po.partner_guid = ${v.partner} and po.status in ('pending', 'active', 'lapsed')
      and (lp.last_at is null or lp.last_at < ps.period_start)
    order by po.policy_number`,
};
