import { z } from 'zod';
import { amountColumn, dateColumn } from '../common/file-values.ts';
import { guid, isoDate, MONEY_MAX_CENTS, requiredText } from '../common/ids.ts';
import { type MoneyRule, moneyRuleOf } from '../common/money.ts';
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

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || null);

/** A row read with the partner's money rule (currency decimals, bound per payment: `common/money.ts`). */
export const remittanceRowFor = (rule: MoneyRule) =>
  z
    .object({
      remittance_reference: requiredText(100),
      remitted_date: dateColumn,
      amount: amountColumn(rule),
      period_start: dateColumn,
      period_end: dateColumn,
      bank_reference: optional(100),
      note: optional(500),
    })
    .refine((r) => r.period_start <= r.period_end, { message: 'date_range_order', path: ['period_end'] });
export const remittanceRow = remittanceRowFor(moneyRuleOf(null));
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
