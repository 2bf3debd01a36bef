import type { DebitOrderTransaction } from '@coverdesk/contract/debit-orders/debit-orders.schemas';
import { UNPAID_CODES } from '@coverdesk/contract/debit-orders/debit-orders.schemas';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications.ts';
import { FormDialog } from '../../../components/forms/form-dialog.tsx';
import { Money } from '../../../components/money.tsx';
import { useProcessTransactions } from '../api/transactions.ts';

/**
 * Records what happened to the selected collections: paid (the premium becomes a payment) or failed with the bank's
 * unpaid code (02 is retried while retries remain; others fail for good). Says first what will happen, and after
 * what did (processed, already answered).
 */
export function ProcessDialog(props: {
  status: 'success' | 'failed';
  rows: DebitOrderTransaction[];
  currency: string | undefined;
  onClose(done: boolean): void;
}) {
  const { t } = useTranslation('debit-orders');
  const process = useProcessTransactions();
  const [code, setCode] = useState<string>('02');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const total = props.rows.reduce((n, r) => n + r.amount_in_cents, 0);
  const reasonError = touched && !reason.trim() ? t('process.reasonRequired') : undefined;
  return (
    <FormDialog
      title={t(`process.title.${props.status}`, { count: props.rows.length })}
      busy={process.isPending}
      error={process.error}
      onClose={() => props.onClose(false)}
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (!reason.trim() || reason.startsWith(' ')) return;
        process.mutate(
          {
            status: props.status,
            body: {
              reason,
              transactions: props.rows.map((r) => ({
                guid: r.guid,
                ...(props.status === 'failed' ? { unpaid_code: code } : {}),
              })),
            },
          },
          {
            onSuccess: (res) => {
              notify(t('process.done', { processed: res.processed, already: res.already }), 'success');
              props.onClose(true);
            },
          },
        );
      }}
    >
      <Alert severity={props.status === 'success' ? 'info' : 'warning'} sx={{ mb: 2 }}>
        {t(`process.effect.${props.status}`, { count: props.rows.length })}{' '}
        {props.currency && (
          <Typography component="span" sx={{ fontWeight: 600 }}>
            <Money cents={total} currency={props.currency} />
          </Typography>
        )}
      </Alert>
      {props.status === 'failed' && (
        <TextField
          select
          fullWidth
          margin="dense"
          label={t('fields.unpaid_code')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        >
          {UNPAID_CODES.map((c) => (
            <MenuItem key={c} value={c}>
              {c} — {t(`unpaidCodes.${c}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        fullWidth
        margin="dense"
        required
        multiline
        minRows={2}
        label={t('fields.reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        onBlur={() => setTouched(true)}
        error={Boolean(reasonError)}
        helperText={reasonError}
      />
    </FormDialog>
  );
}
