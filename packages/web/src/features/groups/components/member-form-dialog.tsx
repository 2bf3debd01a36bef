import { GENDERS } from '@coverdesk/contract/customers/customers.schemas';
import { dependantInput, RELATIONSHIPS } from '@coverdesk/contract/customers/dependants.schemas';
import { type TempMember, tempPrincipalUpdate } from '@coverdesk/contract/groups/groups.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notify } from '../../../app/notifications.ts';
import { FormSelectField } from '../../../components/form-select-field.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { FormDateField } from '../../../components/forms/form-date-field.tsx';
import { FormDialog } from '../../../components/forms/form-dialog.tsx';
import { fieldErrorsOf } from '../../../lib/http-error.ts';
import { valueLabel } from '../../../lib/value-label.ts';
import { useSaveMember } from '../api/temp-members.ts';

type PrincipalValues = z.input<typeof tempPrincipalUpdate>;
type DependantValues = z.input<typeof dependantInput>;

/**
 * Add or edit a temporary principal (a phone number is enough; name and date of birth are needed before
 * registration) or a dependant of one (name, relationship and gender).
 */
export function MemberFormDialog(props: {
  groupId: string;
  kind: 'principal' | 'dependant';
  member?: TempMember;
  principal?: TempMember;
  onClose(): void;
}) {
  const { t } = useTranslation('groups');
  const save = useSaveMember();
  const m = props.member;
  const errors = fieldErrorsOf(save.error);
  const done = (name: string) => {
    notify(t(m ? 'members.updated' : 'members.added', { name }), 'success');
    props.onClose();
  };
  const principalForm = useForm<PrincipalValues, unknown, z.output<typeof tempPrincipalUpdate>>({
    resolver: zodResolver(tempPrincipalUpdate),
    defaultValues: {
      msisdn: m?.msisdn ?? '',
      full_name: m?.full_name ?? '',
      // Only the phone number is required (SPEC): an empty date of birth is none, not an invalid date.
      date_of_birth: m?.date_of_birth ?? null,
      national_id: m?.national_id ?? '',
      gender: (m?.gender as PrincipalValues['gender']) ?? null,
    },
  });
  const dependantForm = useForm<DependantValues, unknown, z.output<typeof dependantInput>>({
    resolver: zodResolver(dependantInput),
    defaultValues: {
      full_name: m?.full_name ?? '',
      relationship: (m?.relationship as DependantValues['relationship']) ?? 'Child',
      gender: (m?.gender as DependantValues['gender']) ?? 'female',
      date_of_birth: m?.date_of_birth ?? null,
      national_id: m?.national_id ?? '',
      msisdn: m?.msisdn ?? '',
    },
  });
  const title =
    props.kind === 'principal'
      ? t(m ? 'members.editPrincipal' : 'members.addPrincipal')
      : t(m ? 'members.editDependant' : 'members.addDependantOf', { name: props.principal?.full_name ?? '' });
  const genders = GENDERS.map((g) => ({ value: g, label: t(`genders.${g}`) }));
  if (props.kind === 'principal') {
    const { control, handleSubmit } = principalForm;
    return (
      <FormDialog
        title={title}
        busy={save.isPending}
        onClose={props.onClose}
        error={save.error}
        errorFallback={t('members.saveFailed')}
        onSubmit={handleSubmit((body) =>
          save.mutate(
            { kind: 'principal', guid: m?.guid, groupId: props.groupId, body },
            { onSuccess: (r) => done(r.full_name ?? r.msisdn ?? '') },
          ),
        )}
      >
        <FormTextField
          control={control}
          name="msisdn"
          label={t('fields.msisdn')}
          serverError={errors.msisdn}
          autoFocus
        />
        <FormTextField
          control={control}
          name="full_name"
          label={t('fields.full_name')}
          serverError={errors.full_name}
        />
        <FormDateField
          control={control}
          name="date_of_birth"
          label={t('fields.date_of_birth')}
          serverError={errors.date_of_birth}
          nullable
        />
        <FormTextField
          control={control}
          name="national_id"
          label={t('fields.national_id')}
          serverError={errors.national_id}
        />
        <FormSelectField control={control} name="gender" label={t('fields.gender')} options={genders} />
      </FormDialog>
    );
  }
  const { control, handleSubmit } = dependantForm;
  return (
    <FormDialog
      title={title}
      busy={save.isPending}
      onClose={props.onClose}
      error={save.error}
      errorFallback={t('members.saveFailed')}
      onSubmit={handleSubmit((body) =>
        save.mutate(
          { kind: 'dependant', guid: m?.guid, principalId: props.principal?.guid ?? '', body },
          { onSuccess: (r) => done(r.full_name ?? '') },
        ),
      )}
    >
      <FormTextField
        control={control}
        name="full_name"
        label={t('fields.full_name')}
        serverError={errors.full_name}
        autoFocus
      />
      <FormSelectField
        control={control}
        name="relationship"
        label={t('fields.relationship')}
        options={RELATIONSHIPS.map((r) => ({ value: r, label: valueLabel(t, 'relationships', r) }))}
        serverError={errors.relationship}
      />
      <FormSelectField control={control} name="gender" label={t('fields.gender')} options={genders} />
      <FormDateField control={control} name="date_of_birth" label={t('fields.date_of_birth')} nullable />
      <FormTextField control={control} name="national_id" label={t('fields.national_id')} />
      <FormTextField control={control} name="msisdn" label={t('fields.msisdn')} serverError={errors.msisdn} />
    </FormDialog>
  );
}
