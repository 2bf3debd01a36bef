import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../../app/hooks.ts';
import { notify } from '../../../../app/notifications.ts';
import { usePartnerCountry } from '../../../../app/partner/partner-country.ts';
import { DateText } from '../../../../components/date-text.tsx';
import { valueLabel } from '../../../../lib/value-label.ts';
import { useCustomerOverview } from '../../api/get-customer-overview.ts';
import { useLoyaltyRegistration } from '../../api/loyalty-registration.ts';
import { useRegistrationStatus } from '../../api/registration-status.ts';
import { CallerSummary } from '../../components/caller-summary.tsx';
import { EditCustomerDialog } from '../../components/edit-customer-dialog.tsx';
import { KycPanel } from '../../components/kyc-panel.tsx';
import { formatMsisdn } from '../../components/phone-check.ts';
import type { CustomerTabProps } from './tabs.tsx';

function Fields({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0 }}>
            {value === null || value === undefined || value === '' ? '—' : value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/**
 * Overview, the caller view (issue 13): who the customer is (fields, registration, KYC, loyalty) beside every policy
 * with its status and paid-until, the open claims, the last payments and the recent SMS, on one screen.
 */
export default function OverviewTab({ customer: c }: CustomerTabProps) {
  const { t } = useTranslation('customers');
  const canWrite = usePermissions().has('customers.write');
  const country = usePartnerCountry().data;
  const status = useRegistrationStatus(c.guid);
  const overview = useCustomerOverview(c.guid);
  const loyalty = useLoyaltyRegistration(c.guid);
  const [editing, setEditing] = useState(false);
  const yes = (v: boolean) => t(v ? 'yes' : 'no');
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 3fr' }, alignItems: 'start' }}>
      <Stack spacing={2}>
        <Paper sx={{ p: 2 }}>
          <Stack direction="row" sx={{ mb: 1, alignItems: 'center' }}>
            <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
              {t('caller.who')}
            </Typography>
            {canWrite && (
              <Button variant="outlined" onClick={() => setEditing(true)}>
                {t('edit.title')}
              </Button>
            )}
          </Stack>
          <Fields
            rows={[
              [t('fields.full_name'), c.full_name],
              [t('fields.msisdn'), formatMsisdn(c.msisdn, country)],
              [t('fields.national_id'), c.national_id],
              [t('fields.external_identifier'), c.external_identifier],
              [t('fields.date_of_birth'), c.date_of_birth && <DateText value={c.date_of_birth} />],
              [t('fields.gender'), c.gender && t(`genders.${c.gender}`, { defaultValue: c.gender })],
              [t('fields.language'), t(`languages.${c.language}`, { defaultValue: c.language })],
              [t('fields.town'), c.town],
              [t('fields.address'), c.address],
              [t('fields.beneficiary_name'), c.beneficiary_name],
              [t('fields.beneficiary_msisdn'), c.beneficiary_msisdn && formatMsisdn(c.beneficiary_msisdn, country)],
              [t('fields.registration_channel'), valueLabel(t, 'channels', c.registration_channel)],
              [t('fields.is_agent'), yes(c.is_agent)],
              [t('fields.has_bank_account'), yes(c.has_bank_account)],
              [t('fields.loyalty_opt_in'), yes(c.loyalty_opt_in)],
              [t('fields.status'), t(`statuses.${c.status}`, { defaultValue: c.status })],
            ]}
          />
        </Paper>
        <Paper sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('registration.title')}
          </Typography>
          {status.data && (
            <Fields
              rows={[
                [t('registration.registered'), yes(status.data.registered)],
                [t('fields.status'), t(`statuses.${status.data.status}`, { defaultValue: status.data.status })],
                [t('fields.registration_channel'), valueLabel(t, 'channels', status.data.registration_channel)],
                [t('registration.registeredAt'), <DateText key="at" value={status.data.registered_at} />],
              ]}
            />
          )}
        </Paper>
        <Paper sx={{ p: 2 }}>
          <KycPanel customer={c} canWrite={canWrite} />
        </Paper>
        {canWrite && (
          <Paper sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('actions.title')}
            </Typography>
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Button
                variant="outlined"
                disabled={loyalty.isPending}
                onClick={() =>
                  loyalty.mutate(!c.loyalty_opt_in, {
                    onSuccess: (u) =>
                      notify(t(u.loyalty_opt_in ? 'actions.loyaltyOn' : 'actions.loyaltyOff'), 'success'),
                  })
                }
              >
                {t(c.loyalty_opt_in ? 'actions.loyaltyUnregister' : 'actions.loyaltyRegister')}
              </Button>
              {c.loyalty_registered_at && c.loyalty_opt_in && (
                <Typography variant="body2" color="text.secondary">
                  {t('actions.loyaltySince')} <DateText value={c.loyalty_registered_at} />
                </Typography>
              )}
            </Stack>
          </Paper>
        )}
      </Stack>
      <Stack spacing={2}>
        <CallerSummary overview={overview.data} currency={country?.currency_code ?? ''} />
      </Stack>
      {editing && <EditCustomerDialog customer={c} onClose={() => setEditing(false)} />}
    </Box>
  );
}
