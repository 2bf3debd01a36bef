import { z } from 'zod';
import { type MoneyRule, parseAmount } from './money.ts';

/**
 * The one reading of amounts and dates in uploaded files (bulk payments, remittances, bulk onboarding, loyalty, group
 * members): every import row schema takes its amount and date columns from here, so a file path cannot drift from
 * another or from the money rule (`money.ts`: the currency's decimals and the partner's bound per payment, which the
 * server reads with `moneyRuleFor` and records on the batch).
 */

/**
 * A file column holding an amount (the import rows' schemas): parsed into cents by `parseAmount`, or refused with the
 * rule's message naming the bound or the currency's decimals.
 */
export const amountColumn = (rule: MoneyRule, o: { allowZero?: boolean } = {}) =>
  z.string().transform((text, ctx) => {
    const r = parseAmount(text, rule, o);
    if ('cents' in r) return r.cents;
    ctx.addIssue({ code: 'custom', message: r.message, params: r.params });
    return z.NEVER;
  });

/**
 * A file column holding a date: ISO (`2026-11-25`) or day first as banks and spreadsheets write it (`25/11/2026`,
 * `25-11-2026`, `25.11.2026`). Only the reading: whether a date is allowed (future, before purchase) is the domain's
 * rule.
 */
export const dateColumn = z
  .string()
  .trim()
  .transform((v) => {
    const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(v);
    return dmy ? `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}` : v.slice(0, 10);
  })
  .pipe(z.iso.date());

/** An optional file date: blank or absent is null, anything else is read as `dateColumn`. */
export const optionalDateColumn = z
  .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), dateColumn.optional())
  .transform((v) => v ?? null);
