import MoreVertIcon from '@mui/icons-material/MoreVert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface MenuRowAction {
  key: string;
  /** The visible label ("Approve"). */
  label: string;
  /** The accessible name, naming the row ("Approve CLM-2026-000042"). */
  name: string;
  disabled?: boolean;
  run(): void;
}

/**
 * A grid row's actions that always fit: one is a small button, more open a menu from a "⋮" button named after the
 * row (issue 13: at 1366 px an Actions column of several buttons was cut off).
 */
export function RowActionsMenu({ actions, rowName }: { actions: MenuRowAction[]; rowName: string }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (actions.length === 0) return null;
  if (actions.length === 1) {
    const [a] = actions as [MenuRowAction];
    return (
      <Button size="small" variant="contained" disabled={a.disabled} onClick={a.run} aria-label={a.name}>
        {a.label}
      </Button>
    );
  }
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('table.rowActions', { row: rowName })}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {actions.map((a) => (
          <MenuItem
            key={a.key}
            disabled={a.disabled}
            onClick={() => {
              setAnchor(null);
              a.run();
            }}
          >
            {a.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
