import { col, type ReportDefinition, t } from '../report-definition.ts';

/**
 * VAS (value-added-service) agents: customers flagged as agents, who sell over the operator's channels. One line per
 * agent registered before the end of the period, with the premiums their own policies brought in the period.
 */
export const vasAgents: ReportDefinition = {
  name: 'vas_agents',
  title: t('VAS agents', 'Agents VAS'),
  description: t(
    'Customers flagged as agents: contact, town, policies held and premiums collected in the period.',
    'Clients marqués comme agents : contact, ville, polices détenues et primes encaissées sur la période.',
  ),
  group: 'agents',
  dated: true,
  columns: [
    col('agent', 'Agent', 'Agent'),
    col('msisdn', 'Phone', 'Téléphone'),
    col('town', 'Town', 'Ville'),
    col('registered_at', 'Registered', 'Inscrit le', 'datetime'),
    col('active_policies', 'Active policies', 'Polices actives', 'number'),
    col('payments', 'Payments in period', 'Paiements sur la période', 'number'),
    col('premiums', 'Premiums in period', 'Primes sur la période', 'money'),
  ],
  query: (v) => `select c.full_name as agent, c.msisdn, c.town, c.created_at as registered_at,
      (select count(*) from policies po where po.partner_guid = c.partner_guid and po.customer_guid = c.guid
        and po.status = 'active') as active_policies,
      coalesce(pa.n, 0) as payments, coalesce(pa.s, 0) as premiums
    from customers c
    left join lateral (select count(*) n, sum(p.amount_cents) s from payments p
      where p.partner_guid = c.partner_guid and p.customer_guid = c.guid and p.status = 'succeeded'
        and p.payment_type <> 'refund' and p.effected_at >= ${v.start} and p.effected_at < ${v.end}) pa on true
    where c.partner_guid = ${v.partner} and c.is_agent and c.created_at < ${v.end}
    order by c.full_name, c.guid`,
};
