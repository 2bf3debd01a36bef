/** Money is integer cents; it is shown in the country's currency and the chosen language (DESIGN "Web conventions"). */
export function formatMoney(cents: number | null | undefined, currency: string | undefined, language: string): string {
  // No currency yet (the partner's country is loading): nothing rather than a placeholder currency.
  if (cents === null || cents === undefined || !Number.isFinite(cents) || !currency) return '';
  return new Intl.NumberFormat(language.startsWith('fr') ? 'fr-FR' : 'en-GB', {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
  }).format(cents / 100);
}
