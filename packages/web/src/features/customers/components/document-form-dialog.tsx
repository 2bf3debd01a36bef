import {
  CUSTOMER_FILE_TYPES,
  type CustomerFile,
  type CustomerFileUpdate,
  customerFileUpdate,
} from '@coverdesk/contract/customers/customer-files.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications.ts';
import { fieldErrorsOf } from '../../../lib/http-error.ts';
import { useUpdateCustomerFile } from '../api/customer-files.ts';
import { FormField } from './form-field.tsx';
import { RecordDialog } from './record-dialog.tsx';

interface Values {
  type: string;
  filename: string;
}
const resolver = zodResolver(customerFileUpdate) as unknown as Resolver<Values, unknown, CustomerFileUpdate>;

/** Rename or retype a document. */
export function DocumentFormDialog({ file, onClose }: { file: CustomerFile; onClose(): void }) {
  const { t } = useTranslation('customers');
  const update = useUpdateCustomerFile();
  const { control, handleSubmit } = useForm<Values, unknown, CustomerFileUpdate>({
    resolver,
    defaultValues: { type: file.type, filename: file.filename },
  });
  const serverErrors = fieldErrorsOf(update.error);
  const submit = handleSubmit((body) =>
    update.mutate(
      { guid: file.guid, body },
      {
        onSuccess: (saved) => {
          notify(t('documents.updated', { name: saved.filename }), 'success');
          onClose();
        },
      },
    ),
  );
  return (
    <RecordDialog
      title={t('documents.edit')}
      error={update.error}
      errorTitle={t('documents.saveFailed')}
      busy={update.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormField
        control={control}
        name="filename"
        label={t('app:documents.filename')}
        required
        autoFocus
        serverError={serverErrors.filename}
      />
      <FormField
        control={control}
        name="type"
        label={t('app:documents.type')}
        required
        options={CUSTOMER_FILE_TYPES.map((x) => ({ value: x, label: t(`app:documents.types.${x}`) }))}
        serverError={serverErrors.type}
      />
    </RecordDialog>
  );
}
