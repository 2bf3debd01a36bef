import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** The main action of a list page: a dialog opened here, or a page of its own. */
export type ListCreate = { label: string; onClick(): void } | { label: string; to: string };

/**
 * A list page's heading row: its title (the page's h1), then its filters (`children`), then the create button when
 * the user may create (`create` false or absent hides it). Wraps on narrow screens.
 */
export function ListHeader(props: { title: string; create?: ListCreate | false; children?: ReactNode }) {
  const { create } = props;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
        {props.title}
      </Typography>
      {props.children}
      {create &&
        ('to' in create ? (
          <Button variant="contained" component={RouterLink} to={create.to}>
            {create.label}
          </Button>
        ) : (
          <Button variant="contained" onClick={create.onClick}>
            {create.label}
          </Button>
        ))}
    </Box>
  );
}
