import type { Permission } from '@coverdesk/contract/permissions';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePermissions } from '../../../app/hooks.ts';

/** The platform settings an operator changes, each kept on its own screen: listed here, as the user may open them. */
const SETTINGS: { to: string; key: string; permission: Permission }[] = [
  { to: '/admin/feature-flags', key: 'featureFlags', permission: 'feature_flags.read' },
  { to: '/admin/reference', key: 'reference', permission: 'claims.read' },
  { to: '/admin/partners', key: 'partners', permission: 'partners.read' },
  { to: '/admin/countries', key: 'countries', permission: 'countries.read' },
  { to: '/admin/users', key: 'users', permission: 'users.read' },
  { to: '/admin/audit', key: 'audit', permission: 'audit.read' },
];

export function SettingsTab() {
  const { t } = useTranslation('configuration');
  const permissions = usePermissions();
  return (
    <List aria-label={t('tabs.settings')}>
      {SETTINGS.filter((s) => permissions.has(s.permission)).map((s) => (
        <ListItem key={s.to} disableGutters>
          <ListItemText
            primary={
              <Link component={RouterLink} to={s.to}>
                {t(`settings.${s.key}.title`)}
              </Link>
            }
            secondary={t(`settings.${s.key}.text`)}
          />
        </ListItem>
      ))}
    </List>
  );
}
