import { col, type ReportDefinition, t } from '../report-definition.ts';
import { approvedOnly, CLAIM_FROM, CLAIM_HEAD, CLAIM_HEAD_SQL } from './claim-common.ts';

/** Claims decided in the period: how long each took and what was decided. */
export const claimFinalisation: ReportDefinition = {
  name: 'claim_finalisation_report',
  title: t('Claim finalisation', 'Finalisation des sinistres'),
  description: t(
    'Claims decided in the period: decision, who decided, days from receipt to decision, amounts.',
    'Sinistres décidés sur la période : décision, décideur, jours entre réception et décision, montants.',
  ),
  group: 'claims',
  dated: true,
  approvable: true,
  columns: [
    ...CLAIM_HEAD,
    col('decision', 'Decision', 'Décision'),
    col('decided_at', 'Decided', 'Décidé le', 'datetime'),
    col('decided_by', 'Decided by', 'Décidé par'),
    col('days_to_decision', 'Days to decision', 'Jours avant décision', 'number'),
    col('claim_amount', 'Claimed', 'Montant réclamé', 'money'),
    col('benefit_amount', 'Benefit', 'Prestation', 'money'),
    col('rejection_reason', 'Rejection reason', 'Motif du rejet'),
  ],
  query: (v) => `select ${CLAIM_HEAD_SQL}, cl.decision, cl.decided_at, cl.approved_by as decided_by,
      (cl.decided_at::date - cl.received_at::date) as days_to_decision, cl.claim_amount_cents as claim_amount,
      cl.benefit_amount_cents as benefit_amount, cl.rejection_reason
    ${CLAIM_FROM}
    where cl.partner_guid = ${v.partner} and cl.decided_at >= ${v.start} and cl.decided_at < ${v.end}
      and ${approvedOnly(v)}
    order by cl.decided_at, cl.guid`,
};
