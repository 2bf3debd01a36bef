import { CUSTOMER_JOIN, col, POLICY_JOIN, type ReportDefinition, t } from '../report-definition.ts';

/**
 * Debit orders in place today (not cancelled): the mandate's state at the bank, the collection day and amount, and
 * the last collection's outcome. Account numbers show their last 4 digits only.
 */
export const debitOrderMandates: ReportDefinition = {
  name: 'debit_order_mandates',
  title: t('Debit order mandates', 'Mandats de prélèvement'),
  description: t(
    'Debit orders in place: mandate status at the bank, collection day and amount, last collection and its outcome.',
    'Ordres de prélèvement en place : statut du mandat à la banque, jour et montant, dernier prélèvement et son résultat.',
  ),
  group: 'debit_orders',
  dated: false,
  columns: [
    col('mandate_reference', 'Mandate', 'Mandat'),
    col('mandate_status', 'Mandate status', 'Statut du mandat'),
    col('policy_number', 'Policy', 'Police'),
    col('policy_status', 'Policy status', 'Statut de la police'),
    col('customer', 'Customer', 'Client'),
    col('msisdn', 'Phone', 'Téléphone'),
    col('bank_name', 'Bank', 'Banque'),
    col('account', 'Account', 'Compte'),
    col('day', 'Day', 'Jour', 'number'),
    col('amount', 'Amount', 'Montant', 'money'),
    col('start_date', 'Start', 'Début', 'date'),
    col('last_due_date', 'Last collection', 'Dernier prélèvement', 'date'),
    col('last_status', 'Last outcome', 'Dernier résultat'),
  ],
  query: (v) => `select d.mandate_reference, d.mandate_status, po.policy_number, po.status as policy_status,
      c.full_name as customer, d.msisdn, d.bank_name, '****' || right(d.account_number, 4) as account, d.day,
      d.amount_in_cents as amount, d.start_date, lt.due_date as last_due_date, lt.status as last_status
    from debit_orders d ${POLICY_JOIN('po', 'd')} ${CUSTOMER_JOIN('c', 'd')}
    left join lateral (select tx.due_date, tx.status from debit_order_transactions tx
      where tx.partner_guid = d.partner_guid and tx.debit_order_guid = d.guid
      order by tx.due_date desc limit 1) lt on true
    where d.partner_guid = ${v.partner} and d.cancelled_at is null
    order by d.created_at, d.guid`,
};
