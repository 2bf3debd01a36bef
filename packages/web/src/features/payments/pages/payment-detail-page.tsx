import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { usePermissions } from '../../../app/hooks.ts';
import { usePartnerCurrency } from '../../../app/partner/partner-country.ts';
import { usePolicy } from '../../../app/queries/get-policy.ts';
import { Loading } from '../../../app/session/require-session.tsx';
import { DateText } from '../../../components/date-text.tsx';
import { FieldList } from '../../../components/field-list.tsx';
import { Money } from '../../../components/money.tsx';
import { PolicyStatusChip } from '../../../components/policy-status-chip.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { valueLabel } from '../../../lib/value-label.ts';
import { usePayment } from '../api/get-payment.ts';
import { PaymentCorrectionDialog } from '../components/payment-correction-dialog.tsx';
import { PaymentProofs } from '../components/payment-proofs.tsx';

/**
 * A payment: amount, dates, MNO reference and status, and its policy (with the policy's status now); its correction
 * (with a reason) and its proofs of payment for a role that may write payments.
 */
export default function PaymentDetailPage() {
  const { t } = useTranslation('payments');
  const { guid = '' } = useParams();
  const payment = usePayment(guid);
  const policy = usePolicy(payment.data?.policy_guid ?? '');
  const currency = usePartnerCurrency();
  const canWrite = usePermissions().has('payments.write');
  const [correcting, setCorrecting] = useState(false);
  if (payment.isPending) return <Loading />;
  if (payment.error) return <Alert severity="error">{errorText(payment.error)}</Alert>;
  const p = payment.data;
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('detailTitle', { reference: p.mno_reference })}
        </Typography>
        {canWrite && p.payment_type !== 'refund' && (
          <Button variant="outlined" onClick={() => setCorrecting(true)}>
            {t('correction.open')}
          </Button>
        )}
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <FieldList
          items={[
            {
              label: t('fields.amount_plain'),
              value: currency && <Money cents={p.amount_cents} currency={currency} />,
            },
            { label: t('fields.effected_date'), value: <DateText value={p.effected_at} /> },
            { label: t('fields.mno_reference'), value: p.mno_reference },
            { label: t('fields.status'), value: t(`status.${p.status}`, { defaultValue: p.status }) },
            { label: t('fields.type'), value: t(`type.${p.payment_type}`, { defaultValue: p.payment_type }) },
            { label: t('fields.channel'), value: valueLabel(t, 'channels', p.channel) },
            { label: t('fields.mno_status'), value: p.mno_status },
            { label: t('fields.mno_message'), value: p.mno_message },
            {
              label: t('fields.policy'),
              value: policy.data && (
                <>
                  <Link component={RouterLink} to={`/policies/${policy.data.guid}`}>
                    {policy.data.policy_number}
                  </Link>{' '}
                  <PolicyStatusChip status={policy.data.status} />
                </>
              ),
            },
            { label: t('fields.created_by'), value: p.created_by },
            { label: t('fields.created_at'), value: <DateText value={p.created_at} /> },
          ]}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('proofs.title')}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('proofs.title')}
        </Typography>
        <PaymentProofs paymentGuid={p.guid} canWrite={canWrite} />
      </Paper>
      {correcting && <PaymentCorrectionDialog payment={p} onClose={() => setCorrecting(false)} />}
    </Stack>
  );
}
