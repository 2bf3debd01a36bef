import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type FormEventHandler, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text.ts';

/**
 * The frame of a form in a dialog: its title names the dialog, the content (the failure first, then the fields), and
 * cancel and save, save disabled while the call runs. `error` (the failed call, if any) shows as the server's text,
 * else `errorFallback`.
 */
export function FormDialog(props: {
  title: ReactNode;
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose(): void;
  maxWidth?: DialogProps['maxWidth'];
  error?: unknown;
  errorFallback?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth={props.maxWidth ?? 'sm'}>
      <form noValidate onSubmit={props.onSubmit}>
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          {Boolean(props.error) && (
            <Alert severity="error" role="alert">
              {errorText(props.error, props.errorFallback)}
            </Alert>
          )}
          {props.children}
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('app:actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={props.busy}>
            {t('app:actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
