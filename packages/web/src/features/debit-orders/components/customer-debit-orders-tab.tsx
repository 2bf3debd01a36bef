import type { Customer } from '@coverdesk/contract/customers/customers.schemas';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../app/hooks.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useMsisdnDebitOrders } from '../api/debit-orders.ts';
import { CreateDebitOrderDialog } from './debit-order-dialog.tsx';
import { DebitOrdersList } from './debit-orders-list.tsx';

/** The customer details' debit orders: the customer's debit orders (GET debit_orders?msisdn=), add, change, remove. */
export default function CustomerDebitOrdersTab({ customer }: { customer: Customer }) {
  const { t } = useTranslation('debit-orders');
  const canWrite = usePermissions().has('payments.write');
  const list = useMsisdnDebitOrders(customer.msisdn);
  const [adding, setAdding] = useState(false);
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          {t('title')}
        </Typography>
        {canWrite && (
          <Button variant="contained" onClick={() => setAdding(true)}>
            {t('create.action')}
          </Button>
        )}
      </Stack>
      {list.isError && <Typography role="alert">{errorText(list.error)}</Typography>}
      <DebitOrdersList label={t('title')} rows={list.data} loading={list.isPending} />
      {adding && <CreateDebitOrderDialog customerGuid={customer.guid} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
