import { useTranslation } from 'react-i18next';
import { formatMoney } from '../lib/money.ts';

/**
 * An amount in cents (or a total as a decimal string of cents, exact past 2^53), shown in its currency and the chosen
 * language; nothing while the currency is not known.
 */
export function Money({
  cents,
  currency,
}: {
  cents: number | string | null | undefined;
  currency: string | undefined;
}) {
  const { i18n } = useTranslation();
  return <span>{formatMoney(cents, currency, i18n.language)}</span>;
}
