import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../app/language-switch.tsx';

/** The frame of the signed-out pages: product name, language switch, a card. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
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
          <LanguageSwitch color="primary" />
        </Box>
        <Typography variant="h6" component="h1" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
