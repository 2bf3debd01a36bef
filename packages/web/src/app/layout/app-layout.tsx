import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { usePermissions } from '../hooks.ts';
import { LanguageSwitch } from '../language-switch.tsx';
import { PartnerSwitcher } from '../partner/partner-switcher.tsx';
import { Loading } from '../session/require-session.tsx';
import { visibleNavigation } from './navigation.ts';
import { UserMenu } from './user-menu.tsx';

const DRAWER = 220;

/** The signed-in shell: app bar (partner, language, user menu) and the navigation the user's roles allow. */
export default function AppLayout() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const { pathname } = useLocation();
  const entries = visibleNavigation(permissions);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" sx={{ zIndex: (th) => th.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 2 }}>
          <Typography variant="h6" component="div" sx={{ flexGrow: 1, fontWeight: 700 }}>
            {t('appName')}
          </Typography>
          <PartnerSwitcher />
          <LanguageSwitch />
          <UserMenu />
        </Toolbar>
      </AppBar>
      <Drawer
        variant="permanent"
        sx={{ width: DRAWER, flexShrink: 0, '& .MuiDrawer-paper': { width: DRAWER, boxSizing: 'border-box' } }}
      >
        <Toolbar />
        <nav aria-label={t('nav.label')}>
          <List>
            {entries.map((e) => {
              const active = e.to === '/' ? pathname === '/' : pathname.startsWith(e.to);
              return (
                <ListItem key={e.to} disablePadding>
                  <ListItemButton
                    component={Link}
                    to={e.to}
                    selected={active}
                    aria-current={active ? 'page' : undefined}
                  >
                    <ListItemText primary={t(e.label)} />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        </nav>
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, p: 3, minWidth: 0 }}>
        <Toolbar />
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
