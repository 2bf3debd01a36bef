import type { Policy } from '@coverdesk/contract/policies/policies.schemas';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DateText } from '../../../components/date-text.tsx';
import { Money } from '../../../components/money.tsx';
import { PolicyStatusChip } from './policy-status-chip.tsx';

/** The columns of a policy list; the number opens the policy. */
export function usePolicyColumns(currency: string | undefined): GridColDef<Policy>[] {
  const { t } = useTranslation('policies');
  return [
    {
      field: 'policy_number',
      headerName: t('fields.policy_number'),
      flex: 1,
      minWidth: 160,
      renderCell: ({ row }) => (
        <Link
          component={RouterLink}
          to={`/policies/${row.guid}`}
          aria-label={t('list.openOne', { number: row.policy_number })}
        >
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
