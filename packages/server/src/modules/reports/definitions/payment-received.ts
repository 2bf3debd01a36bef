import { CUSTOMER_JOIN, col, POLICY_JOIN, type ReportDefinition, t } from '../report-definition.ts';

/** Every payment recorded in the period, whatever its outcome: the reconciliation list of finance. */
export const paymentReceived: ReportDefinition = {
  name: 'payment_received_report',
  title: t('Payments received', 'Paiements reçus'),
  description: t(
    'Every payment effected in the period with its status and the mobile operator’s answer.',
    'Tous les paiements effectués sur la période, avec leur statut et la réponse de l’opérateur.',
  ),
  group: 'premiums',
  dated: true,
  columns: [
    col('effected_at', 'Effected', 'Effectué le', 'datetime'),
    col('mno_reference', 'MNO reference', 'Référence MNO'),
    col('policy_number', 'Policy', 'Police'),
    col('customer', 'Customer', 'Client'),
    col('msisdn', 'Phone', 'Téléphone'),
    col('amount', 'Amount', 'Montant', 'money'),
    col('status', 'Status', 'Statut'),
    col('mno_status', 'MNO status', 'Statut MNO'),
    col('payment_type', 'Payment type', 'Type de paiement'),
    col('channel', 'Channel', 'Canal'),
  ],
  query: (v) => `select p.effected_at, p.mno_reference, po.policy_number, c.full_name as customer, c.msisdn,
      p.amount_cents as amount, p.status, p.mno_status, p.payment_type, p.channel
    from payments p ${POLICY_JOIN('po', 'p')} ${CUSTOMER_JOIN('c', 'p')}
    where p.partner_guid = ${v.partner} and p.effected_at >= ${v.start} and p.effected_at < ${v.end}
    order by p.effected_at, p.guid`,
};
