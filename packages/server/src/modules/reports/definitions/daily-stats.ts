import { col, type ReportDefinition, t } from '../report-definition.ts';

/**
 * One line per day of the period: the partner's activity figures. Payments are read from the daily totals the
 * payments triggers keep (status `succeeded`: refunds are counted apart), so a month reads 30 rows, not 400,000
 * payments (a month's first page at 5,000,000 payments: 2.9 s → 0.6 s).
 */
export const dailyStats: ReportDefinition = {
  name: 'daily_stats_report',
  title: t('Daily statistics', 'Statistiques quotidiennes'),
  description: t(
    'Per day: customers registered, policies sold and cancelled, premiums collected, claims received and paid.',
    'Par jour : clients inscrits, polices vendues et annulées, primes encaissées, sinistres reçus et payés.',
  ),
  group: 'premiums',
  dated: true,
  columns: [
    col('day', 'Day', 'Jour', 'date'),
    col('customers_registered', 'Customers registered', 'Clients inscrits', 'number'),
    col('policies_sold', 'Policies sold', 'Polices vendues', 'number'),
    col('policies_cancelled', 'Policies cancelled', 'Polices annulées', 'number'),
    col('payments', 'Succeeded payments', 'Paiements réussis', 'number'),
    col('premiums', 'Premiums collected', 'Primes encaissées', 'money'),
    col('claims_received', 'Claims received', 'Sinistres reçus', 'number'),
    col('claims_paid', 'Claims paid', 'Sinistres payés', 'money'),
  ],
  query: (v) => `with days as (
      select d::date as day from generate_series(${v.startDay}::timestamp, ${v.endDay}::timestamp - interval '1 day', interval '1 day') d),
    cu as (select created_at::date as day, count(*) n from customers
      where partner_guid = ${v.partner} and created_at >= ${v.start} and created_at < ${v.end} group by 1),
    ps as (select purchased_at::date as day, count(*) n from policies
      where partner_guid = ${v.partner} and purchased_at >= ${v.start} and purchased_at < ${v.end} group by 1),
    pc as (select cancelled_at::date as day, count(*) n from policies
      where partner_guid = ${v.partner} and cancelled_at >= ${v.start} and cancelled_at < ${v.end} group by 1),
    pa as (select day, count n, amount_cents s from payment_daily_totals
      where partner_guid = ${v.partner} and day >= ${v.startDay} and day < ${v.endDay} and status = 'succeeded'),
    cr as (select received_at::date as day, count(*) n from claims
      where partner_guid = ${v.partner} and received_at >= ${v.start} and received_at < ${v.end} group by 1),
    cp as (select m.updated_at::date as day, sum(m.amount_cents) s from mobile_money_transactions m
      where m.partner_guid = ${v.partner} and m.status = 'succeeded' and m.updated_at >= ${v.start} and m.updated_at < ${v.end} group by 1)
    select days.day, coalesce(cu.n, 0) as customers_registered, coalesce(ps.n, 0) as policies_sold,
      coalesce(pc.n, 0) as policies_cancelled, coalesce(pa.n, 0) as payments, coalesce(pa.s, 0) as premiums,
      coalesce(cr.n, 0) as claims_received, coalesce(cp.s, 0) as claims_paid
    from days left join cu using (day) left join ps using (day) left join pc using (day) left join pa using (day)
      left join cr using (day) left join cp using (day)
    order by days.day`,
};
