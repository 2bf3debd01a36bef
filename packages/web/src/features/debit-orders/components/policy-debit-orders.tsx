import { isLiveDebitOrder } from '@coverdesk/contract/debit-orders/debit-orders.schemas';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../app/hooks.ts';
import { usePolicyDebitOrders } from '../api/debit-orders.ts';
import { CreateDebitOrderDialog, EditDebitOrderDialog } from './debit-order-dialog.tsx';
import { DebitOrdersList } from './debit-orders-list.tsx';

/**
 * The policy page's debit orders section (GET debit_orders/policy): add for a policy still in force without one,
 * change for a policy that has its one live debit order.
 */
export function PolicyDebitOrders(props: { policyGuid: string; customerGuid: string; inForce: boolean }) {
  const { t } = useTranslation('debit-orders');
  const canWrite = usePermissions().has('payments.write');
  const list = usePolicyDebitOrders(props.policyGuid);
  const [adding, setAdding] = useState(false);
  const live = list.data?.find(isLiveDebitOrder);
  return (
    <Stack spacing={1}>
      {canWrite && props.inForce && list.data && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => setAdding(true)}>
            {live ? t('edit.label', { reference: live.reference }) : t('create.action')}
          </Button>
        </Stack>
      )}
      <DebitOrdersList label={t('title')} rows={list.data} loading={list.isPending} />
      {adding && live && <EditDebitOrderDialog order={live} onClose={() => setAdding(false)} />}
      {adding && !live && (
        <CreateDebitOrderDialog
          customerGuid={props.customerGuid}
          policyGuid={props.policyGuid}
          onClose={() => setAdding(false)}
        />
      )}
    </Stack>
  );
}
