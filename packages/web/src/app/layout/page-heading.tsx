import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { navigationOf } from './navigation.ts';

/** Screens below a navigation item that have their own name (others are that item's details). */
const SUB_PAGES: Record<string, string> = {
  '/policies/buy': 'policies:buyTitle',
  '/payments/new': 'payments:newTitle',
};

/** Where the user is: the document title and breadcrumbs (group › screen › page) from the navigation list. */
export function PageHeading() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const nav = navigationOf(pathname);
  const sub = nav && pathname !== nav.item.to ? (SUB_PAGES[pathname] ?? 'nav.details') : undefined;
  const title = nav ? t(sub ?? nav.item.label) : undefined;
  const itemLabel = nav ? t(nav.item.label) : undefined;
  const appName = t('appName');
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);
  if (!nav?.group) return null;
  return (
    <Breadcrumbs aria-label={t('nav.breadcrumbs')} sx={{ mb: 2 }}>
      <Typography color="text.secondary">{t(nav.group.label)}</Typography>
      {sub ? (
        <Link component={RouterLink} to={nav.item.to} underline="hover" color="inherit">
          {itemLabel}
        </Link>
      ) : (
        <Typography color="text.primary" aria-current="page">
          {itemLabel}
        </Typography>
      )}
      {sub && (
        <Typography color="text.primary" aria-current="page">
          {title}
        </Typography>
      )}
    </Breadcrumbs>
  );
}
