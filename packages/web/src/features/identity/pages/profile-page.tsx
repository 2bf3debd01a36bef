import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/hooks.ts';
import { useProfile } from '../api/get-profile.ts';
import { ChangePasswordForm } from '../components/change-password-form.tsx';

/** The signed-in user's profile and the change-password form. */
export default function ProfilePage() {
  const { t } = useTranslation('identity');
  const { claims } = useSession();
  const profile = useProfile();
  const p = profile.data;
  const name = [p?.first_name, p?.last_name].filter(Boolean).join(' ') || claims?.name;
  const rows: [string, string | undefined][] = [
    [t('profile.username'), p?.username ?? claims?.preferred_username],
    [t('profile.name'), name],
    [t('profile.email'), p?.email ?? claims?.email],
    [t('profile.roles'), (p?.roles ?? claims?.realm_access?.roles ?? []).join(', ')],
  ];
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('profile.title')}
      </Typography>
      <Card>
        <CardContent>
          <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 24px', margin: 0 }}>
            {rows.map(([label, value]) => (
              <div key={label} style={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {value || '—'}
                </Typography>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            {t('profile.changePassword')}
          </Typography>
          {claims?.sub && <ChangePasswordForm userGuid={claims.sub} />}
        </CardContent>
      </Card>
    </Stack>
  );
}
