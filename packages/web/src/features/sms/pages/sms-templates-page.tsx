import { countSms } from '@coverdesk/contract/sms/sms-segments';
import type { SmsTemplate } from '@coverdesk/contract/sms/sms-templates.schemas';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../app/hooks.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ListHeader } from '../../../components/lists/list-header.tsx';
import { NamedRowActions } from '../../../components/lists/row-actions.tsx';
import { SimpleTable } from '../../../components/simple-table.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { valueLabel } from '../../../lib/value-label.ts';
import { useDeleteSmsTemplate, useSmsTemplates } from '../api/sms-templates.ts';
import { SmsTemplateDialog } from '../components/sms-template-dialog.tsx';

/** SMS templates of the partner: code, language, text with its segments; system-generated ones are read-only. */
export default function SmsTemplatesPage() {
  const { t } = useTranslation('sms');
  const list = useSmsTemplates();
  const remove = useDeleteSmsTemplate();
  const canManage = usePermissions().has('templates.manage');
  const [editing, setEditing] = useState<SmsTemplate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SmsTemplate | null>(null);
  return (
    <Stack spacing={2}>
      <ListHeader
        title={t('templates.title')}
        create={canManage && { label: t('templates.create'), onClick: () => setEditing('new') }}
      />
      {list.isError && <Alert severity="error">{errorText(list.error)}</Alert>}
      <SimpleTable
        label={t('templates.title')}
        rows={list.data}
        loading={list.isPending}
        rowKey={(x) => x.guid}
        columns={[
          { header: t('templates.code'), cell: (x) => x.code },
          { header: t('templates.language'), cell: (x) => valueLabel(t, 'languages', x.language) },
          { header: t('templates.text'), cell: (x) => x.text },
          {
            header: t('templates.segments'),
            cell: (x) => {
              const c = countSms(x.text);
              return t('templates.segmentsValue', { segments: c.segments, encoding: c.encoding });
            },
          },
          {
            header: t('app:table.actions'),
            cell: (x) =>
              x.system_generated ? (
                <Chip size="small" label={t('templates.system')} />
              ) : canManage ? (
                <NamedRowActions ns="sms" name={x.code} onEdit={() => setEditing(x)} onDelete={() => setDeleting(x)} />
              ) : null,
          },
        ]}
      />
      {editing && <SmsTemplateDialog template={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('templates.deleteTitle', { code: deleting?.code })}
        text={t('templates.deleteText')}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.guid, { onSettled: () => setDeleting(null) })}
      />
    </Stack>
  );
}
