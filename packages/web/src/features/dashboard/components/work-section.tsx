import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One role's part of the dashboard: a titled section of counts, lists and charts. */
export function WorkSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`work-${id}-title`} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2" id={`work-${id}-title`}>
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}
