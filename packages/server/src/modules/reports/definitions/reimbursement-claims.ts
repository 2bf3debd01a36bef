import { col, type ReportDefinition, t } from '../report-definition.ts';
import { CLAIM_HEAD, claimsOfType } from './claim-common.ts';

export const reimbursementClaims: ReportDefinition = {
  name: 'reimbursement',
  title: t('Reimbursement claims', 'Sinistres remboursement'),
  description: t(
    'Reimbursement claims received in the period: event, condition, expenses claimed, benefit and decision.',
    'Sinistres remboursement reçus sur la période : événement, affection, frais réclamés, prestation et décision.',
  ),
  group: 'claims',
  dated: true,
  approvable: true,
  columns: [
    ...CLAIM_HEAD,
    col('person_affected', 'Person affected', 'Personne concernée'),
    col('event_date', 'Event date', 'Date de l’événement', 'date'),
    col('condition', 'Condition', 'Affection'),
    col('claim_amount', 'Claimed', 'Montant réclamé', 'money'),
    col('benefit_amount', 'Benefit', 'Prestation', 'money'),
    col('decision', 'Decision', 'Décision'),
    col('payment_status', 'Payment', 'Paiement'),
  ],
  query: (v) =>
    claimsOfType(
      v,
      'reimbursement',
      `cl.person_affected, cl.event_date, cl.condition, cl.claim_amount_cents as claim_amount,
      cl.benefit_amount_cents as benefit_amount, cl.decision, cl.payment_status`,
    ),
};
