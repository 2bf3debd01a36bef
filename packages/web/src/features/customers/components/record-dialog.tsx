import type { UseMutationResult } from '@tanstack/react-query';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormHandleSubmit } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications.ts';
import { FormDialog } from '../../../components/forms/form-dialog.tsx';
import { OperationError } from '../../../components/operation-error.tsx';
import { fieldErrorsOf } from '../../../lib/http-error.ts';

/** The frame of an add/edit form: title, the failure (operation message and the server's text), fields, actions. */
export function RecordDialog(props: {
  title: string;
  error: unknown;
  errorTitle: string;
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose(): void;
  children: ReactNode;
}) {
  return (
    <FormDialog title={props.title} busy={props.busy} onSubmit={props.onSubmit} onClose={props.onClose}>
      <OperationError error={props.error} title={props.errorTitle} />
      {props.children}
    </FormDialog>
  );
}

/** The sections of a customer's records whose add/edit dialogs save through `useRecordSave`. */
type RecordSection = 'dependants' | 'beneficiaries' | 'bankDetails';

/**
 * The save of an add/edit record dialog: sends `{ guid, body }` (no guid adds), says what was saved by name, closes;
 * gives the props of its `RecordDialog` and the server's field errors.
 */
export function useRecordSave<Values extends FieldValues, Body, Saved>(p: {
  section: RecordSection;
  /** The record edited; none when adding. */
  guid: string | undefined;
  save: UseMutationResult<Saved, Error, { guid?: string; body: Body }>;
  handleSubmit: UseFormHandleSubmit<Values, Body>;
  nameOf(saved: Saved): string;
  onClose(): void;
  /** Completes the validated values before sending (e.g. a code looked up from the chosen name). */
  toBody?(values: Body): Body;
}) {
  const { t } = useTranslation('customers');
  const editing = p.guid !== undefined;
  const onSubmit = p.handleSubmit((values) =>
    p.save.mutate(
      { guid: p.guid, body: p.toBody ? p.toBody(values) : values },
      {
        onSuccess: (saved) => {
          notify(t(editing ? `${p.section}.updated` : `${p.section}.added`, { name: p.nameOf(saved) }), 'success');
          p.onClose();
        },
      },
    ),
  );
  return {
    serverErrors: fieldErrorsOf(p.save.error),
    dialog: {
      title: t(editing ? `${p.section}.edit` : `${p.section}.add`),
      error: p.save.error,
      errorTitle: t(`${p.section}.saveFailed`),
      busy: p.save.isPending,
      onSubmit,
      onClose: p.onClose,
    },
  };
}
