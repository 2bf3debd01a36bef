import { col, type ReportDefinition, t } from '../report-definition.ts';
import { approvedOnly, CLAIM_FROM, CLAIM_HEAD, CLAIM_HEAD_SQL } from './claim-common.ts';

/** Claims waiting to be paid today (status payable): the finance team's payout list. */
export const claimsPayable: ReportDefinition = {
  name: 'claims_payable_report',
  title: t('Payable claims', 'Sinistres à payer'),
  description: t(
    'Claims approved and waiting for payment: amount to pay, since when, and the last payout failure.',
    'Sinistres approuvés en attente de paiement : montant à payer, depuis quand, dernier échec de paiement.',
  ),
  group: 'claims',
  dated: false,
  approvable: true,
  columns: [
    ...CLAIM_HEAD,
    col('decided_at', 'Approved', 'Approuvé le', 'datetime'),
    col('days_waiting', 'Days waiting', 'Jours d’attente', 'number'),
    col('benefit_amount', 'Amount payable', 'Montant à payer', 'money'),
    col('payment_status', 'Payment', 'Paiement'),
    col('payment_failure_reason', 'Failure reason', 'Motif de l’échec'),
  ],
  query: (v) => `select ${CLAIM_HEAD_SQL}, cl.decided_at, (current_date - cl.decided_at::date) as days_waiting,
      coalesce(cl.benefit_amount_cents, cl.claim_amount_cents) as benefit_amount, cl.payment_status,
      cl.payment_failure_reason
    ${CLAIM_FROM}
    where cl.partner_guid = ${v.partner} and cl.status = 'payable' and ${approvedOnly(v)}
    order by cl.decided_at nulls last, cl.guid`,
};
