import { z } from 'zod';
import { amountColumn, dateColumn } from '../common/file-values.ts';
import { requiredText } from '../common/ids.ts';
import { type MoneyRule, moneyRuleOf } from '../common/money.ts';

/**
 * One row of a bulk payment file (a mobile-money statement): the columns, matched by name in any order and case, and
 * the row key that makes the import idempotent — the MNO reference (a reference already recorded for the partner is
 * skipped, never paid twice). `amount` is in currency units (`150`, `150.50`, `150,50`), read by the partner's money rule.
 */
export const BULK_PAYMENT_COLUMNS = ['policy_number', 'mno_reference', 'amount', 'effected_date'] as const;
/**
 * Optional columns: the operator's status text and message, kept on the payment (a status of FAILED_MNO_STATUSES
 * refuses the line: no money moved); the payer's phone number and name, kept with money held as unallocated money
 * (they suggest the policy it belongs to).
 */
export const BULK_PAYMENT_OPTIONAL_COLUMNS = ['mno_status', 'mno_message', 'msisdn', 'payer_name'] as const;

const optional = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => v || null);

/** A row read with the partner's money rule (currency decimals, bound per payment: `common/money.ts`). */
export const bulkPaymentRowFor = (rule: MoneyRule) =>
  z.object({
    policy_number: requiredText(60),
    mno_reference: z.string().trim().min(1, { message: 'required' }).max(100),
    amount: amountColumn(rule),
    effected_date: dateColumn,
    mno_status: optional,
    mno_message: optional,
    msisdn: optional,
    payer_name: optional,
  });
/** A row read with the default rule (no currency known: two decimals, the default bound). */
export const bulkPaymentRow = bulkPaymentRowFor(moneyRuleOf(null));
export type BulkPaymentRow = z.infer<typeof bulkPaymentRow>;

/** Bulk payments are normal premiums or bundles (SPEC §4), chosen by the upload path. */
export const BULK_PAYMENT_TYPES = ['normal', 'bundle'] as const;
