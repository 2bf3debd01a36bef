import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** SPEC §2: page not found, with a way home. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={{ textAlign: 'center', py: 10, px: 2 }}>
      <Typography variant="h1" sx={{ fontSize: 72, fontWeight: 700, color: 'primary.main' }}>
        404
      </Typography>
      <Typography variant="h5" component="p" sx={{ mb: 3 }}>
        {t('notFound.text')}
      </Typography>
      <Button component={Link} to="/" variant="contained">
        {t('notFound.home')}
      </Button>
    </Box>
  );
}
