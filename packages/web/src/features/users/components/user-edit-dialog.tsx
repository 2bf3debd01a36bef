import type { UserRepresentation } from '@coverdesk/contract/identity/identity.schemas';
import { type UserEditForm, userEditForm } from '@coverdesk/contract/users/users.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications.ts';
import { FormCheckbox } from '../../../components/form-checkbox.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { FormDialog } from '../../../components/forms/form-dialog.tsx';
import { fieldErrorsOf } from '../../../lib/http-error.ts';
import { useUpdateUser } from '../api/update-user.ts';

/** Names, email and enabled of a user. */
export function UserEditDialog({ user, onClose }: { user: UserRepresentation; onClose(): void }) {
  const { t } = useTranslation('users');
  const update = useUpdateUser(user.id);
  const { control, handleSubmit } = useForm<UserEditForm>({
    resolver: zodResolver(userEditForm),
    defaultValues: {
      email: user.email ?? '',
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      enabled: user.enabled,
    },
  });
  const server = fieldErrorsOf(update.error);
  const submit = handleSubmit((v) =>
    update.mutate(v, {
      onSuccess: () => {
        notify(t('updated', { name: user.username }), 'success');
        onClose();
      },
    }),
  );
  return (
    <FormDialog
      title={t('editTitle', { name: user.username })}
      busy={update.isPending}
      onSubmit={submit}
      onClose={onClose}
      error={update.error}
      errorFallback={t('updateFailed')}
    >
      <FormTextField control={control} name="email" label={t('fields.email')} type="email" serverError={server.email} />
      <FormTextField control={control} name="firstName" label={t('fields.firstName')} serverError={server.firstName} />
      <FormTextField control={control} name="lastName" label={t('fields.lastName')} serverError={server.lastName} />
      <FormCheckbox control={control} name="enabled" label={t('fields.enabled')} />
    </FormDialog>
  );
}
