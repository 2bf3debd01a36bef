import { col, type ReportDefinition, t } from '../report-definition.ts';

/**
 * Members of the partner's group schemes today: every temporary principal and dependant with where they stand —
 * pending, registered (with the customer's policy) or failed with the reason.
 */
export const groupMembers: ReportDefinition = {
  name: 'group_members',
  title: t('Group members', 'Membres des groupes'),
  description: t(
    'Members of every group scheme: principal or dependant, registration status, policy and its status.',
    'Membres de chaque groupe : principal ou personne à charge, statut d’enregistrement, police et son statut.',
  ),
  group: 'groups',
  dated: false,
  columns: [
    col('group_name', 'Group', 'Groupe'),
    col('group_status', 'Group status', 'Statut du groupe'),
    col('kind', 'Member', 'Membre'),
    col('full_name', 'Name', 'Nom'),
    col('msisdn', 'Phone', 'Téléphone'),
    col('date_of_birth', 'Date of birth', 'Date de naissance', 'date'),
    col('relationship', 'Relationship', 'Lien'),
    col('status', 'Registration', 'Enregistrement'),
    col('error', 'Reason', 'Motif'),
    col('policy_number', 'Policy', 'Police'),
    col('policy_status', 'Policy status', 'Statut de la police'),
    col('premium', 'Premium', 'Prime', 'money'),
  ],
  query: (v) => `select g.name as group_name, g.status as group_status, m.kind, m.full_name, m.msisdn,
      m.date_of_birth, m.relationship, m.status, m.error, po.policy_number, po.status as policy_status,
      po.premium_cents as premium
    from group_temp_members m
    join groups g on g.partner_guid = m.partner_guid and g.guid = m.group_guid
    left join policies po on po.partner_guid = m.partner_guid and po.guid = m.policy_guid
    where m.partner_guid = ${v.partner}
    order by g.name, coalesce(m.principal_guid, m.guid), m.kind desc, m.guid`,
};
