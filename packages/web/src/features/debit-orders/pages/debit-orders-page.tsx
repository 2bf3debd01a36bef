import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ListHeader } from '../../../components/lists/list-header.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useMsisdnDebitOrders } from '../api/debit-orders.ts';
import { DebitOrdersList } from '../components/debit-orders-list.tsx';

/**
 * Debit order management (SPEC §2): a customer's debit orders by phone number (GET debit_orders?msisdn=), with their
 * mandates; change or remove them here, add one from the customer's page (their bank details and policies).
 */
export default function DebitOrdersPage() {
  const { t } = useTranslation('debit-orders');
  const [text, setText] = useState('');
  const msisdn = useDeferredValue(text.trim()).replace(/\s/g, '');
  const list = useMsisdnDebitOrders(msisdn.length >= 6 ? msisdn : undefined);
  const first = list.data?.[0];
  return (
    <Stack spacing={2}>
      <ListHeader title={t('title')}>
        <Link component={RouterLink} to="/debit-orders/transactions">
          {t('transactions.title')}
        </Link>
      </ListHeader>
      <TextField
        label={t('management.msisdn')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        helperText={t('management.hint')}
        sx={{ maxWidth: 360 }}
      />
      {list.isError && <Typography role="alert">{errorText(list.error)}</Typography>}
      {list.data && (
        <>
          {first && (
            <Link component={RouterLink} to={`/customers/${first.customer_guid}/debit-orders`}>
              {t('management.openCustomer')}
            </Link>
          )}
          <DebitOrdersList label={t('title')} rows={list.data} loading={list.isFetching} />
        </>
      )}
    </Stack>
  );
}
