import type { Claim } from '@coverdesk/contract/claims/claim.schemas';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Money } from '../../../components/money.tsx';
import { usePartnerCurrency } from '../api/partner-settings.ts';
import { ClaimStatusChip } from './claim-status-chip.tsx';

/** The columns every claims list shows: the reference (opens the claim), type, status and claimed amount. */
export function useClaimColumns(): Record<'reference' | 'type' | 'status' | 'claimAmount', GridColDef<Claim>> {
  const { t } = useTranslation('claims');
  const { currency } = usePartnerCurrency();
  return {
    reference: {
      field: 'claim_reference',
      headerName: t('fields.claim_reference'),
      width: 150,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={`/claims/${row.guid}`}>
          {row.claim_reference}
        </Link>
      ),
    },
    type: { field: 'type', headerName: t('fields.type'), width: 105, valueFormatter: (v: string) => t(`types.${v}`) },
    status: {
      field: 'status',
      headerName: t('fields.status'),
      width: 175,
      renderCell: ({ row }) => <ClaimStatusChip status={row.status} />,
    },
    claimAmount: {
      field: 'claim_amount_cents',
      headerName: t('fields.claim_amount_cents'),
      width: 130,
      renderCell: ({ row }) => <Money cents={row.claim_amount_cents} currency={currency} />,
    },
  };
}
