import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../app/hooks.ts';
import { usePolicyDebitOrders } from '../api/debit-orders.ts';
import { CreateDebitOrderDialog } from './debit-order-dialog.tsx';
import { DebitOrdersList } from './debit-orders-list.tsx';

/** The policy page's debit orders section (GET debit_orders/policy), with add for a policy still in force. */
export function PolicyDebitOrders(props: { policyGuid: string; customerGuid: string; inForce: boolean }) {
  const { t } = useTranslation('debit-orders');
  const canWrite = usePermissions().has('payments.write');
  const list = usePolicyDebitOrders(props.policyGuid);
  const [adding, setAdding] = useState(false);
  return (
    <Stack spacing={1}>
      {canWrite && props.inForce && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => setAdding(true)}>{t('create.action')}</Button>
        </Stack>
      )}
      <DebitOrdersList label={t('title')} rows={list.data} loading={list.isPending} />
      {adding && (
        <CreateDebitOrderDialog
          customerGuid={props.customerGuid}
          policyGuid={props.policyGuid}
          onClose={() => setAdding(false)}
        />
      )}
    </Stack>
  );
}
