import type { PaymentRequest } from '@coverdesk/contract/payments/payment-requests.schemas';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../app/hooks.ts';
import { DateTimeText } from '../../../components/date-time-text.tsx';
import { Money } from '../../../components/money.tsx';
import { type Column, SimpleTable } from '../../../components/simple-table.tsx';
import { usePaymentRequests } from '../api/payment-requests.ts';
import { usePremiumsOfPolicy } from '../api/premiums.ts';
import { PaymentRequestDialog } from './payment-request-dialog.tsx';
import { PremiumEntries } from './premium-entries.tsx';

/**
 * The policy page's premiums recorded by hand (add, add with a prerequisite, delete after confirming) and its mobile
 * wallet payment requests (ask the customer to pay, then see the answer). Only while the policy can still be paid.
 */
export default function PolicyPaymentsSection(props: {
  policy: { guid: string; policy_number: string; premium_cents: number };
  payable: boolean;
  currency: string;
}) {
  const { t } = useTranslation('payments');
  const canWrite = usePermissions().has('payments.write') && props.payable;
  const premiums = usePremiumsOfPolicy(props.policy.guid);
  const requests = usePaymentRequests(props.policy.guid);
  const [requesting, setRequesting] = useState(false);
  const columns: Column<PaymentRequest>[] = [
    { header: t('fields.created_at'), cell: (r) => <DateTimeText value={r.created_at} /> },
    { header: t('fields.amount_plain'), cell: (r) => <Money cents={r.amount_cents} currency={r.currency_code} /> },
    { header: t('requests.msisdn'), cell: (r) => r.msisdn },
    { header: t('fields.status'), cell: (r) => t(`requests.status.${r.status}`) },
    { header: t('requests.reason'), cell: (r) => r.failure_reason ?? r.provider_reference ?? '' },
  ];
  return (
    <Stack spacing={2}>
      <PremiumEntries
        label={t('premiums.recorded')}
        policies={[props.policy]}
        premiums={premiums.data?.items}
        loading={premiums.isPending}
        canWrite={canWrite}
        currency={props.currency}
      />
      <Typography variant="subtitle1" component="h3">
        {t('requests.listTitle')}
      </Typography>
      {canWrite && (
        <div>
          <Button variant="outlined" onClick={() => setRequesting(true)}>
            {t('requests.title')}
          </Button>
        </div>
      )}
      <SimpleTable
        label={t('requests.listTitle')}
        rows={requests.data?.items}
        columns={columns}
        rowKey={(r) => r.guid}
        loading={requests.isPending}
      />
      {requesting && (
        <PaymentRequestDialog
          policyGuid={props.policy.guid}
          policyNumber={props.policy.policy_number}
          premiumCents={props.policy.premium_cents}
          currency={props.currency}
          onClose={() => setRequesting(false)}
        />
      )}
    </Stack>
  );
}
