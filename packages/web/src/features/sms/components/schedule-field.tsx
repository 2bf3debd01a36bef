import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field.tsx';

/** `hh:mm` as typed: digits only, the colon put in after the hours. */
export function formatTime(text: string) {
  const d = text.replace(/\D/g, '').slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}:${d.slice(2)}` : d;
}
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The moment a day (`YYYY-MM-DD`) and a time (`hh:mm`) of the user's clock name, as ISO (UTC); null if incomplete. */
export function scheduleIso(day: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !TIME.test(time)) return null;
  const at = new Date(`${day}T${time}:00`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

export interface Schedule {
  /** ISO (UTC) when a day and a time are given; null to send at once. */
  at: string | null;
  /** False while a day or time is incomplete (the form refuses to go on rather than send at once). */
  valid: boolean;
}

/**
 * When a batch goes out: the app's one date field (typed day first, with its calendar) and a time field, in the
 * user's time zone; both empty means "as soon as it is sent". A day without a time (or the reverse) is incomplete,
 * never read as "now". The moment is repeated in the user's language so there is no doubt about it.
 */
export function ScheduleField({ onChange, error }: { onChange(schedule: Schedule): void; error?: string }) {
  const { t, i18n } = useTranslation('sms');
  const [day, setDay] = useState('');
  const [time, setTime] = useState('');
  const at = scheduleIso(day, time);
  const empty = day === '' && time === '';
  const valid = empty || at !== null;
  // Told when the moment changes (not on every render: the parent's handler may be a new function each time).
  const notify = useRef(onChange);
  notify.current = onChange;
  useEffect(() => notify.current({ at: empty ? null : at, valid }), [at, empty, valid]);
  const timeInvalid = time !== '' && !TIME.test(time);
  return (
    <Stack spacing={0.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField
          label={t('blast.scheduledDay')}
          value={day}
          onChange={setDay}
          error={Boolean(error)}
          helperText={error ?? t('blast.scheduledHint')}
          sx={{ maxWidth: 260 }}
        />
        <TextField
          label={t('blast.scheduledTime')}
          value={time}
          onChange={(e) => setTime(formatTime(e.target.value))}
          placeholder={t('blast.timeFormat')}
          error={timeInvalid || (day !== '' && time === '' && Boolean(error))}
          helperText={timeInvalid ? t('blast.timeInvalid') : undefined}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          sx={{ maxWidth: 160 }}
        />
      </Stack>
      {at && (
        <Typography variant="body2" color="text.secondary">
          {t('blast.scheduledSummary', {
            when: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'short' }).format(
              new Date(at),
            ),
          })}
        </Typography>
      )}
    </Stack>
  );
}
