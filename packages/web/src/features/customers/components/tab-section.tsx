import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A tab's frame: its heading, an optional add button, and its content. */
export function TabSection(props: { title: string; addLabel?: string; onAdd?(): void; children: ReactNode }) {
  return (
    <Paper sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {props.title}
        </Typography>
        {props.onAdd && (
          <Button variant="contained" onClick={props.onAdd}>
            {props.addLabel}
          </Button>
        )}
      </Box>
      {props.children}
    </Paper>
  );
}
