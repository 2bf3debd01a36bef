import { requiredText } from '@coverdesk/contract/common/ids';
import type { Policy } from '@coverdesk/contract/policies/policies.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { notify } from '../../../app/notifications.ts';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useAmlAction } from '../api/aml-action.ts';

export type AmlAction = 'flagged' | 'approved' | 'rejected';
const reasonForm = z.object({ reason: requiredText(500) });

/** An AML action (flag, approve, reject) with its reason; the dialog is the confirmation. */
export function AmlDialog({ policy, action, onClose }: { policy: Policy; action: AmlAction; onClose(): void }) {
  const { t } = useTranslation('policies');
  const aml = useAmlAction();
  const { control, handleSubmit } = useForm<{ reason: string }>({
    resolver: zodResolver(reasonForm),
    defaultValues: { reason: '' },
  });
  const submit = handleSubmit((v) =>
    aml.mutate(
      { policy_guid: policy.guid, additional_details: { aml_action: action }, reason: v.reason },
      {
        onSuccess: () => {
          notify(t(`aml.done.${action}`, { number: policy.policy_number }), 'success');
          onClose();
        },
      },
    ),
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby="aml-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="aml-title">{t(`aml.title.${action}`, { number: policy.policy_number })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t(`aml.text.${action}`)}</DialogContentText>
          {aml.error && (
            <Alert severity="error" role="alert">
              {errorText(aml.error)}
            </Alert>
          )}
          <FormTextField control={control} name="reason" label={t('fields.reason')} autoFocus />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('app:actions.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            color={action === 'approved' ? 'primary' : 'error'}
            disabled={aml.isPending}
          >
            {t(`aml.action.${action}`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
