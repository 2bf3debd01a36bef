import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

const line = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/**
 * A grid cell of two lines: the main value, and under it, smaller, what goes with it (a date, a phone number). Two
 * facts in one column is how a grid of many columns fits 1366 px without cutting its values.
 */
export function TwoLineCell({
  primary,
  secondary,
  title,
}: {
  primary: ReactNode;
  secondary?: ReactNode;
  title?: string;
}) {
  return (
    <Box
      title={title}
      sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', lineHeight: 1.35 }}
    >
      <Box sx={line}>{primary}</Box>
      {secondary && (
        <Box sx={{ ...line, typography: 'caption', color: 'text.secondary', lineHeight: 1.35 }}>{secondary}</Box>
      )}
    </Box>
  );
}
