import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A form's error or success line (a light Alert: no icon, no close button, so the sign-in page stays small). */
export function FormMessage({ severity, children }: { severity: 'error' | 'success'; children: ReactNode }) {
  return (
    <Box
      role={severity === 'error' ? 'alert' : 'status'}
      sx={{
        my: 1,
        px: 2,
        py: 1.5,
        borderRadius: 1,
        borderLeft: 4,
        borderColor: `${severity}.main`,
        bgcolor: severity === 'error' ? '#fdecea' : '#edf7ed',
        color: severity === 'error' ? '#5f2120' : '#1e4620',
        typography: 'body2',
      }}
    >
      {children}
    </Box>
  );
}
