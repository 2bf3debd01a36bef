import {
  type DebitOrder,
  type DebitOrderInput,
  type DebitOrderUpdate,
  debitOrderInput,
  debitOrderUpdate,
  isLiveDebitOrder,
} from '@coverdesk/contract/debit-orders/debit-orders.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications.ts';
import { usePartnerCurrency } from '../../../app/partner/partner-country.ts';
import { useBankDetails } from '../../../app/queries/bank-details.ts';
import { useCustomerPolicies } from '../../../app/queries/list-customer-policies.ts';
import { RecordTimeline } from '../../../components/audit/record-timeline.tsx';
import { FormMoneyField } from '../../../components/form-money-field.tsx';
import { FormSelectField } from '../../../components/form-select-field.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { FormDateField } from '../../../components/forms/form-date-field.tsx';
import { FormDialog } from '../../../components/forms/form-dialog.tsx';
import { fieldErrorsOf } from '../../../lib/http-error.ts';
import { useCreateDebitOrder, usePolicyDebitOrders, useUpdateDebitOrder } from '../api/debit-orders.ts';

type CreateValues = Omit<DebitOrderInput, 'retries'> & { retries?: number };
const createResolver = zodResolver(debitOrderInput) as unknown as Resolver<CreateValues, unknown, DebitOrderInput>;
const updateResolver = zodResolver(debitOrderUpdate) as unknown as Resolver<
  DebitOrderUpdate,
  unknown,
  DebitOrderUpdate
>;
const IN_FORCE = new Set(['pending', 'active', 'lapsed']);

/**
 * A new debit order of a customer: one of their policies in force (or the given one), one of their bank accounts, the
 * amount, day (1–28), start date, reference and retries. What the bank answered about the mandate is said after. A
 * policy has one live debit order at most: for a policy that has one, the dialog names it and offers to change it.
 */
export function CreateDebitOrderDialog(props: { customerGuid: string; policyGuid?: string; onClose(): void }) {
  const [changing, setChanging] = useState<DebitOrder | null>(null);
  if (changing) return <EditDebitOrderDialog order={changing} onClose={props.onClose} />;
  return <NewDebitOrderDialog {...props} onChange={setChanging} />;
}

function NewDebitOrderDialog(props: {
  customerGuid: string;
  policyGuid?: string;
  onClose(): void;
  onChange(order: DebitOrder): void;
}) {
  const { t } = useTranslation('debit-orders');
  const banks = useBankDetails(props.customerGuid);
  const policies = useCustomerPolicies(props.customerGuid);
  const create = useCreateDebitOrder();
  const currency = usePartnerCurrency() ?? '';
  const { control, handleSubmit } = useForm<CreateValues, unknown, DebitOrderInput>({
    resolver: createResolver,
    defaultValues: {
      policy_guid: props.policyGuid ?? '',
      bank_detail_guid: '',
      day: 1,
      start_date: new Date().toISOString().slice(0, 10),
      reference: '',
      retries: 2,
    },
  });
  const policyGuid = useWatch({ control, name: 'policy_guid' });
  const live = usePolicyDebitOrders(policyGuid || undefined).data?.find(isLiveDebitOrder);
  const server = fieldErrorsOf(create.error);
  const policyOptions = (policies.data ?? [])
    .filter((p) => IN_FORCE.has(p.status) || p.guid === props.policyGuid)
    .map((p) => ({ value: p.guid, label: p.policy_number }));
  const bankOptions = (banks.data ?? []).map((b) => ({
    value: b.guid,
    label: `${b.bank_name} ••••${b.account_number.slice(-4)} (${b.account_holder})`,
  }));
  const submit = handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (d) => {
        notify(t(`created.${d.mandate_status}`, { reference: d.mandate_reference }), mandateSeverity(d));
        props.onClose();
      },
    }),
  );
  return (
    <FormDialog
      title={t('create.title')}
      busy={create.isPending}
      onSubmit={submit}
      onClose={props.onClose}
      error={create.error}
    >
      {banks.data && banks.data.length === 0 && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('create.noBankDetails')}
        </Alert>
      )}
      {live && (
        <Alert
          severity="warning"
          role="status"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => props.onChange(live)}>
              {t('create.changeExisting')}
            </Button>
          }
        >
          {t('create.existing', {
            reference: live.reference,
            mandate: live.mandate_reference,
            status: t(`mandateStatus.${live.mandate_status}`),
          })}
        </Alert>
      )}
      <FormSelectField
        control={control}
        name="policy_guid"
        label={t('fields.policy')}
        options={policyOptions}
        serverError={server.policy_guid}
        disabled={Boolean(props.policyGuid)}
      />
      <FormSelectField
        control={control}
        name="bank_detail_guid"
        label={t('fields.bank_account')}
        options={bankOptions}
        serverError={server.bank_detail_guid}
      />
      <FormMoneyField
        control={control}
        name="amount_in_cents"
        label={t('fields.amount')}
        currency={currency}
        serverError={server.amount_in_cents}
      />
      <FormTextField
        control={control}
        name="day"
        type="number"
        label={t('fields.day')}
        helperText={t('create.dayHint')}
        serverError={server.day}
      />
      <FormDateField
        control={control}
        name="start_date"
        label={t('fields.start_date')}
        serverError={server.start_date}
      />
      <FormTextField control={control} name="reference" label={t('fields.reference')} serverError={server.reference} />
      <FormTextField
        control={control}
        name="retries"
        type="number"
        label={t('fields.retries')}
        helperText={t('create.retriesHint')}
        serverError={server.retries}
      />
    </FormDialog>
  );
}

export const mandateSeverity = (d: Pick<DebitOrder, 'mandate_status'>) =>
  d.mandate_status === 'active' ? 'success' : d.mandate_status === 'rejected' ? 'error' : 'info';

/**
 * Changes the amount, day, bank account or retries; a new amount, day or account says first that the customer must
 * authorise it again.
 */
export function EditDebitOrderDialog(props: { order: DebitOrder; onClose(): void }) {
  const { t } = useTranslation('debit-orders');
  const update = useUpdateDebitOrder();
  const currency = usePartnerCurrency() ?? '';
  const o = props.order;
  const banks = useBankDetails(o.customer_guid);
  const { control, handleSubmit } = useForm<DebitOrderUpdate, unknown, DebitOrderUpdate>({
    resolver: updateResolver,
    defaultValues: {
      amount_in_cents: o.amount_in_cents,
      day: o.day,
      retries: o.retries,
      bank_detail_guid: o.bank_detail_guid,
    },
  });
  const [amount, day, account] = useWatch({ control, name: ['amount_in_cents', 'day', 'bank_detail_guid'] });
  const reauthorise = amount !== o.amount_in_cents || day !== o.day || account !== o.bank_detail_guid;
  const bankOptions = (banks.data ?? []).map((b) => ({
    value: b.guid,
    label: `${b.bank_name} ••••${b.account_number.slice(-4)} (${b.account_holder})`,
  }));
  const server = fieldErrorsOf(update.error);
  const submit = handleSubmit((body) =>
    update.mutate(
      { guid: o.guid, body },
      {
        onSuccess: (d) => {
          notify(t(reauthorise ? `updated.${d.mandate_status}` : 'updated.saved'), mandateSeverity(d));
          props.onClose();
        },
      },
    ),
  );
  return (
    <FormDialog
      title={t('edit.title', { reference: o.reference })}
      busy={update.isPending}
      onSubmit={submit}
      onClose={props.onClose}
      error={update.error}
    >
      {reauthorise && (
        <Alert severity="warning" role="status" sx={{ mb: 1 }}>
          {t('edit.reauthorise')}
        </Alert>
      )}
      {bankOptions.length > 0 && (
        <FormSelectField
          control={control}
          name="bank_detail_guid"
          label={t('fields.bank_account')}
          options={bankOptions}
          serverError={server.bank_detail_guid}
        />
      )}
      <FormMoneyField
        control={control}
        name="amount_in_cents"
        label={t('fields.amount')}
        currency={currency}
        serverError={server.amount_in_cents}
      />
      <FormTextField
        control={control}
        name="day"
        type="number"
        label={t('fields.day')}
        helperText={t('create.dayHint')}
        serverError={server.day}
      />
      <FormTextField
        control={control}
        name="retries"
        type="number"
        label={t('fields.retries')}
        serverError={server.retries}
      />
      <RecordTimeline entityGuid={o.guid} />
    </FormDialog>
  );
}
