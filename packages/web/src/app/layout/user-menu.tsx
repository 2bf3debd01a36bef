import AccountCircle from '@mui/icons-material/AccountCircle';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../hooks.ts';
import { session } from '../services.ts';

export function UserMenu() {
  const { t } = useTranslation();
  const { claims } = useSession();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton color="inherit" onClick={(e) => setAnchor(e.currentTarget)} aria-label={t('user.menu')}>
        <AccountCircle />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem disabled>
          <ListItemText primary={claims?.name || claims?.preferred_username} secondary={claims?.email} />
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            navigate('/profile');
          }}
        >
          {t('user.profile')}
        </MenuItem>
        <MenuItem
          onClick={async () => {
            setAnchor(null);
            await session.signOut();
            navigate('/login', { replace: true });
          }}
        >
          {t('user.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
