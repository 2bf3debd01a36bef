import type { TemplateType } from '@coverdesk/contract/templates/template-fields';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../app/hooks.ts';
import { notify } from '../../app/notifications.ts';
import { sizeText } from '../../lib/documents.ts';
import { DateText } from '../date-text.tsx';
import { SimpleTable } from '../simple-table.tsx';
import { useGenerateDocument, useGeneratedDocuments, useTemplatesFor } from './generated-documents-api.ts';

/**
 * A record's documents generated from templates (on demand here, or by an event or a schedule), and the "generate
 * document" action for those allowed: pick a template of the record's type, the PDF is rendered in the customer's
 * language and attached. `actions` adds more (e.g. send an email).
 */
export function GeneratedDocuments(props: { type: TemplateType; entity: string; actions?: ReactNode }) {
  const { t } = useTranslation();
  const canGenerate = usePermissions().has('documents.generate');
  const templates = useTemplatesFor(props.type);
  const documents = useGeneratedDocuments(props.entity);
  const generate = useGenerateDocument();
  const [template, setTemplate] = useState('');
  return (
    <Stack spacing={1}>
      {(canGenerate || props.actions) && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          {canGenerate && (
            <>
              <TextField
                select
                size="small"
                label={t('generated.template')}
                value={template}
                onChange={(e) => setTemplate(e.target.value)}
                sx={{ minWidth: 260 }}
              >
                {(templates.data ?? []).map((x) => (
                  <MenuItem key={x.guid} value={x.guid}>
                    {x.name}
                  </MenuItem>
                ))}
              </TextField>
              <Button
                variant="outlined"
                disabled={!template || generate.isPending}
                onClick={() =>
                  generate.mutate(
                    { template, entity: props.entity },
                    { onSuccess: (d) => notify(t('generated.done', { name: d.filename }), 'success') },
                  )
                }
              >
                {t('generated.generate')}
              </Button>
            </>
          )}
          {props.actions}
        </Stack>
      )}
      <SimpleTable
        label={t('generated.title')}
        rows={documents.data}
        loading={documents.isPending}
        rowKey={(d) => d.guid}
        columns={[
          {
            header: t('documents.filename'),
            cell: (d) => (
              <Link href={d.url} download={d.filename}>
                {d.filename}
              </Link>
            ),
          },
          { header: t('generated.language'), cell: (d) => d.language.toUpperCase() },
          { header: t('generated.trigger'), cell: (d) => t(`generated.triggers.${d.trigger}`) },
          { header: t('documents.size'), cell: (d) => sizeText(d.size_bytes) },
          { header: t('generated.createdAt'), cell: (d) => <DateText value={d.created_at} /> },
        ]}
      />
    </Stack>
  );
}
