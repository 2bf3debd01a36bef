import { z } from 'zod';
import { amountColumn } from '../common/file-values.ts';
import { guid, INT4_MAX, isoDate, isoDateTime, MONEY_MAX_CENTS } from '../common/ids.ts';
import { type MoneyRule, moneyRuleOf } from '../common/money.ts';

/**
 * Loyalty (SPEC §4, §5, §7; GLOSSARY "Loyalty"): an operator's file of subscribers and what they spent in the period.
 * The rule (README "Decisions"): a subscriber who is a customer of the partner and whose spend reaches the partner's
 * loyalty threshold receives the partner's loyalty product free (premium 0) for one period from the run's day —
 * or, when their loyalty policy ends before the new period does, has it renewed to the period's end. A renewal file
 * (`renew_loyalty`) only renews: it grants nothing new. Spend below the threshold is skipped; a number that is not a
 * customer goes to the error file. Every change keeps the state before it, so a run can be undone.
 */
export const LOYALTY_COLUMNS = ['msisdn', 'spend'] as const;

/** The steps a loyalty run shows (SPEC §4), in order, each with its count; then complete or failed. */
export const LOYALTY_STEPS = [
  'reading',
  'formatting',
  'dropping_duplicates',
  'consolidating',
  'allocating',
  'backup',
  'reporting',
] as const;
export type LoyaltyStep = (typeof LOYALTY_STEPS)[number];

/** `eligibility` (local_upload_csv) grants or renews; `renewal` (renew_loyalty) only renews. */
export const LOYALTY_MODES = ['eligibility', 'renewal'] as const;
export type LoyaltyMode = (typeof LOYALTY_MODES)[number];

/**
 * Loyalty columns need valid numbers (SPEC §5): the spend is read by the partner's money rule (currency decimals,
 * bound: `common/money.ts`); a spend of 0 is a valid row.
 */
export const loyaltyRowFor = (rule: MoneyRule) =>
  z.object({
    msisdn: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ]{6,20}$/, { message: 'loyalty_msisdn_invalid' }),
    spend: amountColumn(rule, { allowZero: true }),
  });
export const loyaltyRow = loyaltyRowFor(moneyRuleOf(null));
export type LoyaltyRow = z.infer<typeof loyaltyRow>;
/** The row key: the number's digits (the same subscriber twice in a file is dropped as a duplicate). */
export const loyaltyKeyOf = (row: { msisdn: string }) => row.msisdn.replace(/\D/g, '');

/** The partner's loyalty settings: which product is given, the spend that earns it and how long a period lasts. */
export const loyaltySettings = z.object({
  product_guid: guid.nullable(),
  spend_threshold_cents: z.number().int().min(0).max(MONEY_MAX_CENTS),
  period_days: z.number().int().min(1).max(366),
  updated_at: isoDateTime.nullable(),
});
export type LoyaltySettings = z.infer<typeof loyaltySettings>;
export const loyaltySettingsInput = z
  .object({
    product_guid: guid,
    spend_threshold_cents: z.number().int().min(1, { message: 'loyalty_threshold_min' }).max(MONEY_MAX_CENTS),
    period_days: z.number().int().min(1).max(366).default(30),
  })
  .strict();
export type LoyaltySettingsInput = z.infer<typeof loyaltySettingsInput>;

/** What a run did, by outcome; `undone_at` once undone. */
export const loyaltyRun = z.object({
  batch_guid: guid,
  mode: z.enum(LOYALTY_MODES),
  product_guid: guid,
  spend_threshold_cents: z.number().int().min(0).max(MONEY_MAX_CENTS),
  period_start: isoDate,
  period_end: isoDate,
  granted: z.number().int().max(INT4_MAX),
  renewed: z.number().int().max(INT4_MAX),
  /** Changes kept with their state before (what undo restores). */
  backed_up: z.number().int().max(INT4_MAX),
  undone_at: isoDateTime.nullable(),
  undone_by: z.string().nullable(),
});
export type LoyaltyRun = z.infer<typeof loyaltyRun>;
