import {
  CUSTOMER_FILE_CONTENT_TYPES,
  CUSTOMER_FILE_MAX_BYTES,
  CUSTOMER_FILE_TYPES,
  type CustomerFileUpdate,
} from '@coverdesk/contract/customers/customer-files.schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications.ts';
import { useUploadCustomerFile } from '../api/customer-files.ts';
import { OperationError } from './operation-error.tsx';

type FileType = CustomerFileUpdate['type'];
const ACCEPT = Object.keys(CUSTOMER_FILE_CONTENT_TYPES)
  .map((e) => `.${e}`)
  .join(',');
const MAX_MB = CUSTOMER_FILE_MAX_BYTES / (1024 * 1024);

/** Upload a document: type and file required (SPEC §5); the size and type limits are checked here and by the server. */
export function DocumentUploadForm({ customerGuid }: { customerGuid: string }) {
  const { t } = useTranslation('customers');
  const upload = useUploadCustomerFile(customerGuid);
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [type, setType] = useState<FileType | ''>('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ type?: string; file?: string }>({});

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (!type) next.type = t('documents.typeRequired');
    if (!file) next.file = t('documents.fileRequired');
    else if (!CUSTOMER_FILE_CONTENT_TYPES[file.name.split('.').pop()?.toLowerCase() ?? ''])
      next.file = t('documents.fileType');
    else if (file.size > CUSTOMER_FILE_MAX_BYTES) next.file = t('documents.fileSize', { max: MAX_MB });
    setErrors(next);
    if (next.type || next.file || !file || !type) return;
    upload.mutate(
      { file, type },
      {
        onSuccess: (saved) => {
          notify(t('documents.uploaded', { name: saved.filename }), 'success');
          setFile(null);
          setType('');
          if (fileInput.current) fileInput.current.value = '';
        },
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('documents.upload')} sx={{ mb: 2 }}>
      <OperationError error={upload.error} title={t('app:errors.uploadFailure')} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          select
          required
          label={t('fields.documentType')}
          value={type}
          onChange={(e) => setType(e.target.value as FileType)}
          error={Boolean(errors.type)}
          helperText={errors.type}
          sx={{ width: 260, flex: '0 0 auto' }}
          size="small"
        >
          {CUSTOMER_FILE_TYPES.map((x) => (
            <MenuItem key={x} value={x}>
              {t(`documentTypes.${x}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box>
          <Typography component="label" htmlFor={fileId} variant="body2" sx={{ display: 'block' }}>
            {t('fields.file')} *
          </Typography>
          <input
            id={fileId}
            ref={fileInput}
            type="file"
            accept={ACCEPT}
            aria-invalid={Boolean(errors.file)}
            aria-describedby={`${fileId}-help`}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <FormHelperText id={`${fileId}-help`} error={Boolean(errors.file)}>
            {errors.file ?? t('documents.limits', { max: MAX_MB })}
          </FormHelperText>
        </Box>
        <Button type="submit" variant="contained" disabled={upload.isPending}>
          {t('documents.upload')}
        </Button>
      </Box>
    </Box>
  );
}
