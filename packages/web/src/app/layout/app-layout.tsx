import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { usePartnerRestricted } from '../hooks.ts';
import { LanguageSwitch } from '../language-switch.tsx';
import { PartnerSwitcher } from '../partner/partner-switcher.tsx';
import { useRestrictionSync } from '../partner/restriction-sync.ts';
import { Loading } from '../session/require-session.tsx';
import { AppNavigation } from './app-navigation.tsx';
import { MAIN_ID, SkipToContent, useFocusMainOnNavigate } from './main-focus.tsx';
import { PageHeading } from './page-heading.tsx';
import { UserMenu } from './user-menu.tsx';

const DRAWER = 248;

/** The signed-in shell: app bar (partner, language, user menu) and the navigation the user's roles allow. */
export default function AppLayout() {
  const { t } = useTranslation();
  useRestrictionSync();
  const restricted = usePartnerRestricted();
  const main = useRef<HTMLElement>(null);
  useFocusMainOnNavigate(main);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipToContent />
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
        <AppNavigation />
      </Drawer>
      <Box
        component="main"
        id={MAIN_ID}
        ref={main}
        tabIndex={-1}
        sx={{ flexGrow: 1, p: 3, minWidth: 0, '&:focus': { outline: 'none' } }}
      >
        <Toolbar />
        {restricted && (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="partner-restricted">
            {t('restricted.banner')}
          </Alert>
        )}
        <PageHeading />
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
