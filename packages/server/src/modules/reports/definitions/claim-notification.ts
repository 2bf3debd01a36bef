import { col, type ReportDefinition, t } from '../report-definition.ts';
import { approvedOnly, CLAIM_FROM, CLAIM_HEAD, CLAIM_HEAD_SQL } from './claim-common.ts';

/** Claims notified (received) in the period: the intake list of the claims team. */
export const claimNotification: ReportDefinition = {
  name: 'claim_notification_report',
  title: t('Claims notification', 'Déclarations de sinistres'),
  description: t(
    'Claims received in the period: who and what is affected, how documents came in, amount claimed, risk flag.',
    'Sinistres reçus sur la période : personne et événement, canal des documents, montant réclamé, risque.',
  ),
  group: 'claims',
  dated: true,
  approvable: true,
  columns: [
    ...CLAIM_HEAD,
    col('person_affected', 'Person affected', 'Personne concernée'),
    col('relation', 'Relation', 'Lien'),
    col('event_date', 'Event date', 'Date de l’événement', 'date'),
    col('document_channel', 'Documents by', 'Documents par'),
    col('claim_amount', 'Claimed', 'Montant réclamé', 'money'),
    col('high_risk', 'High risk', 'Risque élevé'),
  ],
  query: (v) => `select ${CLAIM_HEAD_SQL}, cl.person_affected, cl.relation,
      coalesce(cl.event_date, cl.death_date, cl.hospital_admission_date) as event_date, cl.document_channel,
      cl.claim_amount_cents as claim_amount, case when cl.high_risk then 'yes' else 'no' end as high_risk
    ${CLAIM_FROM}
    where cl.partner_guid = ${v.partner} and cl.received_at >= ${v.start} and cl.received_at < ${v.end}
      and ${approvedOnly(v)}
    order by cl.received_at, cl.guid`,
};
