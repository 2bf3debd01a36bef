import { requiredText } from '@coverdesk/contract/common/ids';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { AuthCard } from '../components/auth-card.tsx';

const schema = z.object({ username: requiredText(200) });

/** Sends the reset email (PUT forgotpassword/{username or email}). */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('identity');
  const forgot = useForgotPassword();
  const { control, handleSubmit } = useForm({ resolver: zodResolver(schema), defaultValues: { username: '' } });
  return (
    <AuthCard title={t('forgot.title')}>
      {forgot.isSuccess ? (
        <Alert severity="success" role="status">
          {t('forgot.sent')}
        </Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('forgot.intro')}
          </Typography>
          {forgot.error && (
            <Alert severity="error" role="alert" sx={{ my: 1 }}>
              {errorText(forgot.error, t('app:errors.couldNotResetPassword'))}
            </Alert>
          )}
          <Box component="form" noValidate onSubmit={handleSubmit((v) => forgot.mutate(v.username))}>
            <FormTextField control={control} name="username" label={t('forgot.username')} autoFocus />
            <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={forgot.isPending}>
              {t('forgot.submit')}
            </Button>
          </Box>
        </>
      )}
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to="/login">
          {t('backToSignIn')}
        </Link>
      </Box>
    </AuthCard>
  );
}
