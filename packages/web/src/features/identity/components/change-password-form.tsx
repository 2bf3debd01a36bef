import { requiredText } from '@coverdesk/contract/common/ids';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { notify } from '../../../app/notifications.ts';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useChangePassword } from '../api/change-password.ts';
import { NewPasswordFields, newPasswordSchema } from './new-password-fields.tsx';

const schema = z.object({ current: requiredText(200) }).and(newPasswordSchema);
type Values = z.infer<typeof schema>;

export function ChangePasswordForm({ userGuid }: { userGuid: string }) {
  const { t } = useTranslation('identity');
  const change = useChangePassword();
  const { control, handleSubmit, reset } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { current: '', password: '', confirmation: '' },
    mode: 'onTouched',
  });
  return (
    <Box
      component="form"
      noValidate
      aria-label={t('profile.changePassword')}
      onSubmit={handleSubmit((v) =>
        change.mutate(
          { guid: userGuid, current_password: v.current, new_password: v.password, confirm_password: v.confirmation },
          {
            onSuccess: () => {
              reset();
              notify(t('profile.passwordChanged'), 'success');
            },
          },
        ),
      )}
      sx={{ maxWidth: 420 }}
    >
      {change.error && (
        <Alert severity="error" role="alert" sx={{ my: 1 }}>
          {errorText(change.error, t('profile.changeFailed'))}
        </Alert>
      )}
      <FormTextField
        control={control}
        name="current"
        type="password"
        label={t('profile.currentPassword')}
        autoComplete="current-password"
      />
      <NewPasswordFields control={control} />
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={change.isPending}>
        {t('profile.changePassword')}
      </Button>
    </Box>
  );
}
