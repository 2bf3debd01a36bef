import type { Policy } from '@coverdesk/contract/policies/policies.schemas';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DateText } from '../../../components/date-text.tsx';
import { Money } from '../../../components/money.tsx';
import { PolicyStatusChip } from './policy-status-chip.tsx';

type PolicyRow = Policy & { customer_name?: string | null; product_name?: string | null };

/**
 * The columns of a policy list; the number opens the policy. With `parties` (lists across customers), the customer
 * and the product too, each a link.
 */
export function usePolicyColumns(
  currency: string | undefined,
  opts: { parties?: boolean } = {},
): GridColDef<PolicyRow>[] {
  const { t } = useTranslation('policies');
  const parties: GridColDef<PolicyRow>[] = opts.parties
    ? [
        {
          field: 'customer_name',
          headerName: t('fields.customer'),
          flex: 1,
          minWidth: 170,
          renderCell: ({ row }) => (
            <Link component={RouterLink} to={`/customers/${row.customer_guid}`}>
              {row.customer_name ?? t('list.customer')}
            </Link>
          ),
        },
        {
          field: 'product_name',
          headerName: t('fields.product'),
          flex: 1,
          minWidth: 150,
          renderCell: ({ row }) => (
            <Link component={RouterLink} to={`/products/${row.product_guid}`}>
              {row.product_name ?? t('list.product')}
            </Link>
          ),
        },
      ]
    : [];
  return [
    {
      field: 'policy_number',
      headerName: t('fields.policy_number'),
      flex: 1,
      minWidth: 140,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={`/policies/${row.guid}`}>
          {row.policy_number}
        </Link>
      ),
    },
    {
      field: 'status',
      headerName: t('fields.status'),
      width: 190,
      renderCell: ({ row }) => <PolicyStatusChip status={row.status} />,
    },
    ...parties,
    {
      field: 'premium_cents',
      headerName: t('fields.premium'),
      width: 200,
      renderCell: ({ row }) =>
        currency ? (
          <>
            <Money cents={row.premium_cents} currency={currency} />{' '}
            {t(`per.${row.granularity}`, { defaultValue: row.granularity })}
          </>
        ) : null,
    },
    {
      field: 'start_date',
      headerName: t('fields.start_date'),
      width: 130,
      renderCell: ({ row }) => <DateText value={row.start_date} />,
    },
    {
      field: 'purchased_at',
      headerName: t('fields.purchased_at'),
      width: 130,
      renderCell: ({ row }) => <DateText value={row.purchased_at} />,
    },
  ];
}
