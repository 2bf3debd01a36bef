import { OPEN_CLAIM_STATUSES } from '@coverdesk/contract';
import { col, type ReportDefinition, t } from '../report-definition.ts';
import { approvedOnly, CLAIM_FROM, CLAIM_HEAD, CLAIM_HEAD_SQL } from './claim-common.ts';

const OPEN = OPEN_CLAIM_STATUSES.map((s) => `'${s}'`).join(', ');

/** Every claim still open today, oldest first: the claims team's work in progress. */
export const allOpenClaims: ReportDefinition = {
  name: 'all_open_claims_report',
  title: t('All open claims', 'Tous les sinistres ouverts'),
  description: t(
    'Claims not yet closed or expired: age in days, documents, risk flag and amount claimed.',
    'Sinistres ni clos ni expirés : âge en jours, documents, risque et montant réclamé.',
  ),
  group: 'claims',
  dated: false,
  approvable: true,
  columns: [
    ...CLAIM_HEAD,
    col('age_days', 'Age (days)', 'Âge (jours)', 'number'),
    col('documents_complete', 'Documents complete', 'Documents complets'),
    col('documents_due_date', 'Documents due', 'Documents attendus le', 'date'),
    col('high_risk', 'High risk', 'Risque élevé'),
    col('claim_amount', 'Claimed', 'Montant réclamé', 'money'),
  ],
  query: (v) => `select ${CLAIM_HEAD_SQL}, (current_date - cl.received_at::date) as age_days,
      case when cl.documents_complete then 'yes' else 'no' end as documents_complete, cl.documents_due_date,
      case when cl.high_risk then 'yes' else 'no' end as high_risk, cl.claim_amount_cents as claim_amount
    ${CLAIM_FROM}
    where cl.partner_guid = ${v.partner} and cl.status in (${OPEN}) and ${approvedOnly(v)}
    order by cl.received_at, cl.guid`,
};
