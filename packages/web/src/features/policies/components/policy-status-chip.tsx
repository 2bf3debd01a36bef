import type { PolicyStatus } from '@coverdesk/contract/policies/policies.schemas';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLOR: Record<PolicyStatus, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  pending: 'info',
  active: 'success',
  lapsed: 'warning',
  suspended: 'warning',
  cancelled: 'error',
  expired: 'default',
};

/** A policy's status, coloured, in the chosen language. */
export function PolicyStatusChip({ status }: { status: string }) {
  const { t } = useTranslation('policies');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOR[status as PolicyStatus] ?? 'default'}
      label={t(`status.${status}`, { defaultValue: status })}
    />
  );
}
