import { useTranslation } from 'react-i18next';
import { formatDate } from '../lib/dates.ts';

/** A date as day, short month, year in the chosen language; date-only strings never shift. */
export function DateText({ value }: { value: string | Date | null | undefined }) {
  const { i18n } = useTranslation();
  const text = formatDate(value, i18n.language);
  return <time dateTime={typeof value === 'string' ? value : value?.toISOString()}>{text}</time>;
}
