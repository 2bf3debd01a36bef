import { type UserAccessInput, userAccessInput } from '@coverdesk/contract/users/users.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications.ts';
import { useValidationText } from '../../../components/form-text-field.tsx';
import { FormCheckboxGroup } from '../../../components/forms/form-checkbox-group.tsx';
import { FormDialog } from '../../../components/forms/form-dialog.tsx';
import { fieldErrorsOf } from '../../../lib/http-error.ts';
import { usePartnerOptions } from '../api/list-partners.ts';
import { useRoles } from '../api/list-roles.ts';
import { useSetAccess } from '../api/set-access.ts';
import { useRoleLabel } from './role-labels.ts';

/**
 * Roles and partners of a user, saved together. Partners the admin does not hold stay as they are and are not shown
 * as choices (the server refuses to change them).
 */
export function UserAccessDialog(props: { id: string; username: string; current: UserAccessInput; onClose(): void }) {
  const { t } = useTranslation('users');
  const save = useSetAccess(props.id);
  const roles = useRoles();
  const partners = usePartnerOptions();
  const roleLabel = useRoleLabel();
  const validationText = useValidationText();
  const { control, handleSubmit, formState } = useForm<UserAccessInput>({
    resolver: zodResolver(userAccessInput),
    defaultValues: props.current,
  });
  const server = fieldErrorsOf(save.error);
  const mine = new Set((partners.data ?? []).map((p) => p.value));
  const foreign = props.current.partners.filter((p) => !mine.has(p));
  const submit = handleSubmit((v) =>
    save.mutate(v, {
      onSuccess: () => {
        notify(t('accessUpdated', { name: props.username }), 'success');
        props.onClose();
      },
    }),
  );
  return (
    <FormDialog
      title={t('accessTitle', { name: props.username })}
      busy={save.isPending}
      onSubmit={submit}
      onClose={props.onClose}
      error={save.error}
      errorFallback={t('accessFailed')}
    >
      <FormCheckboxGroup
        control={control}
        name="roles"
        label={t('fields.roles')}
        options={(roles.data ?? []).map((g) => ({ value: g.name, label: roleLabel(g.name) }))}
        error={validationText(formState.errors.roles?.message) ?? server.roles}
      />
      <FormCheckboxGroup
        control={control}
        name="partners"
        label={t('fields.partners')}
        options={[
          ...(partners.data ?? []),
          ...foreign.map((p) => ({ value: p, label: t('otherPartner'), disabled: true })),
        ]}
        error={validationText(formState.errors.partners?.message) ?? server.partners}
      />
    </FormDialog>
  );
}
