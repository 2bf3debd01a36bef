import type { Customer } from '@coverdesk/contract/customers/customers.schemas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text.tsx';
import { useRequestKyc } from '../api/request-kyc.ts';
import { KycChip } from './kyc-chip.tsx';

/**
 * KYC: request a check (a background job of about 2 minutes, SPEC §9); while it runs the customer is read again every
 * few seconds (see `useCustomer`) and the result shows here when it is done.
 */
export function KycPanel({ customer, canWrite }: { customer: Customer; canWrite: boolean }) {
  const { t } = useTranslation('customers');
  const request = useRequestKyc(customer.guid);
  const pending = customer.kyc_status === 'pending';
  return (
    <Stack spacing={1} aria-live="polite">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h2">
          {t('kyc.title')}
        </Typography>
        <KycChip status={customer.kyc_status} />
      </Stack>
      {pending && (
        <>
          <Alert severity="info">{t('kyc.pending')}</Alert>
          <LinearProgress aria-label={t('kyc.inProgress')} />
        </>
      )}
      {customer.kyc_status === 'verified' && (
        <Alert severity="success">
          {t('kyc.verified')} <DateText value={customer.kyc_checked_at} />
        </Alert>
      )}
      {customer.kyc_status === 'failed' && (
        <Alert severity="error">
          {t('kyc.failed', {
            reason: customer.kyc_reason
              ? t(`kyc.reasons.${customer.kyc_reason}`, { defaultValue: customer.kyc_reason })
              : t('kyc.reasons.unknown'),
          })}{' '}
          <DateText value={customer.kyc_checked_at} />
        </Alert>
      )}
      {canWrite && (
        <div>
          <Button variant="outlined" disabled={pending || request.isPending} onClick={() => request.mutate()}>
            {t('kyc.request')}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('kyc.duration')}
          </Typography>
        </div>
      )}
    </Stack>
  );
}
