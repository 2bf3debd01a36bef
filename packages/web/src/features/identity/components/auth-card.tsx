import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, LANGUAGES } from '../../../app/i18n.ts';

/** The frame of the signed-out pages: product name, a light language switch (no menu), a card. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'primary.main', p: 2 }}
    >
      <Paper sx={{ p: 4, width: '100%', maxWidth: 420 }} elevation={6}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, color: 'primary.main' }}>
            {t('app:appName')}
          </Typography>
          <Box role="group" aria-label={t('app:language.label')}>
            {LANGUAGES.map((l) => (
              <Button
                key={l}
                size="small"
                lang={l}
                aria-pressed={l === lang}
                variant={l === lang ? 'contained' : 'text'}
                onClick={() => void changeLanguage(l)}
                sx={{ minWidth: 0 }}
              >
                {t(`app:language.${l}`)}
              </Button>
            ))}
          </Box>
        </Box>
        <Typography variant="h6" component="h1" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
