import { type AmountProblem, checkCents, type MoneyRule, moneyRuleOf } from '@coverdesk/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { addMessages } from '../../platform/http/messages.ts';
import { readConfig } from './configuration.service.ts';

addMessages({
  amount_invalid: {
    en: 'Write an amount in {currency} such as {example}.',
    fr: 'Saisissez un montant en {currency}, par exemple {example}.',
  },
  amount_not_positive: { en: 'The amount must be greater than 0.', fr: 'Le montant doit être supérieur à 0.' },
  amount_minor_units: {
    en: '{currency} has no decimals: write a whole amount such as {example}.',
    fr: "{currency} n'a pas de décimales : saisissez un montant entier, par exemple {example}.",
  },
  amount_above_max: {
    en: 'The amount must be at most {max} (the largest payment this partner takes).',
    fr: 'Le montant doit être au plus {max_fr} (le plus grand paiement accepté pour ce partenaire).',
  },
});

/**
 * The partner's money rule (contract `common/money.ts`): its country's currency and its `maximum_payment_amount`
 * setting. Every path that takes an amount reads it here, once per call or file.
 */
export async function moneyRuleFor(tx: Executor, partner: string): Promise<MoneyRule> {
  const r = await tx.execute<{ currency_code: string | null; config: unknown }>(sql`
    select c.currency_code, pc.config
    from partners p
    left join countries c on c.code = p.country_code
    left join partner_configs pc on pc.partner_guid = p.guid
    where p.guid = ${partner}`);
  const row = r.rows[0];
  return moneyRuleOf(row?.currency_code, readConfig('config', row?.config ?? undefined).maximum_payment_amount);
}

/** The 400 of a refused amount: the field names the problem (the bound, the currency's decimals). */
export const amountError = (field: string, p: AmountProblem) =>
  new AppError(400, 'invalid_input', p.params, { [field]: p.message });

/**
 * Checks amounts given in cents (JSON bodies) against the rule; throws the first refusal as a 400 naming its field.
 * Null or undefined fields are skipped (optional amounts).
 */
export function assertAmounts(
  rule: MoneyRule,
  fields: Record<string, number | null | undefined>,
  o: { allowZero?: boolean } = {},
) {
  for (const [field, cents] of Object.entries(fields)) {
    if (cents === null || cents === undefined) continue;
    const p = checkCents(cents, rule, o);
    if (p) throw amountError(field, p);
  }
}

/** Reads the partner's rule and checks the amounts (one call for a hand-entered path). */
export async function checkAmounts(
  tx: Executor,
  partner: string,
  fields: Record<string, number | null | undefined>,
  o: { allowZero?: boolean } = {},
) {
  assertAmounts(await moneyRuleFor(tx, partner), fields, o);
}

/** Import routes' `optionsOf`: the batch records the rule its file is read with (`options.money`). */
export const moneyOptionsOf =
  (scoped: <T>(partners: string[], fn: (tx: Executor) => Promise<T>) => Promise<T>) =>
  async (partner: string): Promise<Record<string, unknown>> => ({
    money: await scoped([partner], (tx) => moneyRuleFor(tx, partner)),
  });

/** The rule a batch's file is read with: the one recorded in its options (the default rule for older batches). */
export const moneyRuleOfBatch = (options: Record<string, unknown>): MoneyRule => {
  const m = options.money as Partial<MoneyRule> | undefined;
  return m && typeof m.max_cents === 'number' && typeof m.currency === 'string'
    ? { currency: m.currency, max_cents: m.max_cents }
    : moneyRuleOf(null);
};
