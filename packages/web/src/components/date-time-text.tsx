import { useTranslation } from 'react-i18next';
import { DateText } from './date-text.tsx';

/** An instant as the shared date (day, short month, year) followed by its local time. */
export function DateTimeText({ value }: { value: string | null | undefined }) {
  const { i18n } = useTranslation();
  if (!value) return null;
  const time = new Date(value).toLocaleTimeString(i18n.language.startsWith('fr') ? 'fr-FR' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <span>
      <DateText value={value} /> {time}
    </span>
  );
}
