import { CUSTOMER_JOIN, col, POLICY_JOIN, type ReportDefinition, t } from '../report-definition.ts';

/** Premium refunds paid back in the period (payments of type refund, e.g. a cancellation in the cool-off period). */
export const refunds: ReportDefinition = {
  name: 'refunds_report',
  title: t('Refunds', 'Remboursements'),
  description: t(
    'Premium refunds effected in the period, with the policy, its status and who recorded the refund.',
    'Remboursements de primes effectués sur la période, avec la police, son statut et l’auteur.',
  ),
  group: 'premiums',
  dated: true,
  columns: [
    col('effected_at', 'Effected', 'Effectué le', 'datetime'),
    col('policy_number', 'Policy', 'Police'),
    col('policy_status', 'Policy status', 'Statut de la police'),
    col('customer', 'Customer', 'Client'),
    col('msisdn', 'Phone', 'Téléphone'),
    col('amount', 'Amount refunded', 'Montant remboursé', 'money'),
    col('status', 'Status', 'Statut'),
    col('mno_reference', 'Reference', 'Référence'),
    col('recorded_by', 'Recorded by', 'Enregistré par'),
  ],
  query: (v) => `select p.effected_at, po.policy_number, po.status as policy_status, c.full_name as customer, c.msisdn,
      p.amount_cents as amount, p.status, p.mno_reference, p.created_by as recorded_by
    from payments p ${POLICY_JOIN('po', 'p')} ${CUSTOMER_JOIN('c', 'p')}
    where p.partner_guid = ${v.partner} and p.payment_type = 'refund' and p.effected_at >= ${v.start}
      and p.effected_at < ${v.end}
    order by p.effected_at, p.guid`,
};
