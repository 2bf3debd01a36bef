import type { DocumentTemplate } from '@coverdesk/contract/templates/document-templates.schemas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete } from '../../../components/lists/confirm-delete.tsx';
import { ListHeader } from '../../../components/lists/list-header.tsx';
import { NamedRowActions } from '../../../components/lists/row-actions.tsx';
import { SimpleTable } from '../../../components/simple-table.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useDeleteTemplate, useDocumentTemplates } from '../api/document-templates.ts';
import { TemplateEditorDialog } from '../components/template-editor-dialog.tsx';
import { TemplatePreviewDialog } from '../components/template-preview-dialog.tsx';
import { TemplateProgressDialog } from '../components/template-progress-dialog.tsx';

/** Document templates of the partner (the built-in policy schedule first): write, preview, trigger, delete. */
export default function DocumentTemplatesPage() {
  const { t } = useTranslation('templates');
  const list = useDocumentTemplates();
  const remove = useDeleteTemplate();
  const [editing, setEditing] = useState<DocumentTemplate | 'new' | null>(null);
  const [previewing, setPreviewing] = useState<DocumentTemplate | null>(null);
  const [deleting, setDeleting] = useState<DocumentTemplate | null>(null);
  const [following, setFollowing] = useState<DocumentTemplate | null>(null);
  const when = (x: DocumentTemplate) =>
    x.trigger === 'Event' && x.event
      ? `${t('triggers.Event')}: ${t(`events.${x.event}`)}`
      : x.trigger === 'Scheduled'
        ? `${t('triggers.Scheduled')}: ${x.cron}`
        : t('triggers.OnDemand');
  return (
    <Stack spacing={2}>
      <ListHeader title={t('title')} create={{ label: t('create'), onClick: () => setEditing('new') }} />
      {list.isError && <Alert severity="error">{errorText(list.error)}</Alert>}
      <SimpleTable
        label={t('title')}
        rows={list.data}
        loading={list.isPending}
        rowKey={(x) => x.guid}
        columns={[
          {
            header: t('fields.name'),
            cell: (x) => (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <span>{x.name}</span>
                {x.built_in && <Chip size="small" label={t('builtIn')} />}
                {!x.active && <Chip size="small" variant="outlined" label={t('inactive')} />}
              </Stack>
            ),
          },
          { header: t('fields.type'), cell: (x) => t(`types.${x.type}`) },
          { header: t('fields.trigger'), cell: when },
          {
            header: t('app:table.actions'),
            cell: (x) => (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Button size="small" onClick={() => setPreviewing(x)} aria-label={t('previewOne', { name: x.name })}>
                  {t('preview.open')}
                </Button>
                {x.trigger !== 'OnDemand' && (
                  <Button
                    size="small"
                    onClick={() => setFollowing(x)}
                    aria-label={t('progress.openOne', { name: x.name })}
                  >
                    {t('progress.open')}
                  </Button>
                )}
                {!x.built_in && (
                  <NamedRowActions
                    ns="templates"
                    name={x.name}
                    onEdit={() => setEditing(x)}
                    onDelete={() => setDeleting(x)}
                  />
                )}
              </Stack>
            ),
          },
        ]}
      />
      {editing && <TemplateEditorDialog template={editing} onClose={() => setEditing(null)} />}
      {previewing && <TemplatePreviewDialog template={previewing} onClose={() => setPreviewing(null)} />}
      {following && <TemplateProgressDialog template={following} onClose={() => setFollowing(null)} />}
      <ConfirmDelete
        ns="templates"
        row={deleting}
        rowId={(r) => r.guid}
        remove={remove}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
