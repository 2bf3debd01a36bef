import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useSyncExternalStore } from 'react';

/** One snackbar for the whole app: failures (SPEC §8 text) and confirmations. */
export interface Notice {
  id: number;
  text: string;
  severity: 'error' | 'success' | 'info';
}

let current: Notice | null = null;
let seq = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function notify(text: string, severity: Notice['severity'] = 'error') {
  current = { id: ++seq, text, severity };
  emit();
}

const dismiss = () => {
  current = null;
  emit();
};

export function Notifications() {
  const notice = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
  return (
    <Snackbar
      key={notice?.id}
      open={Boolean(notice)}
      autoHideDuration={notice?.severity === 'error' ? 8000 : 4000}
      onClose={(_, reason) => reason !== 'clickaway' && dismiss()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity={notice?.severity ?? 'info'} variant="filled" onClose={dismiss} role="alert">
        {notice?.text}
      </Alert>
    </Snackbar>
  );
}
