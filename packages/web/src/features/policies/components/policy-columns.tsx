import type { Policy } from '@coverdesk/contract/policies/policies.schemas';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ListColumn } from '../../../components/lists/fit-columns.ts';
import { CHIP_EXTRA, dateColumn, moneyColumn, referenceColumn } from '../../../components/lists/list-columns.tsx';
import { Money } from '../../../components/money.tsx';
import { PolicyStatusChip } from '../../../components/policy-status-chip.tsx';
import { formatMoney } from '../../../lib/money.ts';

type PolicyRow = Policy & { customer_name?: string | null; product_name?: string | null };

/**
 * The columns of a policy list; the number opens the policy. With `parties` (lists across customers), the customer
 * and the product too, each a link.
 */
export function usePolicyColumns(
  currency: string | undefined,
  opts: { parties?: boolean } = {},
): ListColumn<PolicyRow>[] {
  const { t } = useTranslation('policies');
  const parties: ListColumn<PolicyRow>[] = opts.parties
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
          priority: 2,
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
    referenceColumn<PolicyRow>(
      'policy_number',
      t('fields.policy_number'),
      (r) => r.policy_number,
      (r) => `/policies/${r.guid}`,
    ),
    {
      field: 'status',
      headerName: t('fields.status'),
      priority: 0,
      renderCell: ({ row }) => <PolicyStatusChip status={row.status} />,
      fitText: (row) => t(`status.${row.status}`, { defaultValue: row.status }),
      fitExtra: CHIP_EXTRA,
    },
    ...parties,
    moneyColumn<PolicyRow>('premium_cents', t('fields.premium'), (r) => r.premium_cents, currency, {
      renderCell: ({ row }) =>
        currency ? (
          <>
            <Money cents={row.premium_cents} currency={currency} />{' '}
            {t(`per.${row.granularity}`, { defaultValue: row.granularity })}
          </>
        ) : null,
      fitText: (row, language) =>
        `${formatMoney(row.premium_cents, currency, language)} ${t(`per.${row.granularity}`, { defaultValue: row.granularity })}`,
    }),
    dateColumn<PolicyRow>('start_date', t('fields.start_date'), (r) => r.start_date),
    dateColumn<PolicyRow>('purchased_at', t('fields.purchased_at'), (r) => r.purchased_at, { priority: 2 }),
  ];
}
