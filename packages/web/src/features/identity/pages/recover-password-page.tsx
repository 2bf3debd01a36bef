import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../../lib/error-text.ts';
import { useRecoverPassword, useRecoverTokenCheck } from '../api/recover-password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { NewPasswordFields, newPasswordSchema } from '../components/new-password-fields.tsx';

/**
 * The page of the emailed link `/recover-password?token=…`, and of a first sign-in with a temporary password (the
 * token then comes in the navigation state): sets a new password, then back to sign-in. A link already used or
 * expired is reported when the page opens, with the way to a new one, before a password is typed.
 */
export default function RecoverPasswordPage() {
  const { t } = useTranslation('identity');
  const [params] = useSearchParams();
  const state = useLocation().state as { token?: string; temporary?: boolean } | null;
  const token = params.get('token') ?? state?.token ?? '';
  const navigate = useNavigate();
  const recover = useRecoverPassword();
  const check = useRecoverTokenCheck(token);
  const dead = check.data?.valid === false;
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmation: '' },
    mode: 'onTouched',
  });
  return (
    <AuthCard title={t('recover.title')}>
      {!token && <Alert severity="error">{t('recover.noToken')}</Alert>}
      {dead && (
        <Alert severity="error" role="alert">
          {t('recover.deadLink')}{' '}
          <Link component={RouterLink} to="/forgot-password">
            {t('recover.newLink')}
          </Link>
        </Alert>
      )}
      {state?.temporary && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('recover.temporary')}
        </Alert>
      )}
      {recover.error && (
        <Alert severity="error" role="alert" sx={{ my: 1 }}>
          {errorText(recover.error, t('app:errors.couldNotResetPassword'))}
        </Alert>
      )}
      {!dead && (
        <Box
          component="form"
          noValidate
          onSubmit={handleSubmit((v) =>
            recover.mutate(
              { token, password: v.password, confirm_password: v.confirmation },
              { onSuccess: () => navigate('/login', { replace: true, state: { notice: 'recover.done' } }) },
            ),
          )}
        >
          <NewPasswordFields control={control} />
          <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={!token || recover.isPending}>
            {t('recover.submit')}
          </Button>
        </Box>
      )}
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to="/login">
          {t('backToSignIn')}
        </Link>
      </Box>
    </AuthCard>
  );
}
