import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../components/visually-hidden.ts';
import { changeLanguage, currentLanguage, LANGUAGES } from './i18n.ts';

/** English / French: every string, date and server message follows the choice (kept in localStorage). */
export function LanguageSwitch({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const lang = currentLanguage();
  return (
    <>
      <Button
        color={color}
        startIcon={<TranslateIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
      >
        <Box component="span" sx={visuallyHidden}>
          {t('language.label')}{' '}
        </Box>
        <span lang={i18n.language}>{lang.toUpperCase()}</span>
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((l) => (
          <MenuItem
            key={l}
            selected={l === lang}
            lang={l}
            onClick={() => {
              setAnchor(null);
              void changeLanguage(l);
            }}
          >
            {t(`language.${l}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
