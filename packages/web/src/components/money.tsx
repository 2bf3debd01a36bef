import { useTranslation } from 'react-i18next';
import { formatMoney } from '../lib/money.ts';

/** An amount in cents, shown in its currency and the chosen language; nothing while the currency is not known. */
export function Money({ cents, currency }: { cents: number | null | undefined; currency: string | undefined }) {
  const { i18n } = useTranslation();
  return <span>{formatMoney(cents, currency, i18n.language)}</span>;
}
