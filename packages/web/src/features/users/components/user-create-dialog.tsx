import { type UserCreateForm, userCreateForm } from '@coverdesk/contract/users/users.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications.ts';
import { FormCheckbox } from '../../../components/form-checkbox.tsx';
import { FormTextField, useValidationText } from '../../../components/form-text-field.tsx';
import { FormCheckboxGroup } from '../../../components/forms/form-checkbox-group.tsx';
import { FormDialog } from '../../../components/forms/form-dialog.tsx';
import { fieldErrorsOf } from '../../../lib/http-error.ts';
import { useCreateUser } from '../api/create-user.ts';
import { usePartnerOptions } from '../api/list-partners.ts';
import { useRoles } from '../api/list-roles.ts';
import { useRoleLabel } from './role-labels.ts';

/** A new user: names, email, at least one role and one partner, and an optional initial password. */
export function UserCreateDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('users');
  const create = useCreateUser();
  const roles = useRoles();
  const partners = usePartnerOptions();
  const roleLabel = useRoleLabel();
  const validationText = useValidationText();
  const { control, handleSubmit, formState, watch } = useForm<UserCreateForm>({
    resolver: zodResolver(userCreateForm),
    defaultValues: {
      username: '',
      email: '',
      firstName: '',
      lastName: '',
      enabled: true,
      roles: [],
      partners: [],
      initialPassword: '',
      temporaryPassword: true,
    },
  });
  const server = fieldErrorsOf(create.error);
  const submit = handleSubmit((v) =>
    create.mutate(v, {
      onSuccess: ({ linkSent }) => {
        notify(t(linkSent ? 'createdLinkSent' : 'created', { name: v.username }), 'success');
        onClose();
      },
    }),
  );
  return (
    <FormDialog
      title={t('createTitle')}
      busy={create.isPending}
      onSubmit={submit}
      onClose={onClose}
      error={create.error}
      errorFallback={t('createFailed')}
    >
      <FormTextField
        control={control}
        name="username"
        label={t('fields.username')}
        serverError={server.username}
        autoFocus
      />
      <FormTextField control={control} name="email" label={t('fields.email')} type="email" serverError={server.email} />
      <FormTextField control={control} name="firstName" label={t('fields.firstName')} serverError={server.firstName} />
      <FormTextField control={control} name="lastName" label={t('fields.lastName')} serverError={server.lastName} />
      <FormCheckbox control={control} name="enabled" label={t('fields.enabled')} />
      <FormCheckboxGroup
        control={control}
        name="roles"
        label={t('fields.roles')}
        options={(roles.data ?? []).map((g) => ({ value: g.name, label: roleLabel(g.name) }))}
        error={validationText(formState.errors.roles?.message) ?? server.groups}
      />
      <FormCheckboxGroup
        control={control}
        name="partners"
        label={t('fields.partners')}
        options={partners.data ?? []}
        error={validationText(formState.errors.partners?.message) ?? server['attributes.partners']}
      />
      <FormTextField
        control={control}
        name="initialPassword"
        type="password"
        autoComplete="new-password"
        label={t('fields.initialPassword')}
        helperText={t('hints.initialPassword')}
        serverError={server['credentials.0.value']}
      />
      {watch('initialPassword') !== '' && (
        <FormCheckbox control={control} name="temporaryPassword" label={t('fields.temporaryPassword')} />
      )}
    </FormDialog>
  );
}
