import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, 'success' | 'error' | 'warning' | 'default'> = {
  sent: 'success',
  delivered: 'success',
  failed: 'error',
  queued: 'warning',
  stored: 'default',
};

/** An email's or SMS's delivery state. */
export function DeliveryChip({ status }: { status: string }) {
  const { t } = useTranslation('outbox');
  return (
    <Chip size="small" color={COLORS[status] ?? 'default'} label={t(`statuses.${status}`, { defaultValue: status })} />
  );
}
