import type { Customer, CustomerUpdate } from '@coverdesk/contract/customers/customers.schemas';
import { customerUpdate } from '@coverdesk/contract/customers/customers.schemas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications.ts';
import { FormDialog } from '../../../components/forms/form-dialog.tsx';
import { OperationError } from '../../../components/operation-error.tsx';
import { fieldErrorsOf } from '../../../lib/http-error.ts';
import { useUpdateCustomer } from '../api/update-customer.ts';
import { CustomerFields, type CustomerFormValues, customerToForm } from './customer-fields.tsx';
import { usePhoneCheckedResolver } from './use-phone-checked-resolver.ts';

// Read as phone numbers of the partner's country.
const PHONE_FIELDS = ['msisdn', 'beneficiary_msisdn'];

/** Edit every field of a customer, and their status (PUT /api/customers/{guid}). */
export function EditCustomerDialog({ customer, onClose }: { customer: Customer; onClose(): void }) {
  const { t } = useTranslation('customers');
  const update = useUpdateCustomer(customer.guid);
  const resolver = usePhoneCheckedResolver<CustomerFormValues, CustomerUpdate>(customerUpdate, PHONE_FIELDS);
  const { control, handleSubmit } = useForm<CustomerFormValues, unknown, CustomerUpdate>({
    resolver,
    defaultValues: customerToForm(customer),
  });
  const serverErrors = fieldErrorsOf(update.error);
  const submit = handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: (c) => {
        notify(t('updated', { name: c.full_name }), 'success');
        onClose();
      },
    }),
  );
  return (
    <FormDialog title={t('edit.title')} busy={update.isPending} onSubmit={submit} onClose={onClose} maxWidth="md">
      <OperationError error={update.error} title={t('edit.failed')} />
      <CustomerFields control={control} serverErrors={serverErrors} withStatus autoFocus />
    </FormDialog>
  );
}
