import type { Payment } from '@coverdesk/contract/payments/payments.schemas';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import { DateText } from '../../../components/date-text.tsx';
import { Money } from '../../../components/money.tsx';
import { usePolicyPayments } from '../../payments/api/list-policy-payments.ts';
import { usePolicyPremiums } from '../api/get-premiums.ts';
import { FieldList } from './field-list.tsx';

/** Premium, what was paid and until when, then the policy's payments (server paging). */
export function PolicyPremiums({ policyGuid, currency }: { policyGuid: string; currency: string }) {
  const { t } = useTranslation('policies');
  const premiums = usePolicyPremiums(policyGuid);
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const payments = usePolicyPayments({ policy_guid: policyGuid, ...paging });
  const p = premiums.data;
  const columns: GridColDef<Payment>[] = [
    {
      field: 'effected_at',
      headerName: t('payment.effected_at'),
      width: 130,
      renderCell: ({ row }) => <DateText value={row.effected_at} />,
    },
    {
      field: 'amount_cents',
      headerName: t('payment.amount'),
      width: 150,
      renderCell: ({ row }) => <Money cents={row.amount_cents} currency={currency} />,
    },
    {
      field: 'mno_reference',
      headerName: t('payment.mno_reference'),
      flex: 1,
      minWidth: 150,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={`/payments/${row.guid}`}>
          {row.mno_reference}
        </Link>
      ),
    },
    { field: 'payment_type', headerName: t('payment.type'), width: 110 },
    { field: 'status', headerName: t('payment.status'), width: 110 },
  ];
  return (
    <Stack spacing={2}>
      {p && (
        <FieldList
          items={[
            {
              label: t('fields.premium'),
              value: (
                <>
                  <Money cents={p.premium_cents} currency={currency} />{' '}
                  {t(`per.${p.granularity}`, { defaultValue: p.granularity })}
                </>
              ),
            },
            { label: t('premiums.paid'), value: <Money cents={p.paid_cents} currency={currency} /> },
            { label: t('premiums.periods_paid'), value: p.periods_paid },
            { label: t('premiums.paid_until'), value: <DateText value={p.paid_until} /> },
          ]}
        />
      )}
      <DataTable
        label={t('sections.payments')}
        rows={payments.data?.items ?? []}
        count={payments.data?.count ?? 0}
        columns={columns}
        page={paging.page}
        size={paging.size}
        loading={payments.isFetching}
        getRowId={(r) => r.guid}
        onPage={(page, size) => setPaging({ page, size })}
      />
    </Stack>
  );
}
