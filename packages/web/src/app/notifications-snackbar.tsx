import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { dismissNotice, useNotice } from './notifications.ts';

export default function NotificationsSnackbar() {
  const notice = useNotice();
  return (
    <Snackbar
      key={notice?.id}
      open={Boolean(notice)}
      autoHideDuration={notice?.severity === 'error' ? 8000 : 4000}
      onClose={(_, reason) => reason !== 'clickaway' && dismissNotice()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity={notice?.severity ?? 'info'} variant="filled" onClose={dismissNotice}>
        {notice?.text}
      </Alert>
    </Snackbar>
  );
}
