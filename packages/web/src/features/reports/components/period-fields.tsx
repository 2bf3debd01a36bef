import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { DateField, isoToDayFirst } from '../../../components/date-field.tsx';

export interface Period {
  startDate: string;
  endDate: string;
}

/** The first day a window of `months` previous months allows (the premium report's 3 months, SPEC §5). */
export function windowStart(months: number, today = new Date()) {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, today.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

/** What is wrong with a period (locale keys of `reports`), checked before any call. */
export function periodProblems(p: Period, opts: { required: boolean; windowMonths?: number | null }) {
  const out: Partial<Record<keyof Period, string>> = {};
  if (opts.required || p.startDate || p.endDate) {
    if (!p.startDate) out.startDate = 'errors.required';
    if (!p.endDate) out.endDate = 'errors.required';
  }
  if (p.startDate && p.endDate && p.endDate < p.startDate) out.endDate = 'errors.endBeforeStart';
  if (opts.windowMonths && p.startDate && p.startDate < windowStart(opts.windowMonths))
    out.startDate = 'errors.premiumWindow';
  return out;
}

/** Start and end date inputs of a report. */
export function PeriodFields(props: {
  value: Period;
  onChange(p: Period): void;
  problems: Partial<Record<keyof Period, string>>;
  required: boolean;
  windowMonths?: number | null;
}) {
  const { t } = useTranslation('reports');
  const { value, problems } = props;
  const min = props.windowMonths ? windowStart(props.windowMonths) : undefined;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <DateField
        label={t('fields.startDate')}
        required={props.required}
        value={value.startDate}
        onChange={(startDate) => props.onChange({ ...value, startDate })}
        error={Boolean(problems.startDate)}
        helperText={
          problems.startDate
            ? t(problems.startDate, { months: props.windowMonths, from: isoToDayFirst(min) })
            : undefined
        }
      />
      <DateField
        label={t('fields.endDate')}
        required={props.required}
        value={value.endDate}
        onChange={(endDate) => props.onChange({ ...value, endDate })}
        error={Boolean(problems.endDate)}
        helperText={problems.endDate ? t(problems.endDate) : undefined}
      />
    </Stack>
  );
}
