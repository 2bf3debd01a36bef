import type { groupClaim, groupCustomer, groupPolicy } from '@coverdesk/contract/groups/groups.schemas';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { DateText } from '../../../components/date-text.tsx';
import { PagedDataTable } from '../../../components/lists/paged-data-table.tsx';
import { usePaging } from '../../../components/lists/use-paging.ts';
import { Money } from '../../../components/money.tsx';
import { SimpleTable } from '../../../components/simple-table.tsx';
import { usePartnerCurrency } from '../../policies/api/partner-currency.ts';
import { useGroupPage, useGroupPremiums } from '../api/group-pages.ts';

type Policy = z.infer<typeof groupPolicy>;
type Customer = z.infer<typeof groupCustomer>;
type Claim = z.infer<typeof groupClaim>;

/** The group's policies, each opening the policy page. */
export function GroupPoliciesTab({ groupId }: { groupId: string }) {
  const { t } = useTranslation('groups');
  const currency = usePartnerCurrency() ?? 'KES';
  const paging = usePaging();
  const list = useGroupPage('policies', groupId, paging.params);
  const columns: GridColDef<Policy>[] = [
    {
      field: 'policy_number',
      headerName: t('fields.policy_number'),
      width: 170,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={`/policies/${row.guid}`}>
          {row.policy_number}
        </Link>
      ),
    },
    { field: 'customer_name', headerName: t('fields.full_name'), flex: 1, minWidth: 160 },
    { field: 'msisdn', headerName: t('fields.msisdn'), width: 150 },
    {
      field: 'status',
      headerName: t('fields.status'),
      width: 120,
      valueGetter: (v: string) => t(`policyStatus.${v}`, { defaultValue: v }),
    },
    {
      field: 'premium_cents',
      headerName: t('fields.premium'),
      width: 140,
      renderCell: ({ row }) => <Money cents={row.premium_cents} currency={currency} />,
    },
    {
      field: 'start_date',
      headerName: t('fields.start_date'),
      width: 130,
      renderCell: ({ row }) => <DateText value={row.start_date} />,
    },
  ];
  return <PagedDataTable label={t('tabs.policies')} columns={columns} list={list as never} paging={paging} />;
}

/** Customers registered from the group. */
export function GroupCustomersTab({ groupId }: { groupId: string }) {
  const { t } = useTranslation('groups');
  const paging = usePaging();
  const list = useGroupPage('customers', groupId, paging.params);
  const columns: GridColDef<Customer>[] = [
    {
      field: 'full_name',
      headerName: t('fields.full_name'),
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={`/customers/${row.guid}`}>
          {row.full_name}
        </Link>
      ),
    },
    { field: 'msisdn', headerName: t('fields.msisdn'), width: 150 },
    { field: 'national_id', headerName: t('fields.national_id'), width: 150 },
    { field: 'policy_number', headerName: t('fields.policy_number'), width: 170 },
  ];
  return <PagedDataTable label={t('tabs.customers')} columns={columns} list={list as never} paging={paging} />;
}

/** Claims on the group's policies. */
export function GroupClaimsTab({ groupId }: { groupId: string }) {
  const { t } = useTranslation('groups');
  const paging = usePaging();
  const list = useGroupPage('claims', groupId, paging.params);
  const columns: GridColDef<Claim>[] = [
    {
      field: 'claim_reference',
      headerName: t('fields.claim_reference'),
      width: 170,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={`/claims/${row.guid}`}>
          {row.claim_reference}
        </Link>
      ),
    },
    { field: 'policy_number', headerName: t('fields.policy_number'), width: 170 },
    { field: 'customer_name', headerName: t('fields.full_name'), flex: 1, minWidth: 160 },
    { field: 'status', headerName: t('fields.status'), width: 140 },
    {
      field: 'created_at',
      headerName: t('fields.created_at'),
      width: 140,
      renderCell: ({ row }) => <DateText value={row.created_at} />,
    },
  ];
  return <PagedDataTable label={t('tabs.claims')} columns={columns} list={list as never} paging={paging} />;
}

/** What the group's policies cost per period, what was paid, and how many policies are in each status. */
export function GroupPremiumsTab({ groupId }: { groupId: string }) {
  const { t } = useTranslation('groups');
  const currency = usePartnerCurrency() ?? 'KES';
  const premiums = useGroupPremiums(groupId);
  const p = premiums.data;
  if (!p) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography>
        {t('premiums.perPeriod', { count: p.policies })}{' '}
        <strong>
          <Money cents={p.total_premium_cents} currency={currency} />
        </strong>{' '}
        / {t(`granularity.${p.granularity}`, { defaultValue: p.granularity })}
      </Typography>
      <Typography>
        {t('premiums.paid')}{' '}
        <strong>
          <Money cents={p.paid_cents} currency={currency} />
        </strong>
      </Typography>
      <SimpleTable
        label={t('premiums.byStatus')}
        rows={p.by_status}
        rowKey={(r) => r.status}
        columns={[
          { header: t('fields.status'), cell: (r) => t(`policyStatus.${r.status}`, { defaultValue: r.status }) },
          { header: t('premiums.policies'), cell: (r) => r.count },
        ]}
      />
    </Paper>
  );
}
