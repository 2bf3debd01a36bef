import type { Claim } from '@coverdesk/contract/claims/claim.schemas';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../../components/lists/fit-columns.ts';
import { CHIP_EXTRA, moneyColumn, referenceColumn } from '../../../components/lists/list-columns.tsx';
import { usePartnerCurrency } from '../api/partner-settings.ts';
import { ClaimStatusChip } from './claim-status-chip.tsx';

/** The columns every claims list shows: the reference (opens the claim), type, status and claimed amount. */
export function useClaimColumns(): Record<'reference' | 'type' | 'status' | 'claimAmount', ListColumn<Claim>> {
  const { t } = useTranslation('claims');
  const { currency } = usePartnerCurrency();
  const type = (v: string) => t(`types.${v}`);
  return {
    reference: referenceColumn<Claim>(
      'claim_reference',
      t('fields.claim_reference'),
      (r) => r.claim_reference,
      (r) => `/claims/${r.guid}`,
    ),
    type: {
      field: 'type',
      headerName: t('fields.type'),
      priority: 2,
      valueFormatter: type,
      fitText: (r) => type(r.type),
    },
    status: {
      field: 'status',
      headerName: t('fields.status'),
      priority: 0,
      renderCell: ({ row }) => <ClaimStatusChip status={row.status} />,
      fitText: (r) => t(`statuses.${r.status}`),
      fitExtra: CHIP_EXTRA,
    },
    claimAmount: moneyColumn<Claim>(
      'claim_amount_cents',
      t('fields.claim_amount_cents'),
      (r) => r.claim_amount_cents,
      currency,
    ),
  };
}
