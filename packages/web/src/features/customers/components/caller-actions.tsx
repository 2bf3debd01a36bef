import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePermissions } from '../../../app/hooks.ts';
import { notify } from '../../../app/notifications.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useSendRecurringSms } from '../api/send-recurring-sms.ts';

interface CallerAction {
  key: string;
  label: string;
  run(): void;
  disabled?: boolean;
}

/** True when a key press is typing into a field (shortcuts then stay out of the way). */
const typing = (e: KeyboardEvent) => {
  const el = e.target as HTMLElement | null;
  return Boolean(
    el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName) || el.closest('[role=dialog]')),
  );
};

/**
 * What an agent does during a call, one key away: B buy a policy, C make a claim, P record a payment, S send the
 * premium reminder SMS. The keys work anywhere on the customer page except while typing in a field or in a dialog.
 */
export function CallerActions(props: { customerGuid: string; paymentPolicyGuid?: string }) {
  const { t } = useTranslation('customers');
  const can = usePermissions();
  const navigate = useNavigate();
  const sms = useSendRecurringSms(props.customerGuid);
  const [confirmSms, setConfirmSms] = useState(false);
  const actions: CallerAction[] = [
    can.has('policies.write') && {
      key: 'b',
      label: t('caller.buy'),
      run: () => navigate(`/policies/buy?customer=${props.customerGuid}`),
    },
    can.has('claims.submit') && {
      key: 'c',
      label: t('caller.claim'),
      run: () => navigate(`/customers/${props.customerGuid}/make-claim`),
    },
    can.has('payments.write') && {
      key: 'p',
      label: t('caller.payment'),
      run: () =>
        navigate(props.paymentPolicyGuid ? `/payments/new?policy=${props.paymentPolicyGuid}` : '/payments/new'),
    },
    can.has('customers.write') && {
      key: 's',
      label: t('caller.smsAction'),
      disabled: sms.isPending,
      run: () => setConfirmSms(true),
    },
  ].filter((a): a is CallerAction => Boolean(a));

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || e.repeat || typing(e)) return;
      const action = actions.find((a) => a.key === e.key.toLowerCase());
      if (!action || action.disabled) return;
      e.preventDefault();
      action.run();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (!actions.length) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="caller-actions" sx={{ p: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id="caller-actions" variant="subtitle2" component="h2" sx={{ mr: 1 }}>
          {t('caller.actions')}
        </Typography>
        {actions.map((a) => (
          <Button
            key={a.key}
            variant="contained"
            size="small"
            disabled={a.disabled}
            onClick={a.run}
            aria-keyshortcuts={a.key.toUpperCase()}
            endIcon={
              <Box
                component="kbd"
                aria-hidden
                sx={{ fontFamily: 'monospace', fontSize: 12, px: 0.5, border: 1, borderRadius: 0.5, lineHeight: 1.4 }}
              >
                {a.key.toUpperCase()}
              </Box>
            }
          >
            {a.label}
          </Button>
        ))}
        <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
          {t('caller.keysHint')}
        </Typography>
      </Box>
      <ConfirmDialog
        open={confirmSms}
        title={t('caller.smsTitle')}
        text={t('caller.smsText')}
        confirmLabel={t('caller.smsSend')}
        busy={sms.isPending}
        onClose={() => setConfirmSms(false)}
        onConfirm={() =>
          sms.mutate(undefined, {
            onSuccess: () => notify(t('actions.smsSent'), 'success'),
            onSettled: () => setConfirmSms(false),
          })
        }
      />
    </Paper>
  );
}
