import MenuIcon from '@mui/icons-material/Menu';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Suspense, useRef, useState } from 'react';
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
const FOLDED = 64;
const FOLD_KEY = 'coverdesk.nav.folded';

/** Whether the navigation shows icons only: the user's last choice, else folded on windows narrower than 1000 px. */
function useFolded() {
  const [folded, setFolded] = useState(() => {
    const saved = localStorage.getItem(FOLD_KEY);
    return saved === null ? window.innerWidth < 1000 : saved === '1';
  });
  const toggle = () =>
    setFolded((f) => {
      localStorage.setItem(FOLD_KEY, f ? '0' : '1');
      return !f;
    });
  return [folded, toggle] as const;
}

/** The signed-in shell: app bar (partner, language, user menu) and the navigation the user's roles allow. */
export default function AppLayout() {
  const { t } = useTranslation();
  useRestrictionSync();
  const restricted = usePartnerRestricted();
  const main = useRef<HTMLElement>(null);
  useFocusMainOnNavigate(main);
  const [folded, toggleFolded] = useFolded();
  const width = folded ? FOLDED : DRAWER;
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipToContent />
      <AppBar position="fixed" sx={{ zIndex: (th) => th.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 2 }}>
          <IconButton
            color="inherit"
            edge="start"
            onClick={toggleFolded}
            aria-label={t(folded ? 'nav.unfold' : 'nav.fold')}
            aria-pressed={folded}
          >
            <MenuIcon />
          </IconButton>
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
        sx={{ width, flexShrink: 0, '& .MuiDrawer-paper': { width, boxSizing: 'border-box', overflowX: 'hidden' } }}
      >
        <Toolbar />
        <AppNavigation folded={folded} />
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
