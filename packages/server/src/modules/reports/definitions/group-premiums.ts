import { col, type ReportDefinition, t } from '../report-definition.ts';

/**
 * Group payments effected in the period: one payment of a scheme split over its members' policies, with how much
 * was allocated, to how many policies, and what was left unallocated.
 */
export const groupPremiums: ReportDefinition = {
  name: 'group_premiums',
  title: t('Group premiums', 'Primes des groupes'),
  description: t(
    'Payments of group schemes effected in the period: amount, allocated over how many policies, unallocated rest.',
    'Paiements des groupes effectués sur la période : montant, réparti sur combien de polices, reste non réparti.',
  ),
  group: 'groups',
  dated: true,
  columns: [
    col('effected_date', 'Effected', 'Effectué le', 'date'),
    col('group_name', 'Group', 'Groupe'),
    col('mno_reference', 'Reference', 'Référence'),
    col('amount', 'Amount', 'Montant', 'money'),
    col('allocated', 'Allocated', 'Réparti', 'money'),
    col('policies', 'Policies', 'Polices', 'number'),
    col('unallocated', 'Unallocated', 'Non réparti', 'money'),
    col('recorded_by', 'Recorded by', 'Enregistré par'),
  ],
  query: (v) => `select gp.effected_date, g.name as group_name, gp.mno_reference, gp.amount_cents as amount,
      coalesce(i.allocated, 0) as allocated, coalesce(i.policies, 0) as policies,
      gp.unallocated_cents as unallocated, gp.created_by as recorded_by
    from group_payments gp
    join groups g on g.partner_guid = gp.partner_guid and g.guid = gp.group_guid
    left join lateral (select sum(it.amount_cents) as allocated, count(distinct it.policy_guid) as policies
      from group_payment_items it where it.partner_guid = gp.partner_guid and it.group_payment_guid = gp.guid) i on true
    where gp.partner_guid = ${v.partner} and gp.effected_date >= ${v.startDay} and gp.effected_date < ${v.endDay}
    order by gp.effected_date, gp.guid`,
};
