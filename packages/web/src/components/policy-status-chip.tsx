import type { PolicyStatus } from '@coverdesk/contract/policies/policies.schemas';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const BORDER: Record<PolicyStatus, string> = {
  pending: 'info.main',
  active: 'success.main',
  lapsed: 'warning.main',
  suspended: 'warning.main',
  cancelled: 'error.main',
  expired: 'grey.500',
};

/** A policy's status in the chosen language, with a coloured border (the text keeps full contrast). */
export function PolicyStatusChip({ status }: { status: string }) {
  const { t } = useTranslation('policies');
  return (
    <Chip
      size="small"
      variant="outlined"
      sx={{ borderColor: BORDER[status as PolicyStatus] ?? 'grey.500', borderWidth: 2, color: 'text.primary' }}
      label={t(`status.${status}`, { defaultValue: status })}
    />
  );
}
