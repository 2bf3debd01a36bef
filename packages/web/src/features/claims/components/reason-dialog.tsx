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

/** A confirmation that needs a written reason (closing a callback, rejecting a pre-authorisation…). */
export function ReasonDialog(props: {
  title: string;
  text: string;
  label: string;
  confirmLabel: string;
  busy: boolean;
  error?: string;
  onConfirm(reason: string): void;
  onClose(): void;
}) {
  const { t } = useTranslation('claims');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = reason.trim() === '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!missing) props.onConfirm(reason.trim());
  };
  return (
    <Dialog open onClose={props.onClose} aria-labelledby="reason-dialog-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="reason-dialog-title">{props.title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{props.text}</DialogContentText>
          {props.error && (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {props.error}
            </Alert>
          )}
          <TextField
            autoFocus
            required
            fullWidth
            multiline
            minRows={2}
            margin="normal"
            label={props.label}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={touched && missing}
            helperText={touched && missing ? t('actionDialog.reasonRequired') : undefined}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('app:actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={props.busy}>
            {props.confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
