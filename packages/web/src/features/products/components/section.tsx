import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** One editable part of the product screen: a titled region with its own actions. */
export function Section(props: { title: string; action?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" id={id} sx={{ flexGrow: 1 }}>
          {props.title}
        </Typography>
        {props.action}
      </Box>
      {props.children}
    </Paper>
  );
}
