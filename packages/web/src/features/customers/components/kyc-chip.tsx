import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLOURS = { none: 'default', pending: 'warning', verified: 'success', failed: 'error' } as const;

/** The customer's KYC status as a labelled chip. */
export function KycChip({ status }: { status: string }) {
  const { t } = useTranslation('customers');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOURS[status as keyof typeof COLOURS] ?? 'default'}
      label={`${t('kyc.label')}: ${t(`kyc.statuses.${status}`, { defaultValue: status })}`}
    />
  );
}
