import { emailAddress } from '@coverdesk/contract/common/ids';
import { MAX_EMAIL_RECIPIENTS, splitRecipients } from '@coverdesk/contract/templates/email-templates.schemas';
import type { TemplateType } from '@coverdesk/contract/templates/template-fields';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notifications.ts';
import { fieldErrorsOf } from '../../lib/http-error.ts';
import { FormDialog } from '../forms/form-dialog.tsx';
import { useEmailTemplatesFor, useSendEmail } from './entity-emails-api.ts';

/** Send an email template for a record: the template, the recipients (checked here and by the server). */
export function SendEmailDialog(props: { type: TemplateType; entity: string; onClose(): void }) {
  const { t } = useTranslation();
  const templates = useEmailTemplatesFor(props.type);
  const send = useSendEmail();
  const [template, setTemplate] = useState('');
  const [recipients, setRecipients] = useState('');
  const [errors, setErrors] = useState<{ template?: string; recipients?: string }>({});
  const server = fieldErrorsOf(send.error);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const list = splitRecipients(recipients);
    const next: typeof errors = {};
    if (!template) next.template = t('emails.templateRequired');
    if (list.length === 0) next.recipients = t('emails.recipientsRequired');
    else if (list.length > MAX_EMAIL_RECIPIENTS) next.recipients = t('emails.tooMany', { max: MAX_EMAIL_RECIPIENTS });
    else if (list.some((x) => !emailAddress.safeParse(x).success)) next.recipients = t('emails.invalidRecipient');
    setErrors(next);
    if (next.template || next.recipients) return;
    send.mutate(
      { email_template_guid: template, email_recipients: list.join(','), entity_guid: props.entity },
      {
        onSuccess: (sent) => {
          notify(t('emails.queued', { count: sent.length }), 'success');
          props.onClose();
        },
      },
    );
  };
  return (
    <FormDialog
      title={t('emails.sendTitle')}
      busy={send.isPending}
      onSubmit={submit}
      onClose={props.onClose}
      error={send.error}
      errorFallback={t('emails.failed')}
    >
      <TextField
        select
        fullWidth
        margin="dense"
        label={t('emails.template')}
        value={template}
        onChange={(e) => setTemplate(e.target.value)}
        error={Boolean(errors.template ?? server.email_template_guid)}
        helperText={
          errors.template ?? server.email_template_guid ?? (templates.data?.length === 0 ? t('emails.none') : '')
        }
      >
        {(templates.data ?? []).map((x) => (
          <MenuItem key={x.guid} value={x.guid}>
            {x.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        fullWidth
        margin="dense"
        label={t('emails.recipients')}
        value={recipients}
        onChange={(e) => setRecipients(e.target.value)}
        error={Boolean(errors.recipients ?? server.email_recipients)}
        helperText={errors.recipients ?? server.email_recipients ?? t('emails.recipientsHint')}
      />
    </FormDialog>
  );
}
