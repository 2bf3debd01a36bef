import type { groupClaim, groupCustomer, groupPolicy } from '@coverdesk/contract/groups/groups.schemas';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { usePartnerCurrency } from '../../../app/partner/partner-country.ts';
import type { ListColumn } from '../../../components/lists/fit-columns.ts';
import { dateColumn, moneyColumn, phoneColumn, referenceColumn } from '../../../components/lists/list-columns.tsx';
import { PagedDataTable } from '../../../components/lists/paged-data-table.tsx';
import { usePaging } from '../../../components/lists/use-paging.ts';
import { Money } from '../../../components/money.tsx';
import { SimpleTable } from '../../../components/simple-table.tsx';
import { useGroupPage, useGroupPremiums } from '../api/group-pages.ts';

type Policy = z.infer<typeof groupPolicy>;
type Customer = z.infer<typeof groupCustomer>;
type Claim = z.infer<typeof groupClaim>;

/** The group's policies, each opening the policy page. */
export function GroupPoliciesTab({ groupId }: { groupId: string }) {
  const { t } = useTranslation('groups');
  const currency = usePartnerCurrency();
  const paging = usePaging();
  const list = useGroupPage('policies', groupId, paging.params);
  const policyStatus = (v: string) => t(`policyStatus.${v}`, { defaultValue: v });
  const columns: ListColumn<Policy>[] = [
    referenceColumn<Policy>(
      'policy_number',
      t('fields.policy_number'),
      (r) => r.policy_number,
      (r) => `/policies/${r.guid}`,
    ),
    { field: 'customer_name', headerName: t('fields.full_name'), flex: 1, minWidth: 160 },
    phoneColumn<Policy>('msisdn', t('fields.msisdn'), (r) => r.msisdn),
    {
      field: 'status',
      headerName: t('fields.status'),
      priority: 0,
      valueGetter: (v: string) => policyStatus(v),
      fitText: (r) => policyStatus(r.status),
    },
    moneyColumn<Policy>('premium_cents', t('fields.premium'), (r) => r.premium_cents, currency),
    dateColumn<Policy>('start_date', t('fields.start_date'), (r) => r.start_date, { priority: 2 }),
  ];
  return <PagedDataTable label={t('tabs.policies')} columns={columns} list={list as never} paging={paging} />;
}

/** Customers registered from the group. */
export function GroupCustomersTab({ groupId }: { groupId: string }) {
  const { t } = useTranslation('groups');
  const paging = usePaging();
  const list = useGroupPage('customers', groupId, paging.params);
  const columns: ListColumn<Customer>[] = [
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
    phoneColumn<Customer>('msisdn', t('fields.msisdn'), (r) => r.msisdn),
    { field: 'national_id', headerName: t('fields.national_id'), width: 150, priority: 2 },
    referenceColumn<Customer>('policy_number', t('fields.policy_number'), (r) => r.policy_number),
  ];
  return <PagedDataTable label={t('tabs.customers')} columns={columns} list={list as never} paging={paging} />;
}

/** Claims on the group's policies. */
export function GroupClaimsTab({ groupId }: { groupId: string }) {
  const { t } = useTranslation('groups');
  const paging = usePaging();
  const list = useGroupPage('claims', groupId, paging.params);
  const columns: ListColumn<Claim>[] = [
    referenceColumn<Claim>(
      'claim_reference',
      t('fields.claim_reference'),
      (r) => r.claim_reference,
      (r) => `/claims/${r.guid}`,
    ),
    referenceColumn<Claim>('policy_number', t('fields.policy_number'), (r) => r.policy_number),
    { field: 'customer_name', headerName: t('fields.full_name'), flex: 1, minWidth: 160 },
    { field: 'status', headerName: t('fields.status'), priority: 0, fitText: (r) => r.status },
    dateColumn<Claim>('created_at', t('fields.created_at'), (r) => r.created_at, { priority: 2 }),
  ];
  return <PagedDataTable label={t('tabs.claims')} columns={columns} list={list as never} paging={paging} />;
}

/** What the group's policies cost per period, what was paid, and how many policies are in each status. */
export function GroupPremiumsTab({ groupId }: { groupId: string }) {
  const { t } = useTranslation('groups');
  const currency = usePartnerCurrency();
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
