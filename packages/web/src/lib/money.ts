/**
 * Money is integer cents; it is shown in the country's currency and the chosen language (DESIGN "Web conventions").
 * A total may come as a decimal string of cents (the contract's `centsTotal`: exact past 2^53); it is formatted
 * exactly too.
 */
export function formatMoney(
  cents: number | string | null | undefined,
  currency: string | undefined,
  language: string,
): string {
  // No currency yet (the partner's country is loading): nothing rather than a placeholder currency.
  if (cents === null || cents === undefined || !currency) return '';
  if (typeof cents === 'number' && !Number.isFinite(cents)) return '';
  if (typeof cents === 'string' && !/^-?\d+$/.test(cents)) return '';
  const format = new Intl.NumberFormat(language.startsWith('fr') ? 'fr-FR' : 'en-GB', {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
  });
  if (typeof cents === 'number') return format.format(cents / 100);
  // Intl formats a decimal string exactly (no detour through a float).
  const negative = cents.startsWith('-');
  const digits = (negative ? cents.slice(1) : cents).padStart(3, '0');
  const decimal = `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
  return format.format(decimal as unknown as number);
}
