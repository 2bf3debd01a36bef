import type { Customer } from '@coverdesk/contract/customers/customers.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import { usePartnerCurrency } from '../../policies/api/partner-currency.ts';
import { useCustomerPayments } from '../api/list-customer-payments.ts';
import { usePaymentColumns } from './payment-columns.tsx';

/** The customer details' payments tab: all the customer's payments, newest first (server paging). */
export default function CustomerPaymentsTab({ customer }: { customer: Customer }) {
  const { t } = useTranslation('payments');
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const payments = useCustomerPayments(customer.guid, paging);
  const columns = usePaymentColumns(usePartnerCurrency());
  return (
    <DataTable
      label={t('title')}
      rows={payments.data?.items ?? []}
      count={payments.data?.count ?? 0}
      columns={columns}
      page={paging.page}
      size={paging.size}
      loading={payments.isFetching}
      getRowId={(r) => r.guid}
      onPage={(page, size) => setPaging({ page, size })}
    />
  );
}
