import {
  KNOWLEDGE_DOCUMENT_TYPES,
  type KnowledgeGuide,
  knowledgeGuideInput,
} from '@coverdesk/contract/knowledge-base/knowledge-base.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notify } from '../../../app/notifications.ts';
import { FileDropZone } from '../../../components/file-drop-zone.tsx';
import { FormSelectField } from '../../../components/form-select-field.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { FormDialog } from '../../../components/forms/form-dialog.tsx';
import { DOCUMENT_ACCEPT, DOCUMENT_MAX_MB, fileProblem } from '../../../lib/documents.ts';
import { fieldErrorsOf } from '../../../lib/http-error.ts';
import { useSaveGuide } from '../api/save-guide.ts';

const fields = knowledgeGuideInput.omit({ attachments: true });
type Values = z.input<typeof fields>;

/** Write or edit a guide: title, language, type, body, and its files (kept, removed, or added by upload). */
export function GuideFormDialog({
  guide,
  onClose,
  onSaved,
}: {
  guide: KnowledgeGuide | 'new';
  onClose(): void;
  onSaved?(guide: KnowledgeGuide): void;
}) {
  const { t } = useTranslation('knowledge-base');
  const editing = guide === 'new' ? null : guide;
  const save = useSaveGuide();
  const [keep, setKeep] = useState(editing?.attachments ?? []);
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string>();
  const { control, handleSubmit } = useForm<Values, unknown, z.output<typeof fields>>({
    resolver: zodResolver(fields),
    defaultValues: editing
      ? { title: editing.title, language: editing.language, document_type: editing.document_type, body: editing.body }
      : { title: '', language: 'fr', document_type: 'guide', body: '' },
  });
  const fieldErrors = fieldErrorsOf(save.error);
  const submit = handleSubmit((v) =>
    save.mutate(
      { ...v, guid: editing?.guid, keep: keep.map((a) => a.guid), files },
      {
        onSuccess: (saved) => {
          notify(t(editing ? 'updated' : 'created', { name: v.title }), 'success');
          onSaved?.(saved);
          onClose();
        },
      },
    ),
  );
  const pick = (picked: File[]) => {
    const bad = picked.find((f) => fileProblem(f));
    if (bad) {
      setFileError(fileProblem(bad) === 'size' ? t('fileSize', { max: DOCUMENT_MAX_MB }) : t('fileType'));
      return;
    }
    setFileError(undefined);
    setFiles((f) => [...f, ...picked]);
  };
  return (
    <FormDialog
      title={t(editing ? 'editTitle' : 'createTitle')}
      busy={save.isPending}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="md"
      error={save.error}
      errorFallback={t(editing ? 'updateFailed' : 'createFailed')}
    >
      <FormTextField
        control={control}
        name="title"
        label={t('fields.title')}
        serverError={fieldErrors.title}
        autoFocus
      />
      <Stack direction="row" spacing={2}>
        <FormSelectField
          control={control}
          name="language"
          label={t('fields.language')}
          options={[
            { value: 'en', label: t('languages.en') },
            { value: 'fr', label: t('languages.fr') },
          ]}
          serverError={fieldErrors.language}
        />
        <FormSelectField
          control={control}
          name="document_type"
          label={t('fields.document_type')}
          options={KNOWLEDGE_DOCUMENT_TYPES.map((d) => ({ value: d, label: t(`types.${d}`) }))}
          serverError={fieldErrors.document_type}
        />
      </Stack>
      <FormTextField
        control={control}
        name="body"
        label={t('fields.body')}
        multiline
        minRows={8}
        serverError={fieldErrors.body}
      />
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {t('fields.attachments')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', my: 1 }} useFlexGap>
        {keep.map((a) => (
          <Chip
            key={a.guid}
            label={a.filename}
            onDelete={() => setKeep((k) => k.filter((x) => x.guid !== a.guid))}
            aria-label={t('removeFile', { name: a.filename })}
          />
        ))}
        {files.map((f) => (
          <Chip
            key={`${f.name}-${f.size}-${f.lastModified}`}
            color="primary"
            variant="outlined"
            label={f.name}
            onDelete={() => setFiles((x) => x.filter((y) => y !== f))}
            aria-label={t('removeFile', { name: f.name })}
          />
        ))}
      </Stack>
      <FileDropZone
        label={t('addFile')}
        accept={DOCUMENT_ACCEPT}
        hint={t('fileHint', { max: DOCUMENT_MAX_MB })}
        error={fileError}
        onFiles={pick}
      />
      {fieldErrors.attachments && <FormHelperText error>{fieldErrors.attachments}</FormHelperText>}
    </FormDialog>
  );
}
