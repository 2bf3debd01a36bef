import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../app/hooks.ts';
import { loadFeatureLocales } from '../../../app/i18n.ts';
import { oauthClient } from '../../../app/services.ts';
import { FormMessage } from '../../../components/form-message.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { requiredTextIssue } from '../../../lib/validation.ts';
import { useSignIn } from '../api/sign-in.ts';
import { AuthCard } from '../components/auth-card.tsx';

/** A locked account: the realm answers a distinct, translated description ("…temporarily locked…" / "…verrouillé…"). */
export function isLockedAccount(error: unknown) {
  if (!(error instanceof HttpError)) return false;
  const body = (error.body ?? {}) as { error_description?: string };
  return /locked|verrouill/i.test(body.error_description ?? '');
}

/** A right temporary password: the realm answers a one-time token for choosing one's own password. */
export function temporaryPasswordToken(error: unknown) {
  if (!(error instanceof HttpError)) return undefined;
  const token = (error.body as { action_token?: unknown } | undefined)?.action_token;
  return typeof token === 'string' ? token : undefined;
}

type Field = 'username' | 'password';

/** Sign-in (SPEC §2, §5): both fields required with no leading space; the server's text on failure (SPEC §8). */
/**
 * What signing in needs next, fetched while the person types rather than after they press Sign in: the server's OAuth
 * client (the route tables come with it), the signed-in layout and the features' texts. On the first keystroke, not on
 * load nor on focus (the username field has it at once): the sign-in page itself stays small.
 */
let warmed = false;
function warmUp() {
  if (warmed) return;
  warmed = true;
  void oauthClient().catch(() => undefined);
  void import('../../../app/layout/app-layout.tsx').catch(() => undefined);
  void loadFeatureLocales().catch(() => undefined);
}

export default function SignInPage() {
  const { t } = useTranslation('identity');
  const { status } = useSession();
  const [params] = useSearchParams();
  const location = useLocation();
  const signIn = useSignIn();
  const navigate = useNavigate();
  const [values, setValues] = useState({ username: '', password: '' });
  const [touched, setTouched] = useState({ username: false, password: false });
  const issue = (f: Field) => (touched[f] ? requiredTextIssue(values[f]) : undefined);
  const message = (f: Field) => {
    const i = issue(f);
    return i ? t(`app:validation.${i}`) : undefined;
  };

  const next = params.get('next');
  if (status === 'signed-in') return <Navigate to={next?.startsWith('/') ? next : '/'} replace />;
  const notice = (location.state as { notice?: string } | null)?.notice;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched({ username: true, password: true });
    if (requiredTextIssue(values.username) || requiredTextIssue(values.password)) return;
    signIn.mutate(values, {
      onError: (error) => {
        const token = temporaryPasswordToken(error);
        // The token stays out of the address bar and the history: it goes in the navigation state.
        if (token) navigate('/recover-password', { state: { token, temporary: true } });
      },
    });
  };
  const field = (f: Field) => ({
    name: f,
    value: values[f],
    error: message(f),
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [f]: e.target.value })),
    // An untouched empty field is flagged on submit, not on blur (leaving it for a link must not move the page).
    onBlur: () => values[f] !== '' && setTouched((v) => ({ ...v, [f]: true })),
  });

  return (
    <AuthCard title={t('signIn.title')}>
      {notice && !signIn.error && <FormMessage severity="success">{t(notice)}</FormMessage>}
      {signIn.error && (
        <FormMessage severity="error">
          {isLockedAccount(signIn.error) && <strong>{t('signIn.locked')} </strong>}
          {errorText(signIn.error, t('signIn.failed'))}
        </FormMessage>
      )}
      <Box component="form" noValidate onSubmit={submit} onInput={warmUp}>
        <TextInput {...field('username')} label={t('signIn.username')} autoComplete="username" autoFocus />
        <TextInput
          {...field('password')}
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
