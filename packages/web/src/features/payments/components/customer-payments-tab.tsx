import type { Customer } from '@coverdesk/contract/customers/customers.schemas';
import { useTranslation } from 'react-i18next';
import { usePartnerCurrency } from '../../../app/partner/partner-country.ts';
import { PagedDataTable } from '../../../components/lists/paged-data-table.tsx';
import { usePaging } from '../../../components/lists/use-paging.ts';
import { usePaymentColumns } from '../../../components/payment-columns.tsx';
import { useCustomerPayments } from '../api/list-customer-payments.ts';

/** The customer details' payments tab: all the customer's payments, newest first (server paging). */
export default function CustomerPaymentsTab({ customer }: { customer: Customer }) {
  const { t } = useTranslation('payments');
  const paging = usePaging();
  const payments = useCustomerPayments(customer.guid, paging.params);
  const columns = usePaymentColumns(usePartnerCurrency());
  return <PagedDataTable label={t('title')} columns={columns} list={payments} paging={paging} />;
}
