import { failedPasswordChecks, PASSWORD_CHECKS, type PasswordCheck } from '@coverdesk/contract/identity/password';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from './visually-hidden.ts';

/** Live hints of the password rule of SPEC §5, one line per check, ticked as the user types. */
export function PasswordHints({ password, confirmation }: { password: string; confirmation?: string }) {
  const { t } = useTranslation();
  const failed = new Set(failedPasswordChecks(password));
  const lines: [string, boolean][] = (Object.keys(PASSWORD_CHECKS) as PasswordCheck[]).map((k) => [
    t(`app:password.${k}`),
    !failed.has(k),
  ]);
  if (confirmation !== undefined) lines.push([t('app:password.match'), Boolean(password) && password === confirmation]);
  return (
    <Box component="ul" aria-label={t('app:password.rules')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {lines.map(([text, ok]) => (
        <Box component="li" key={text} sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-ok={ok}>
          {ok ? (
            <CheckCircle fontSize="small" color="success" aria-hidden />
          ) : (
            <RadioButtonUnchecked fontSize="small" color="disabled" aria-hidden />
          )}
          <Typography variant="body2" color={ok ? 'success.dark' : 'text.secondary'}>
            {text}
            <Box component="span" sx={visuallyHidden}>
              {ok ? ` (${t('app:password.met')})` : ` (${t('app:password.notMet')})`}
            </Box>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
