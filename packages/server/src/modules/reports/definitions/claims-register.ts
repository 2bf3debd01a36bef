import { col, PRODUCT_JOIN, type ReportDefinition, t } from '../report-definition.ts';
import { approvedOnly, CLAIM_FROM, CLAIM_HEAD, CLAIM_HEAD_SQL } from './claim-common.ts';

/** The claims register: every claim received in the period with its whole course, for the insurer's books. */
export const claimsRegister: ReportDefinition = {
  name: 'claims_register',
  title: t('Claims register', 'Registre des sinistres'),
  description: t(
    'Every claim received in the period: product, decision, amounts claimed, granted and paid, payment state, closure.',
    'Tous les sinistres reçus sur la période : produit, décision, montants réclamés, accordés et payés, paiement, clôture.',
  ),
  group: 'claims',
  dated: true,
  approvable: true,
  columns: [
    ...CLAIM_HEAD,
    col('product', 'Product', 'Produit'),
    col('decision', 'Decision', 'Décision'),
    col('decided_at', 'Decided', 'Décidé le', 'datetime'),
    col('claim_amount', 'Claimed', 'Montant réclamé', 'money'),
    col('benefit_amount', 'Benefit', 'Prestation', 'money'),
    col('paid_amount', 'Paid', 'Payé', 'money'),
    col('payment_status', 'Payment', 'Paiement'),
    col('closed_at', 'Closed', 'Clôturé le', 'datetime'),
  ],
  query: (v) => `select ${CLAIM_HEAD_SQL}, pr.name as product, cl.decision, cl.decided_at,
      cl.claim_amount_cents as claim_amount, cl.benefit_amount_cents as benefit_amount,
      coalesce((select sum(m.amount_cents) from mobile_money_transactions m where m.partner_guid = cl.partner_guid
        and m.claim_guid = cl.guid and m.status = 'succeeded'), 0) as paid_amount,
      cl.payment_status, cl.closed_at
    ${CLAIM_FROM} ${PRODUCT_JOIN('pr', 'po')}
    where cl.partner_guid = ${v.partner} and cl.received_at >= ${v.start} and cl.received_at < ${v.end}
      and ${approvedOnly(v)}
    order by cl.received_at, cl.guid`,
};
