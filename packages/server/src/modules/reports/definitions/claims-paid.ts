import { col, type ReportDefinition, t } from '../report-definition.ts';
import { CLAIM_HEAD, CLAIM_HEAD_SQL, CLAIM_JOINS } from './claim-common.ts';

/** Claim payouts that succeeded in the period (one line per successful mobile-money payout). */
export const claimsPaid: ReportDefinition = {
  name: 'claims_paid_report',
  title: t('Claims paid', 'Sinistres payés'),
  description: t(
    'Successful claim payouts in the period: when, to which number, how much, the provider’s reference.',
    'Paiements de sinistres réussis sur la période : date, numéro, montant, référence du prestataire.',
  ),
  group: 'claims',
  dated: true,
  columns: [
    col('paid_at', 'Paid', 'Payé le', 'datetime'),
    ...CLAIM_HEAD,
    col('paid_to', 'Paid to', 'Payé au'),
    col('amount', 'Amount paid', 'Montant payé', 'money'),
    col('provider_reference', 'Provider reference', 'Référence prestataire'),
  ],
  query: (v) => `select m.updated_at as paid_at, ${CLAIM_HEAD_SQL}, m.msisdn as paid_to, m.amount_cents as amount,
      m.provider_reference
    from mobile_money_transactions m
    join claims cl on cl.partner_guid = m.partner_guid and cl.guid = m.claim_guid
    ${CLAIM_JOINS}
    where m.partner_guid = ${v.partner} and m.status = 'succeeded' and m.updated_at >= ${v.start}
      and m.updated_at < ${v.end}
    order by m.updated_at, m.guid`,
};
