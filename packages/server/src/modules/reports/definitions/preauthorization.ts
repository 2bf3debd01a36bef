import { CUSTOMER_JOIN, col, POLICY_JOIN, type ReportDefinition, t } from '../report-definition.ts';

export const preauthorizations: ReportDefinition = {
  name: 'preauthorization',
  title: t('Pre-authorizations', 'Pré-autorisations'),
  description: t(
    'Pre-authorizations (letters of undertaking) requested in the period: hospital, stay, amounts requested and approved.',
    'Pré-autorisations (lettres d’engagement) demandées sur la période : hôpital, séjour, montants demandés et accordés.',
  ),
  group: 'claims',
  dated: true,
  approvable: true,
  columns: [
    col('requested_at', 'Requested', 'Demandée le', 'datetime'),
    col('policy_number', 'Policy', 'Police'),
    col('customer', 'Customer', 'Client'),
    col('person_affected', 'Patient', 'Patient'),
    col('hospital_name', 'Hospital', 'Hôpital'),
    col('admission_date', 'Admission', 'Admission', 'date'),
    col('expected_discharge_date', 'Expected discharge', 'Sortie prévue', 'date'),
    col('condition', 'Condition', 'Affection'),
    col('requested_amount', 'Requested', 'Demandé', 'money'),
    col('approved_amount', 'Approved', 'Accordé', 'money'),
    col('status', 'Status', 'Statut'),
    col('decision_reason', 'Decision reason', 'Motif de la décision'),
  ],
  query: (v) => `select pa.created_at as requested_at, po.policy_number, c.full_name as customer, pa.person_affected,
      pa.hospital_name, pa.admission_date, pa.expected_discharge_date, pa.condition,
      pa.requested_amount_cents as requested_amount, pa.approved_amount_cents as approved_amount, pa.status,
      pa.decision_reason
    from claim_preauthorizations pa ${POLICY_JOIN('po', 'pa')} ${CUSTOMER_JOIN('c', 'pa')}
    where pa.partner_guid = ${v.partner} and pa.created_at >= ${v.start} and pa.created_at < ${v.end}
      and (not ${v.approved} or pa.status in ('approved', 'used'))
    order by pa.created_at, pa.guid`,
};
