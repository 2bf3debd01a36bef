import type { ClaimAction } from '@coverdesk/contract/claims/claim-transitions';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRejectionReasons } from '../api/list-claim-lists.ts';
import { DESTRUCTIVE_ACTIONS } from './claim-action-rules.ts';

/**
 * Confirms a claim action and asks for its reason where the state machine requires one; a rejection's reason is
 * chosen from the partner's rejection reasons (GET /api/configs/claim_rejection_reasons).
 */
export function ClaimActionDialog(props: {
  action: ClaimAction;
  reference: string;
  reasonRequired: boolean;
  busy: boolean;
  error?: string;
  onConfirm(reason: string | undefined): void;
  onClose(): void;
}) {
  const { t } = useTranslation('claims');
  const isReject = props.action === 'reject';
  const reasons = useRejectionReasons(isReject);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = props.reasonRequired && reason.trim() === '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (missing) return;
    props.onConfirm(reason.trim() || undefined);
  };
  const reasonError = touched && missing ? t('actionDialog.reasonRequired') : undefined;
  return (
    <Dialog open onClose={props.onClose} aria-labelledby="claim-action-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="claim-action-title">
          {t(`actionTitles.${props.action}`, { reference: props.reference })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{t(`actionTexts.${props.action}`, { reference: props.reference })}</DialogContentText>
          {props.error && (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {props.error}
            </Alert>
          )}
          {isReject ? (
            <TextField
              select
              autoFocus
              required
              fullWidth
              margin="normal"
              label={t('actionDialog.rejectionReason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={Boolean(reasonError)}
              helperText={reasonError}
            >
              {(reasons.data ?? []).map((r) => (
                <MenuItem key={r.guid} value={r.name}>
                  {r.name}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            (props.reasonRequired || props.action === 'reopen_exgratia') && (
              <TextField
                autoFocus
                required={props.reasonRequired}
                fullWidth
                multiline
                minRows={2}
                margin="normal"
                label={t('actionDialog.reason')}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                error={Boolean(reasonError)}
                helperText={reasonError}
              />
            )
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('app:actions.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            color={DESTRUCTIVE_ACTIONS.has(props.action) ? 'error' : 'primary'}
            disabled={props.busy}
            autoFocus={!props.reasonRequired}
          >
            {t(`actions.${props.action}`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
