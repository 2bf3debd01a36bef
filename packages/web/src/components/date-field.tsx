import CalendarMonth from '@mui/icons-material/CalendarMonth';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** `YYYY-MM-DD` (or `YYYY-MM-DDTHH:mm`) shown as `dd/mm/yyyy` (`dd/mm/yyyy hh:mm`). */
export function isoToDayFirst(iso: string | null | undefined, withTime = false): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(iso ?? '');
  if (!m) return '';
  const day = `${m[3]}/${m[2]}/${m[1]}`;
  return withTime && m[4] ? `${day} ${m[4]}:${m[5]}` : day;
}

/** The digits typed, with the separators put in as they are reached: `2511` → `25/11`. */
export function formatTyped(text: string, withTime = false): string {
  const d = text.replace(/\D/g, '').slice(0, withTime ? 12 : 8);
  let out = d.slice(0, 2);
  if (d.length > 2) out += `/${d.slice(2, 4)}`;
  if (d.length > 4) out += `/${d.slice(4, 8)}`;
  if (d.length > 8) out += ` ${d.slice(8, 10)}`;
  if (d.length > 10) out += `:${d.slice(10, 12)}`;
  return out;
}

/** A complete, real `dd/mm/yyyy` date (and time) as ISO text; null for anything else (31/02, 12/1…). */
export function dayFirstToIso(text: string, withTime = false): string | null {
  const m = withTime
    ? /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/.exec(text)
    : /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (y < 1900 || date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  if (!withTime) return iso;
  if (Number(m[4]) > 23 || Number(m[5]) > 59) return null;
  return `${iso}T${m[4]}:${m[5]}`;
}

const DateCalendarPopover = lazy(() => import('./date-calendar-popover.tsx'));

export type DateFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  /** `YYYY-MM-DD` (with `withTime`: `YYYY-MM-DDTHH:mm`), or '' for none. */
  value: string | null | undefined;
  /** Called with the ISO value once the date typed is complete and real, and with '' when it is cleared. */
  onChange(value: string): void;
  withTime?: boolean;
};

/**
 * The one date input of the app (issue 13): typed day first, `dd/mm/yyyy` in English and French alike, the
 * separators put in as the digits are typed; it answers ISO dates (`YYYY-MM-DD`) that never shift by time zone.
 * An incomplete or impossible date says so when the field is left.
 */
export function DateField({ value, onChange, withTime = false, error, helperText, ...rest }: DateFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => isoToDayFirst(value, withTime));
  const [touched, setTouched] = useState(false);
  // Follow a value set from outside (a reset, a default) unless it is what the text already says.
  useEffect(() => {
    setText((current) =>
      dayFirstToIso(current, withTime) === (value || null) ? current : isoToDayFirst(value, withTime),
    );
  }, [value, withTime]);
  const [calendar, setCalendar] = useState<HTMLElement | null>(null);
  const invalid = touched && text !== '' && dayFirstToIso(text, withTime) === null;
  /** A day picked in the calendar: the date part changes, a time already typed stays (else 09:00). */
  const pick = (day: string) => {
    const time = withTime ? (dayFirstToIso(text, true)?.slice(11) ?? '09:00') : '';
    const iso = withTime ? `${day}T${time}` : day;
    setText(isoToDayFirst(iso, withTime));
    setTouched(false);
    setCalendar(null);
    onChange(iso);
  };
  const format = withTime ? t('app:dates.formatWithTime') : t('app:dates.format');
  return (
    <>
      <TextField
        {...rest}
        value={text}
        placeholder={format}
        onChange={(e) => {
          const next = formatTyped(e.target.value, withTime);
          setText(next);
          setTouched(false);
          const iso = dayFirstToIso(next, withTime);
          if (iso) onChange(iso);
          else if (next === '' || value) onChange('');
        }}
        onBlur={(e) => {
          setTouched(true);
          rest.onBlur?.(e);
        }}
        error={Boolean(error) || invalid}
        helperText={invalid ? t('app:dates.invalid', { format }) : helperText}
        slotProps={{
          ...rest.slotProps,
          inputLabel: { shrink: true, ...(rest.slotProps?.inputLabel as object) },
          htmlInput: { inputMode: 'numeric', autoComplete: 'off', ...(rest.slotProps?.htmlInput as object) },
          input: {
            endAdornment: rest.disabled ? undefined : (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  size="small"
                  aria-label={t('app:dates.openCalendar')}
                  onClick={(e) => setCalendar(e.currentTarget)}
                >
                  <CalendarMonth fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
            ...(rest.slotProps?.input as object),
          },
        }}
      />
      {calendar && (
        <Suspense fallback={null}>
          <DateCalendarPopover
            anchor={calendar}
            value={(dayFirstToIso(text, withTime) ?? '').slice(0, 10)}
            onPick={pick}
            onClose={() => setCalendar(null)}
          />
        </Suspense>
      )}
    </>
  );
}
