import { CUSTOMER_JOIN, col, POLICY_JOIN, type ReportDefinition, t } from '../report-definition.ts';

/**
 * Debit order collections due in the period: one row per debit order transaction (one per debit order and premium
 * period), with its outcome — pending, paid, retry scheduled or failed — and the bank's unpaid code and reason.
 */
export const debitOrderCollections: ReportDefinition = {
  name: 'debit_order_collections',
  title: t('Debit order collections', 'Prélèvements'),
  description: t(
    'Debit order collections due in the period: amount, attempts, outcome (pending, paid, retry scheduled, failed) and the bank’s unpaid code.',
    'Prélèvements échus sur la période : montant, tentatives, résultat (en attente, payé, nouvel essai prévu, échoué) et code de rejet de la banque.',
  ),
  group: 'debit_orders',
  dated: true,
  columns: [
    col('due_date', 'Due', 'Échéance', 'date'),
    col('reference', 'Reference', 'Référence'),
    col('period', 'Period', 'Période'),
    col('policy_number', 'Policy', 'Police'),
    col('customer', 'Customer', 'Client'),
    col('msisdn', 'Phone', 'Téléphone'),
    col('bank_name', 'Bank', 'Banque'),
    col('amount', 'Amount', 'Montant', 'money'),
    col('status', 'Status', 'Statut'),
    col('attempts', 'Attempts', 'Tentatives', 'number'),
    col('unpaid_code', 'Unpaid code', 'Code de rejet'),
    col('reason', 'Reason', 'Motif'),
    col('retry_on', 'Retry on', 'Nouvel essai le', 'date'),
  ],
  query: (v) => `select tx.due_date, tx.reference, tx.period, po.policy_number, c.full_name as customer, d.msisdn,
      d.bank_name, tx.amount_in_cents as amount, tx.status, tx.attempts, tx.unpaid_code, tx.reason, tx.retry_on
    from debit_order_transactions tx
    join debit_orders d on d.partner_guid = tx.partner_guid and d.guid = tx.debit_order_guid
    ${POLICY_JOIN('po', 'tx')} ${CUSTOMER_JOIN('c', 'tx')}
    where tx.partner_guid = ${v.partner} and tx.due_date >= ${v.startDay} and tx.due_date < ${v.endDay}
    order by tx.due_date, tx.reference`,
};
