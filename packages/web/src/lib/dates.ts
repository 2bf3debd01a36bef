import dayjs from 'dayjs';
import 'dayjs/locale/fr';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Formats a date as day, short month, year in the given language (SPEC §9): `21 Nov 2026` / `21 nov. 2026`.
 * A 10-character `YYYY-MM-DD` string is a date without time: it is shown as written, never shifted by time zone.
 */
export function formatDate(value: string | Date | null | undefined, language: string): string {
  if (value === null || value === undefined || value === '') return '';
  const locale = language.startsWith('fr') ? 'fr' : 'en';
  if (typeof value === 'string' && value.length === 10 && DATE_ONLY.test(value)) {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    return dayjs(new Date(y, m - 1, d))
      .locale(locale)
      .format('D MMM YYYY');
  }
  const date = dayjs(value);
  return date.isValid() ? date.locale(locale).format('D MMM YYYY') : '';
}
