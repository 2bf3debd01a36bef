import type { EmailTemplate } from '@coverdesk/contract/templates/email-templates.schemas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete } from '../../../components/lists/confirm-delete.tsx';
import { ListHeader } from '../../../components/lists/list-header.tsx';
import { NamedRowActions } from '../../../components/lists/row-actions.tsx';
import { SimpleTable } from '../../../components/simple-table.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useDeleteEmailTemplate, useEmailTemplates } from '../api/email-templates.ts';
import { EmailTemplateEditorDialog } from '../components/email-template-editor-dialog.tsx';
import { EmailTestDialog } from '../components/email-test-dialog.tsx';

/** Email templates of the partner: write, preview, send a test, delete. */
export default function EmailTemplatesPage() {
  const { t } = useTranslation('templates');
  const list = useEmailTemplates();
  const [editing, setEditing] = useState<EmailTemplate | 'new' | null>(null);
  const [testing, setTesting] = useState<EmailTemplate | null>(null);
  const [deleting, setDeleting] = useState<EmailTemplate | null>(null);
  const remove = useDeleteEmailTemplate();
  return (
    <Stack spacing={2}>
      <ListHeader title={t('email.title')} create={{ label: t('email.create'), onClick: () => setEditing('new') }} />
      {list.isError && <Alert severity="error">{errorText(list.error)}</Alert>}
      <SimpleTable
        label={t('email.title')}
        rows={list.data}
        loading={list.isPending}
        rowKey={(x) => x.guid}
        columns={[
          { header: t('email.code'), cell: (x) => x.code },
          { header: t('fields.name'), cell: (x) => x.name },
          { header: t('fields.type'), cell: (x) => t(`types.${x.entity_type}`) },
          {
            header: t('app:table.actions'),
            cell: (x) => (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Button size="small" onClick={() => setTesting(x)} aria-label={t('email.testOne', { name: x.name })}>
                  {t('email.previewAndTest')}
                </Button>
                <NamedRowActions
                  ns="templates"
                  keyPrefix="email"
                  name={x.name}
                  onEdit={() => setEditing(x)}
                  onDelete={() => setDeleting(x)}
                />
              </Stack>
            ),
          },
        ]}
      />
      {editing && <EmailTemplateEditorDialog template={editing} onClose={() => setEditing(null)} />}
      {testing && <EmailTestDialog template={testing} onClose={() => setTesting(null)} />}
      <ConfirmDelete
        ns="templates"
        keyPrefix="email"
        row={deleting}
        rowId={(r) => r.guid}
        remove={remove}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
