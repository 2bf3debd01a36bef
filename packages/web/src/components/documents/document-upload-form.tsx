import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notifications.ts';
import { DOCUMENT_ACCEPT, DOCUMENT_MAX_MB, fileProblem } from '../../lib/documents.ts';
import { FileDropZone } from '../file-drop-zone.tsx';
import { OperationError } from '../operation-error.tsx';

/** What an upload mutation is given: the picked file and its document type. */
export interface DocumentUpload<T extends string> {
  file: File;
  type: T;
}

/**
 * Upload a document of any kind (customer, policy, claim): type and file required (SPEC §5), the contract's size and
 * type limits checked before anything is sent; `upload` runs the kind's signed-upload flow. A failure is shown in
 * the form (the upload-failure title, the server's text under it).
 */
export function DocumentUploadForm<T extends string>(props: {
  types: readonly T[];
  typeLabel(type: NoInfer<T>): string;
  upload: UseMutationResult<{ filename: string }, unknown, DocumentUpload<T>>;
}) {
  const { t } = useTranslation();
  const { upload } = props;
  const [type, setType] = useState<T | ''>('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ type?: string; file?: string }>({});

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (!type) next.type = t('documents.typeRequired');
    const problem = file ? fileProblem(file) : undefined;
    if (!file) next.file = t('documents.fileRequired');
    else if (problem === 'type') next.file = t('documents.fileType');
    else if (problem === 'size') next.file = t('documents.fileSize', { max: DOCUMENT_MAX_MB });
    setErrors(next);
    if (next.type || next.file || !file || !type) return;
    upload.mutate(
      { file, type },
      {
        onSuccess: (saved) => {
          notify(t('documents.uploaded', { name: saved.filename }), 'success');
          setFile(null);
          setType('');
        },
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('documents.upload')} sx={{ mb: 2 }}>
      <OperationError error={upload.error} title={t('errors.uploadFailure')} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          select
          required
          label={t('documents.type')}
          value={type}
          onChange={(e) => setType(e.target.value as T)}
          error={Boolean(errors.type)}
          helperText={errors.type}
          sx={{ width: 260, flex: '0 0 auto' }}
          size="small"
        >
          {props.types.map((x) => (
            <MenuItem key={x} value={x}>
              {props.typeLabel(x)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: '1 1 260px', minWidth: 240 }}>
          <FileDropZone
            label={`${t('documents.file')} *`}
            accept={DOCUMENT_ACCEPT}
            hint={t('documents.limits', { max: DOCUMENT_MAX_MB })}
            error={errors.file}
            file={file}
            onFile={(f) => {
              setFile(f);
              setErrors(({ file: _, ...rest }) => rest);
            }}
          />
        </Box>
        <Button type="submit" variant="contained" disabled={upload.isPending}>
          {t('documents.upload')}
        </Button>
      </Box>
    </Box>
  );
}
