import { type GroupPayment, groupPaymentInput } from '@coverdesk/contract/groups/groups.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notify } from '../../../app/notifications.ts';
import { usePartnerCurrency } from '../../../app/partner/partner-country.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormMoneyField } from '../../../components/form-money-field.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { FormDateField } from '../../../components/forms/form-date-field.tsx';
import { FormDialog } from '../../../components/forms/form-dialog.tsx';
import type { ListColumn } from '../../../components/lists/fit-columns.ts';
import { dateColumn, moneyColumn } from '../../../components/lists/list-columns.tsx';
import { PagedDataTable } from '../../../components/lists/paged-data-table.tsx';
import { usePaging } from '../../../components/lists/use-paging.ts';
import { fieldErrorsOf } from '../../../lib/http-error.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useCreateGroupPayment, useGroupPayments } from '../api/group-payments.ts';

type Values = z.input<typeof groupPaymentInput>;
type Out = z.output<typeof groupPaymentInput>;

/** The group's payments, and a new one split over its policies (confirmed with what will happen). */
export function GroupPaymentsTab({ groupId, canPay }: { groupId: string; canPay: boolean }) {
  const { t, i18n } = useTranslation('groups');
  const currency = usePartnerCurrency();
  const paging = usePaging();
  const list = useGroupPayments(groupId, paging.params);
  const create = useCreateGroupPayment();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<Out>();
  const key = useRef<string | undefined>(undefined);
  const { control, handleSubmit, reset } = useForm<Values, unknown, Out>({
    resolver: zodResolver(groupPaymentInput),
    defaultValues: { group_id: groupId, effected_date: new Date().toISOString().slice(0, 10), mno_reference: '' },
  });
  const errors = fieldErrorsOf(create.error);
  const columns: ListColumn<GroupPayment>[] = [
    {
      field: 'mno_reference',
      headerName: t('fields.mno_reference'),
      priority: 0,
      fitText: (r) => r.mno_reference ?? '',
    },
    moneyColumn<GroupPayment>('amount_cents', t('fields.amount'), (r) => r.amount_cents, currency),
    { field: 'policies', headerName: t('premiums.policies'), width: 110, type: 'number', priority: 2 },
    moneyColumn<GroupPayment>('unallocated_cents', t('payments.unallocated'), (r) => r.unallocated_cents, currency),
    dateColumn<GroupPayment>('effected_date', t('fields.effected_date'), (r) => r.effected_date),
  ];
  const close = () => {
    setOpen(false);
    setPending(undefined);
    key.current = undefined;
    create.reset();
  };
  return (
    <Stack spacing={2}>
      {canPay && (
        <Box>
          <Button
            variant="contained"
            onClick={() => {
              reset();
              setOpen(true);
            }}
          >
            {t('payments.new')}
          </Button>
        </Box>
      )}
      <PagedDataTable label={t('tabs.payments')} columns={columns} list={list} paging={paging} />
      {open && !pending && (
        <FormDialog
          title={t('payments.new')}
          busy={create.isPending}
          onClose={close}
          error={create.error}
          errorFallback={t('payments.failed')}
          onSubmit={handleSubmit((v) => setPending(v))}
        >
          <FormMoneyField
            control={control}
            name="amount_cents"
            label={t('fields.amount')}
            currency={currency ?? ''}
            serverError={errors.amount_cents}
          />
          <FormDateField
            control={control}
            name="effected_date"
            label={t('fields.effected_date')}
            serverError={errors.effected_date}
          />
          <FormTextField
            control={control}
            name="mno_reference"
            label={t('fields.mno_reference')}
            serverError={errors.mno_reference}
          />
        </FormDialog>
      )}
      <ConfirmDialog
        open={Boolean(pending)}
        title={t('payments.confirmTitle')}
        text={t('payments.confirmText', {
          amount: formatMoney(pending?.amount_cents ?? 0, currency, i18n.language),
          reference: pending?.mno_reference ?? '',
        })}
        confirmLabel={t('payments.record')}
        busy={create.isPending}
        onClose={() => setPending(undefined)}
        onConfirm={() => {
          if (!pending) return;
          key.current ??= newIdempotencyKey();
          create.mutate(
            { ...pending, key: key.current },
            {
              onSuccess: (p) => {
                notify(
                  t('payments.done', {
                    count: p.policies,
                    unallocated: formatMoney(p.unallocated_cents, currency, i18n.language),
                  }),
                  'success',
                );
                close();
              },
              onError: () => setPending(undefined),
            },
          );
        }}
      />
    </Stack>
  );
}
