import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A count of work to do that opens its filtered list; `tone` marks work that is late or went wrong. */
export function WorkCount(props: {
  id: string;
  label: string;
  value: ReactNode;
  to: string;
  hint?: string;
  pending?: boolean;
  tone?: 'warning' | 'error';
}) {
  const urgent = props.tone && typeof props.value === 'number' && props.value > 0;
  return (
    <Card variant="outlined" sx={{ height: '100%', borderColor: urgent ? `${props.tone}.main` : undefined }}>
      <CardActionArea component={RouterLink} to={props.to} sx={{ height: '100%' }} data-testid={`work-${props.id}`}>
        <CardContent>
          <Typography color="text.secondary" variant="subtitle2" component="h3">
            {props.label}
          </Typography>
          <Typography variant="h4" component="p" color={urgent ? `${props.tone}.main` : undefined}>
            {props.pending ? <Skeleton width={50} /> : props.value}
          </Typography>
          {props.hint && (
            <Typography variant="body2" color="text.secondary">
              {props.hint}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
