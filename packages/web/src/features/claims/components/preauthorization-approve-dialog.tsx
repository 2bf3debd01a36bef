import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toCents } from './make-claim/claim-form-values.ts';

/** Approves a pre-authorisation for an amount (the requested one by default). */
export function PreauthorizationApproveDialog(props: {
  requestedCents: number;
  currency: string;
  busy: boolean;
  error?: string;
  onConfirm(cents: number): void;
  onClose(): void;
}) {
  const { t } = useTranslation('claims');
  const [amount, setAmount] = useState(String(props.requestedCents / 100));
  const [invalid, setInvalid] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const c = toCents(amount);
    if (c === undefined || Number.isNaN(c)) return setInvalid(true);
    props.onConfirm(c);
  };
  return (
    <Dialog open onClose={props.onClose} aria-labelledby="preauth-approve-title" fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="preauth-approve-title">{t('preauth.approveTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('preauth.approveText')}</DialogContentText>
          {props.error && (
            <Alert severity="error" role="alert">
              {props.error}
            </Alert>
          )}
          <TextField
            autoFocus
            fullWidth
            margin="normal"
            label={t('preauth.approvedAmount', { currency: props.currency })}
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
              setInvalid(false);
            }}
            error={invalid}
            helperText={invalid ? t('validation.invalid') : undefined}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('app:actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={props.busy}>
            {t('preauth.approve')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
