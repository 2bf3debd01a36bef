import { z } from 'zod';
import { guid, isoDate, MONEY_MAX_CENTS, requiredText } from '../common/ids.ts';
import { pageQuery } from '../common/paging.ts';

/**
 * A remittance (SPEC §7 `remittance/add_bulk_remittances`): the partner's (mobile operator's) settlement to the insurer
 * of the premiums it collected over a period — one row of the operator's settlement file. Its key is the remittance
 * reference: the same settlement is never recorded twice. Each remittance is shown against what was collected over
 * its period (succeeded premium payments), so finance sees what is still owed.
 */
export const REMITTANCE_COLUMNS = [
  'remittance_reference',
  'remitted_date',
  'amount',
  'period_start',
  'period_end',
] as const;
export const REMITTANCE_OPTIONAL_COLUMNS = ['bank_reference', 'note'] as const;

const amount = z
  .string()
  .trim()
  .regex(/^\d{1,12}([.,]\d{1,2})?$/, { message: 'bulk_amount_invalid' })
  .transform((v) => {
    const [whole, frac = ''] = v.replace(',', '.').split('.');
    return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  })
  .refine((c) => c > 0 && c <= 900_000_000_000_000, { message: 'bulk_amount_invalid' });

/** ISO (`2026-11-25`) or day first (`25/11/2026`). */
const day = z
  .string()
  .trim()
  .transform((v) => {
    const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(v);
    return dmy ? `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}` : v.slice(0, 10);
  })
  .pipe(isoDate);

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || null);

export const remittanceRow = z
  .object({
    remittance_reference: requiredText(100),
    remitted_date: day,
    amount,
    period_start: day,
    period_end: day,
    bank_reference: optional(100),
    note: optional(500),
  })
  .refine((r) => r.period_start <= r.period_end, { message: 'date_range_order', path: ['period_end'] });
export type RemittanceRow = z.infer<typeof remittanceRow>;

export const remittance = z.object({
  guid,
  partner_guid: guid,
  remittance_reference: z.string(),
  remitted_date: isoDate,
  amount_cents: z.number().int().max(MONEY_MAX_CENTS),
  period_start: isoDate,
  period_end: isoDate,
  bank_reference: z.string().nullable(),
  note: z.string().nullable(),
  batch_guid: guid.nullable(),
  /** Succeeded premium payments effected over the period (refunds excluded). */
  collected_cents: z.number().int().max(MONEY_MAX_CENTS),
  /** collected − remitted: positive = still owed by the partner. */
  outstanding_cents: z.number().int().min(-MONEY_MAX_CENTS).max(MONEY_MAX_CENTS),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type Remittance = z.infer<typeof remittance>;

export const remittancesQuery = pageQuery.extend({ from: isoDate.optional(), to: isoDate.optional() });
