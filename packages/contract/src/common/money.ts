import { z } from 'zod';
import { MONEY_MAX_CENTS } from './ids.ts';

/**
 * THE money rule (issue 29 item 4): every amount that enters the platform — typed by hand (payments, premiums, group
 * payments, debit orders, claims and their payouts), read from a file (bulk payments, remittances, onboarding,
 * loyalty) or answered by a gateway — is parsed and bounded here, in the partner's currency:
 * - minor units per currency: money is stored as hundredths ("cents") of the currency; a currency without a minor
 *   unit (XOF, UGX, RWF…, ISO 4217 exponent 0) takes whole amounts only (`1500.50` XOF is refused, `1500.00` is 1500);
 * - one upper bound per payment, the partner's `maximum_payment_amount` setting (whole units, default 20,000,000);
 * - the refusal names the bound ("at most 20,000,000.00 KES"), never a generic format message.
 */

/** ISO 4217 currencies with no minor unit (exponent 0); every other currency has two decimals. */
export const ZERO_DECIMAL_CURRENCIES: readonly string[] = [
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'ISK',
  'JPY',
  'KMF',
  'KRW',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
];

/** Decimals an amount in this currency may have: 0 or 2 (unknown or missing currency: 2). */
export function minorUnitsOf(currency: string | null | undefined): 0 | 2 {
  return currency && ZERO_DECIMAL_CURRENCIES.includes(currency.toUpperCase()) ? 0 : 2;
}

/** The default upper bound of one payment, in whole units of the partner's currency. */
export const PAYMENT_MAX_AMOUNT_DEFAULT = 20_000_000;
/** The highest a partner may set its bound to (10^12 units = 10^14 cents, far inside what a JSON number holds). */
export const PAYMENT_MAX_AMOUNT_CEILING = 1_000_000_000_000;

/** What an amount is checked against: the partner's currency and its bound in cents. */
export interface MoneyRule {
  currency: string;
  max_cents: number;
}

/** The rule of a partner whose settings are unknown (no currency: two decimals; the default bound). */
export const moneyRuleOf = (
  currency: string | null | undefined,
  maxAmount: number = PAYMENT_MAX_AMOUNT_DEFAULT,
): MoneyRule => ({ currency: currency ?? '', max_cents: Math.min(maxAmount, PAYMENT_MAX_AMOUNT_CEILING) * 100 });

/** Message keys of a refused amount (the server holds their English and French texts). */
export type AmountProblemKey = 'amount_invalid' | 'amount_not_positive' | 'amount_minor_units' | 'amount_above_max';

/**
 * Why an amount is refused: the message key and what it names — the bound (`max` as English reads it, `max_fr` as
 * French does), the currency and an example of a valid amount.
 */
export interface AmountProblem {
  message: AmountProblemKey;
  params: { max: string; max_fr: string; currency: string; example: string };
}

const groups = (digits: string, sep: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, sep);

/**
 * An amount in cents as text, in the currency's decimals: `20,000,000.00 KES` (en) or `20 000 000,00 KES` (fr),
 * `1,500 XOF`. Plain ASCII separators: readable in any font.
 */
export function formatAmount(cents: number, currency: string, lang: 'en' | 'fr' = 'en'): string {
  const whole = groups(String(Math.trunc(cents / 100)), lang === 'fr' ? ' ' : ',');
  const frac = String(Math.abs(cents % 100)).padStart(2, '0');
  const number = minorUnitsOf(currency) === 0 ? whole : `${whole}${lang === 'fr' ? ',' : '.'}${frac}`;
  return currency ? `${number} ${currency}` : number;
}

const problem = (message: AmountProblemKey, rule: MoneyRule): AmountProblem => ({
  message,
  params: {
    max: formatAmount(rule.max_cents, rule.currency, 'en'),
    max_fr: formatAmount(rule.max_cents, rule.currency, 'fr'),
    currency: rule.currency || '—',
    example: minorUnitsOf(rule.currency) === 0 ? '1500' : '1500.50',
  },
});

/**
 * Checks an amount already in cents (a JSON `amount_cents`): a whole number, positive (or zero when `allowZero`),
 * whole units for a currency without minor units, at most the bound. Null when it passes.
 */
export function checkCents(cents: number, rule: MoneyRule, o: { allowZero?: boolean } = {}): AmountProblem | null {
  if (!Number.isSafeInteger(cents) || cents < 0) return problem('amount_invalid', rule);
  if (cents === 0 && !o.allowZero) return problem('amount_not_positive', rule);
  if (minorUnitsOf(rule.currency) === 0 && cents % 100 !== 0) return problem('amount_minor_units', rule);
  if (cents > Math.min(rule.max_cents, MONEY_MAX_CENTS)) return problem('amount_above_max', rule);
  return null;
}

/** An amount as files and people write it: digits, then at most two decimals after `.` or `,` (`150`, `150,50`). */
const AMOUNT_TEXT = /^(\d{1,15})(?:[.,](\d{1,2}))?$/;

/**
 * Parses an amount written in currency units (`1500`, `1500.50`, `1500,5`) into cents and checks it with the rule:
 * `{ cents }` or the problem. A currency without minor units takes `1500` and `1500.00`, never `1500.50`.
 */
export function parseAmount(
  text: string,
  rule: MoneyRule,
  o: { allowZero?: boolean } = {},
): { cents: number } | AmountProblem {
  const m = AMOUNT_TEXT.exec(text.trim());
  if (!m) return problem('amount_invalid', rule);
  const fraction = (m[2] ?? '').padEnd(2, '0');
  const cents = Number(m[1]) * 100 + Number(fraction);
  if (!Number.isSafeInteger(cents)) return problem('amount_above_max', rule);
  return checkCents(cents, rule, o) ?? { cents };
}

/**
 * A sum of cents as a decimal string: a total over any number of rows stays exact (a JSON number is exact only up to
 * 2^53 − 1, which one accepted payment may already reach), so any data the API accepted reads back.
 */
export const centsTotal = z.string().regex(/^\d{1,30}$/);
