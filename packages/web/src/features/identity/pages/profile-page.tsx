import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/hooks.ts';
import { DateTimeText } from '../../../components/date-time-text.tsx';
import { useProfile } from '../api/get-profile.ts';
import { usePartnerNames } from '../api/partner-names.ts';
import { useSignIns } from '../api/sign-ins.ts';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { ProfileLanguage } from '../components/profile-language.tsx';

/** The signed-in user's profile: who, roles, partners, language, last sign-ins, and the change-password form. */
export default function ProfilePage() {
  const { t } = useTranslation('identity');
  const { claims } = useSession();
  const profile = useProfile();
  const names = usePartnerNames();
  const signIns = useSignIns();
  const p = profile.data;
  const name = [p?.first_name, p?.last_name].filter(Boolean).join(' ') || claims?.name;
  const partners = p?.partners ?? claims?.partners ?? [];
  const rows: [string, string | undefined][] = [
    [t('profile.username'), p?.username ?? claims?.preferred_username],
    [t('profile.name'), name],
    [t('profile.email'), p?.email ?? claims?.email],
    [
      t('profile.roles'),
      (p?.roles ?? claims?.realm_access?.roles ?? [])
        .map((r) => t(`profile.roleNames.${r}`, { defaultValue: r }))
        .join(', '),
    ],
    [t('profile.partners'), partners.map((g) => names.data?.get(g) ?? g).join(', ')],
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
          {p && (
            <Stack sx={{ mt: 2 }}>
              <ProfileLanguage current={p.locale} />
            </Stack>
          )}
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="profile-sign-ins">
        <CardContent>
          <Typography variant="h6" component="h2" id="profile-sign-ins">
            {t('profile.signIns')}
          </Typography>
          {signIns.data?.length === 0 && <Typography variant="body2">{t('profile.noSignIns')}</Typography>}
          <List dense aria-labelledby="profile-sign-ins">
            {(signIns.data ?? []).map((s) => (
              <ListItem key={s.at} disableGutters divider>
                <ListItemText
                  primary={<DateTimeText value={s.at} />}
                  secondary={s.active ? t('profile.sessionActive') : t('profile.sessionEnded')}
                />
              </ListItem>
            ))}
          </List>
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
