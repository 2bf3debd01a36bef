import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePermissions } from '../hooks.ts';
import { HOME, type NavItem, navigationOf, visibleGroups } from './navigation.ts';

function NavLink(props: { item: NavItem; active: boolean; nested?: boolean; folded?: boolean }) {
  const { t } = useTranslation();
  const { item, active, nested, folded } = props;
  const Icon = item.icon;
  const link = (
    <ListItemButton
      component={Link}
      to={item.to}
      selected={active}
      aria-current={active ? 'page' : undefined}
      aria-label={folded ? t(item.label) : undefined}
      sx={folded ? { justifyContent: 'center', px: 1 } : nested ? { pl: 4 } : undefined}
    >
      <ListItemIcon sx={{ minWidth: folded ? 0 : 36 }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      {!folded && <ListItemText primary={t(item.label)} />}
    </ListItemButton>
  );
  return (
    <ListItem disablePadding>
      {folded ? (
        <Tooltip title={t(item.label)} placement="right">
          {link}
        </Tooltip>
      ) : (
        link
      )}
    </ListItem>
  );
}

/**
 * The sidebar: home, then the groups of work the user may see, each collapsible (all open at first). `folded`: icons
 * only (named by their tooltip and accessible name), the groups one after the other between dividers.
 */
export function AppNavigation({ folded = false }: { folded?: boolean }) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const { pathname } = useLocation();
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const current = navigationOf(pathname)?.item.to;
  const toggle = (id: string) =>
    setClosed((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  if (folded)
    return (
      <nav aria-label={t('nav.label')}>
        <List dense>
          {permissions.has(HOME.permission) && <NavLink item={HOME} active={current === HOME.to} folded />}
          {visibleGroups(permissions).map((g) => (
            <li key={g.id}>
              <Divider component="div" />
              <List dense disablePadding aria-label={t(g.label)}>
                {g.items.map((item) => (
                  <NavLink key={item.to} item={item} active={current === item.to} folded />
                ))}
              </List>
            </li>
          ))}
        </List>
      </nav>
    );
  return (
    <nav aria-label={t('nav.label')}>
      <List dense>
        {permissions.has(HOME.permission) && <NavLink item={HOME} active={current === HOME.to} />}
        {visibleGroups(permissions).map((g) => {
          const open = !closed.has(g.id);
          const Icon = g.icon;
          return (
            <li key={g.id}>
              <ListItemButton onClick={() => toggle(g.id)} aria-expanded={open} aria-controls={`nav-group-${g.id}`}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={t(g.label)} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
                {open ? <ExpandLess /> : <ExpandMore />}
              </ListItemButton>
              <Collapse in={open} unmountOnExit>
                <List dense disablePadding id={`nav-group-${g.id}`} aria-label={t(g.label)}>
                  {g.items.map((item) => (
                    <NavLink key={item.to} item={item} active={current === item.to} nested />
                  ))}
                </List>
              </Collapse>
            </li>
          );
        })}
      </List>
    </nav>
  );
}
