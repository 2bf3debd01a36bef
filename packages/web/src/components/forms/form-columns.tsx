import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * The fields of a long form in two columns from `md` up (one on a phone), read left to right, row by row. A child
 * given `sx={FULL_ROW}` (or wrapped in a Box with it) takes the whole row (a notice, a long text).
 */
export function FormColumns({ children, rowGap = 0 }: { children: ReactNode; rowGap?: number }) {
  return (
    <Box
      data-testid="form-columns"
      sx={{ display: 'grid', columnGap: 2, rowGap, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
    >
      {children}
    </Box>
  );
}

/** A cell of `FormColumns` that spans both columns. */
export const FULL_ROW = { gridColumn: '1 / -1' } as const;
