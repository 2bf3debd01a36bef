import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Label and value pairs as a description list, two or three columns on wide screens. */
export function FieldList({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, gap: 2, m: 0 }}
    >
      {items.map((i) => (
        <Box key={i.label}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {i.label}
          </Typography>
          <Typography component="dd" variant="body1" sx={{ m: 0, wordBreak: 'break-word' }}>
            {i.value === null || i.value === undefined || i.value === '' ? '—' : i.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
