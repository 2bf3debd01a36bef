import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../hooks.ts';
import { session } from '../services.ts';

/** SPEC §8: shown when a refresh fails or a call answers 401; returns to sign-in. */
export default function SessionExpiredDialog() {
  const { t } = useTranslation();
  const { status } = useSession();
  const navigate = useNavigate();
  const close = () => {
    const next = window.location.pathname + window.location.search;
    session.acknowledgeExpiry();
    navigate(next.startsWith('/login') ? '/login' : `/login?next=${encodeURIComponent(next)}`, { replace: true });
  };
  return (
    <Dialog open={status === 'expired'} onClose={close} aria-labelledby="session-expired-title">
      <DialogTitle id="session-expired-title">{t('session.expiredTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('session.expiredText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} variant="contained" autoFocus>
          {t('session.signInAgain')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
