import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { useSession } from '../../../app/hooks.ts';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { useSignIn } from '../api/sign-in.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { type SignInValues, signInSchema } from '../components/sign-in-schema.ts';

/** A locked or disabled account: the realm answers a distinct error (Keycloak: user_disabled / "locked"). */
export function isLockedAccount(error: unknown) {
  if (!(error instanceof HttpError)) return false;
  const body = (error.body ?? {}) as { error?: string; error_description?: string; code?: string };
  return /locked|disabled/i.test(`${body.error ?? ''} ${body.error_description ?? ''} ${body.code ?? ''}`);
}

export default function SignInPage() {
  const { t } = useTranslation('identity');
  const { status } = useSession();
  const [params] = useSearchParams();
  const location = useLocation();
  const signIn = useSignIn();
  const { control, handleSubmit } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { username: '', password: '' },
  });
  const next = params.get('next');
  if (status === 'signed-in') return <Navigate to={next?.startsWith('/') ? next : '/'} replace />;
  const notice = (location.state as { notice?: string } | null)?.notice;
  return (
    <AuthCard title={t('signIn.title')}>
      {notice && !signIn.error && <Alert severity="success">{t(notice)}</Alert>}
      {signIn.error && (
        <Alert severity="error" role="alert" sx={{ my: 1 }}>
          {isLockedAccount(signIn.error) && <strong>{t('signIn.locked')} </strong>}
          {errorText(signIn.error, t('signIn.failed'))}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={handleSubmit((v) => signIn.mutate(v))}>
        <FormTextField control={control} name="username" label={t('signIn.username')} autoComplete="username" autoFocus />
        <FormTextField
          control={control}
          name="password"
          type="password"
          label={t('signIn.password')}
          autoComplete="current-password"
        />
        <Button type="submit" variant="contained" fullWidth size="large" sx={{ mt: 2 }} disabled={signIn.isPending}>
          {t('signIn.submit')}
        </Button>
      </Box>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to="/forgot-password">
          {t('signIn.forgot')}
        </Link>
      </Box>
    </AuthCard>
  );
}
