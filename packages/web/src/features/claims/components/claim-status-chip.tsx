import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<string, 'default' | 'info' | 'warning' | 'success' | 'error' | 'primary'> = {
  open: 'info',
  decision_pending: 'warning',
  approved_pending: 'primary',
  payable: 'primary',
  closed: 'default',
  expired: 'error',
};

/** A claim status as a small coloured label (text, not colour alone, carries the meaning). */
export function ClaimStatusChip({ status }: { status: string }) {
  const { t } = useTranslation('claims');
  return <Chip size="small" color={COLOURS[status] ?? 'default'} label={t(`statuses.${status}`)} />;
}
