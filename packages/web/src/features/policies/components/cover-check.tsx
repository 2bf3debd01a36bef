import type { Policy } from '@coverdesk/contract/policies/policies.schemas';
import { todayIso } from '@coverdesk/contract/policies/policy-periods';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field.tsx';
import { FormMessage } from '../../../components/form-message.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useCheckEvent } from '../api/check-event.ts';

/** Would the policy cover an event (hospital stay, death…) on a date, and what would it pay? */
export function CoverCheck({ policy, currency }: { policy: Policy; currency: string }) {
  const { t, i18n } = useTranslation('policies');
  const [date, setDate] = useState(todayIso(new Date()));
  const check = useCheckEvent();
  const r = check.data;
  return (
    <Stack spacing={1}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (date) check.mutate({ customer_guid: policy.customer_guid, policy_guid: policy.guid, event_date: date });
        }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <DateField size="small" label={t('coverCheck.date')} value={date} onChange={setDate} />
          <Button type="submit" variant="outlined" disabled={check.isPending}>
            {t('coverCheck.check')}
          </Button>
        </Stack>
      </form>
      {check.error && <FormMessage severity="error">{errorText(check.error)}</FormMessage>}
      {r && (
        <FormMessage severity={r.covered ? 'success' : 'error'}>
          {r.covered
            ? t('coverCheck.covered', {
                date: formatDate(r.event_date, i18n.language),
                amount: formatMoney(r.benefit_cents, currency, i18n.language),
              })
            : t(`coverCheck.reason.${r.reason}`, {
                defaultValue: r.reason ?? '',
                date: formatDate(r.event_date, i18n.language),
                until: formatDate(r.waiting_period_ends, i18n.language),
              })}
        </FormMessage>
      )}
    </Stack>
  );
}
