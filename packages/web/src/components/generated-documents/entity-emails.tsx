import type { TemplateType } from '@coverdesk/contract/templates/template-fields';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../app/hooks.ts';
import { DateText } from '../date-text.tsx';
import { SimpleTable } from '../simple-table.tsx';
import { useEntityEmails } from './entity-emails-api.ts';
import { SendEmailDialog } from './send-email-dialog.tsx';

const COLOR = { sent: 'success', stored: 'info', failed: 'error', queued: 'default' } as const;

/** "Send email" on a record's page (for those allowed) and the emails sent about it with their delivery state. */
export function EntityEmails(props: { type: TemplateType; entity: string }) {
  const { t } = useTranslation();
  const canSend = usePermissions().has('emails.send');
  const emails = useEntityEmails(props.entity);
  const [sending, setSending] = useState(false);
  return (
    <Stack spacing={1}>
      {canSend && (
        <div>
          <Button variant="outlined" onClick={() => setSending(true)}>
            {t('emails.send')}
          </Button>
        </div>
      )}
      <SimpleTable
        label={t('emails.title')}
        rows={emails.data}
        loading={emails.isPending}
        rowKey={(e) => e.guid}
        columns={[
          { header: t('emails.to'), cell: (e) => e.to },
          { header: t('emails.subject'), cell: (e) => e.subject },
          { header: t('emails.attachments'), cell: (e) => e.attachments.join(', ') },
          {
            header: t('emails.status'),
            cell: (e) => (
              <Chip
                size="small"
                color={COLOR[e.status as keyof typeof COLOR] ?? 'default'}
                label={t(`emails.states.${e.status}`, { defaultValue: e.status })}
                title={e.error ?? undefined}
              />
            ),
          },
          { header: t('emails.at'), cell: (e) => <DateText value={e.sent_at ?? e.created_at} /> },
        ]}
      />
      {sending && <SendEmailDialog type={props.type} entity={props.entity} onClose={() => setSending(false)} />}
    </Stack>
  );
}
