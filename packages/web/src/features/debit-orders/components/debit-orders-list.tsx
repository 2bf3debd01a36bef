import type { DebitOrder } from '@coverdesk/contract/debit-orders/debit-orders.schemas';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../app/hooks.ts';
import { notify } from '../../../app/notifications.ts';
import { usePartnerCurrency } from '../../../app/partner/partner-country.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DateText } from '../../../components/date-text.tsx';
import { MandateDialog } from '../../../components/mandate-dialog.tsx';
import { Money } from '../../../components/money.tsx';
import { type Column, SimpleTable } from '../../../components/simple-table.tsx';
import { useRemoveDebitOrder } from '../api/debit-orders.ts';
import { EditDebitOrderDialog } from './debit-order-dialog.tsx';

const MANDATE_COLORS: Record<string, 'success' | 'warning' | 'error' | 'default'> = {
  active: 'success',
  pending_authentication: 'warning',
  rejected: 'error',
};

/** Debit orders with their mandate state; change (amount, day, retries) and remove after confirming. */
export function DebitOrdersList(props: { label: string; rows: DebitOrder[] | undefined; loading: boolean }) {
  const { t } = useTranslation('debit-orders');
  const canWrite = usePermissions().has('payments.write');
  const currency = usePartnerCurrency();
  const remove = useRemoveDebitOrder();
  const [editing, setEditing] = useState<DebitOrder | null>(null);
  const [removing, setRemoving] = useState<DebitOrder | null>(null);
  const [mandate, setMandate] = useState<string | null>(null);
  const columns: Column<DebitOrder>[] = [
    { header: t('fields.reference'), cell: (r) => r.reference },
    { header: t('fields.policy'), cell: (r) => r.policy_number },
    { header: t('fields.bank_account'), cell: (r) => `${r.bank_name} ${r.account_number_masked}` },
    {
      header: t('fields.amount'),
      cell: (r) => (currency ? <Money cents={r.amount_in_cents} currency={currency} /> : null),
    },
    { header: t('fields.day'), cell: (r) => r.day },
    { header: t('fields.start_date'), cell: (r) => <DateText value={r.start_date} /> },
    {
      header: t('fields.mandate'),
      cell: (r) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button
            size="small"
            onClick={() => setMandate(r.mandate_reference)}
            aria-label={t('mandateShow', { reference: r.mandate_reference })}
          >
            {r.mandate_reference}
          </Button>
          <Chip
            size="small"
            color={MANDATE_COLORS[r.mandate_status] ?? 'default'}
            label={t(`mandateStatus.${r.mandate_status}`)}
            title={r.mandate_message ?? r.mandate_reference}
          />
        </Stack>
      ),
    },
  ];
  if (canWrite)
    columns.push({
      header: t('fields.actions'),
      cell: (r) =>
        r.mandate_status === 'cancelled' ? null : (
          <Stack direction="row" spacing={1}>
            <Button size="small" onClick={() => setEditing(r)} aria-label={t('edit.label', { reference: r.reference })}>
              {t('edit.action')}
            </Button>
            <Button
              size="small"
              color="error"
              onClick={() => setRemoving(r)}
              aria-label={t('remove.label', { reference: r.reference })}
            >
              {t('remove.action')}
            </Button>
          </Stack>
        ),
    });
  return (
    <>
      <SimpleTable
        label={props.label}
        rows={props.rows}
        columns={columns}
        rowKey={(r) => r.guid}
        loading={props.loading}
      />
      {mandate && <MandateDialog reference={mandate} onClose={() => setMandate(null)} />}
      {editing && <EditDebitOrderDialog order={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={Boolean(removing)}
        title={t('remove.title')}
        text={t('remove.text', { reference: removing?.reference ?? '' })}
        confirmLabel={t('remove.action')}
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.guid, {
            onSuccess: () => {
              notify(t('remove.done', { reference: removing.reference }), 'success');
              setRemoving(null);
            },
          })
        }
      />
    </>
  );
}
