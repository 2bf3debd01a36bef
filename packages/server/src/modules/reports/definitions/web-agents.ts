import { col, type ReportDefinition, t } from '../report-definition.ts';

/** Web agents: back-office users (the WebClient channel) and what they did for the partner in the period. */
export const webAgents: ReportDefinition = {
  name: 'web_agents',
  title: t('Web agents', 'Agents web'),
  description: t(
    'Per back-office user: customers registered and payments recorded in the period, with their total.',
    'Par utilisateur du back-office : clients inscrits et paiements enregistrés sur la période, avec leur total.',
  ),
  group: 'agents',
  dated: true,
  columns: [
    col('agent', 'User', 'Utilisateur'),
    col('customers_registered', 'Customers registered', 'Clients inscrits', 'number'),
    col('payments_recorded', 'Payments recorded', 'Paiements enregistrés', 'number'),
    col('payments_amount', 'Amount recorded', 'Montant enregistré', 'money'),
  ],
  query: (v) => `with cu as (select created_by as agent, count(*) n from customers
      where partner_guid = ${v.partner} and created_at >= ${v.start} and created_at < ${v.end} and created_by is not null
      group by 1),
    pa as (select created_by as agent, count(*) n, sum(amount_cents) s from payments
      where partner_guid = ${v.partner} and effected_at >= ${v.start} and effected_at < ${v.end}
        and created_by is not null and channel = 'WebClient' group by 1)
    select agent, coalesce(cu.n, 0) as customers_registered, coalesce(pa.n, 0) as payments_recorded,
      coalesce(pa.s, 0) as payments_amount
    from cu full join pa using (agent)
    order by agent`,
};
