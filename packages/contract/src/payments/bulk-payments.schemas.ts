import { z } from 'zod';
import { isoDate, requiredText } from '../common/ids.ts';

/**
 * One row of a bulk payment file (a mobile-money statement): the columns, matched by name in any order and case, and
 * the row key that makes the import idempotent — the MNO reference (a reference already recorded for the partner is
 * skipped, never paid twice). `amount` is in currency units with at most two decimals (`150`, `150.50`, `150,50`).
 */
export const BULK_PAYMENT_COLUMNS = ['policy_number', 'mno_reference', 'amount', 'effected_date'] as const;
/**
 * Optional columns: the operator's status text and message, kept on the payment (a status of FAILED_MNO_STATUSES
 * refuses the line: no money moved); the payer's phone number and name, kept with money held as unallocated money
 * (they suggest the policy it belongs to).
 */
export const BULK_PAYMENT_OPTIONAL_COLUMNS = ['mno_status', 'mno_message', 'msisdn', 'payer_name'] as const;

const amount = z
  .string()
  .trim()
  .regex(/^\d{1,12}([.,]\d{1,2})?$/, { message: 'bulk_amount_invalid' })
  .transform((v) => {
    const [whole, frac = ''] = v.replace(',', '.').split('.');
    return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  })
  .refine((c) => c > 0 && c <= 2_000_000_000, { message: 'bulk_amount_invalid' });

/** Dates as ISO (`2026-11-25`), or day first as banks and Excel write them (`25/11/2026`, `25-11-2026`). */
const effectedDate = z
  .string()
  .trim()
  .transform((v) => {
    const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(v);
    return dmy ? `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}` : v.slice(0, 10);
  })
  .pipe(isoDate);

const optional = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => v || null);

export const bulkPaymentRow = z.object({
  policy_number: requiredText(60),
  mno_reference: z.string().trim().min(1, { message: 'required' }).max(100),
  amount,
  effected_date: effectedDate,
  mno_status: optional,
  mno_message: optional,
  msisdn: optional,
  payer_name: optional,
});
export type BulkPaymentRow = z.infer<typeof bulkPaymentRow>;

/** Bulk payments are normal premiums or bundles (SPEC §4), chosen by the upload path. */
export const BULK_PAYMENT_TYPES = ['normal', 'bundle'] as const;
