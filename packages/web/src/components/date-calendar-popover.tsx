import Popover from '@mui/material/Popover';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, frFR } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import { useTranslation } from 'react-i18next';

/**
 * MUI X's calendar under a date field (loaded when first opened): picks a day, in the user's language, weeks
 * starting on Monday in French. Answers `YYYY-MM-DD`.
 */
export default function DateCalendarPopover(props: {
  anchor: HTMLElement | null;
  /** `YYYY-MM-DD`, or '' for none. */
  value: string;
  onPick(day: string): void;
  onClose(): void;
}) {
  const { i18n } = useTranslation();
  const french = i18n.language?.startsWith('fr');
  const localeText = (french ? frFR : enUS).components.MuiLocalizationProvider.defaultProps.localeText;
  const current = props.value ? dayjs(props.value) : null;
  return (
    <Popover
      open={Boolean(props.anchor)}
      anchorEl={props.anchor}
      onClose={props.onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={french ? 'fr' : 'en'} localeText={localeText}>
        <DateCalendar
          value={current?.isValid() ? current : null}
          onChange={(d) => d?.isValid() && props.onPick(d.format('YYYY-MM-DD'))}
        />
      </LocalizationProvider>
    </Popover>
  );
}
