import type { UserState } from '@coverdesk/contract/users/users.schemas';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** Enabled, disabled or locked out (brute force), as one chip. */
export function UserStatusChip({ enabled, state }: { enabled: boolean; state?: UserState }) {
  const { t } = useTranslation('users');
  if (!enabled) return <Chip size="small" label={t('status.disabled')} />;
  if (state?.locked) return <Chip size="small" color="warning" label={t('status.locked')} />;
  return <Chip size="small" color="success" label={t('status.active')} />;
}
