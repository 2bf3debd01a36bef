import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useResend } from '../api/outboxes.ts';

/** Resends one message after confirming to whom, and says so. */
export function ResendButton(props: { kind: 'email' | 'sms'; guid: string; to: string }) {
  const { t } = useTranslation('outbox');
  const resend = useResend(props.kind);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} aria-label={t('resendTo', { to: props.to })}>
        {t('resend')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('resendTitle')}
        text={t('resendText', { to: props.to })}
        confirmLabel={t('resend')}
        busy={resend.isPending}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          resend.mutate(props.guid, {
            onSuccess: () => notify(t('resent', { to: props.to }), 'success'),
            onSettled: () => setOpen(false),
          })
        }
      />
    </>
  );
}
