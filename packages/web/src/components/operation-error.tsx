import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { errorText } from '../lib/error-text.ts';

/** A failed operation in a form: its SPEC §8 operation message as the title, the server's own text under it. */
export function OperationError({ error, title }: { error: unknown; title: string }) {
  if (!error) return null;
  const detail = errorText(error, '');
  return (
    <Alert severity="error" role="alert" sx={{ mb: 1 }}>
      <AlertTitle>{title}</AlertTitle>
      {detail}
    </Alert>
  );
}
