import { IMPORT_CONTENT_TYPES, IMPORT_MAX_BYTES, type ImportRoutes } from '@coverdesk/contract/common/imports';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { FileDropZone } from '../file-drop-zone.tsx';
import { OperationError } from '../operation-error.tsx';
import { useImportDownload, useImportUpload } from './import-queries.ts';

const ACCEPT = Object.keys(IMPORT_CONTENT_TYPES)
  .map((e) => `.${e}`)
  .join(',');
const MAX_MB = IMPORT_MAX_BYTES / (1024 * 1024);

/**
 * Upload a file to an import: the template, a drop zone (CSV or XLSX, checked before sending), a dry-run switch on by
 * default, and a confirmation before a real run (it moves money for payment imports). One Idempotency-Key per intent,
 * reused when the same upload is retried after an error. Opens the batch when it is accepted.
 */
export function ImportUploadCard(props: {
  routes: ImportRoutes;
  /** Another multipart path of the same import (e.g. bundles), instead of `routes.upload`. */
  uploadRoute?: ImportRoutes['upload'];
  /** A path that starts from a signed-URL upload instead (e.g. `renew_loyalty`). */
  startRoute?: ImportRoutes['start'];
  /** Choices shown above the drop zone (e.g. the payment type). */
  children?: React.ReactNode;
  /** The batch page, e.g. `/bulk-payments/:guid`. */
  batchPath(guid: string): string;
  templateName: string;
  /** What a real run does, for the confirmation. */
  confirmText: string;
  /** More of the upload's query (e.g. `groupId` for a members file). */
  query?: Record<string, string>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const upload = useImportUpload(props.routes, props.uploadRoute, props.startRoute, props.query);
  const download = useImportDownload(props.routes);
  const [file, setFile] = useState<File | null>(null);
  const [dryRun, setDryRun] = useState(true);
  const [problem, setProblem] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const key = useRef<string | undefined>(undefined);

  const pick = (f: File | null) => {
    key.current = undefined;
    upload.reset();
    setFile(f);
    setProblem(undefined);
  };
  const check = () => {
    if (!file) return t('app:files.required');
    const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!IMPORT_CONTENT_TYPES[ext]) return t('app:imports.fileType');
    if (file.size === 0) return t('app:imports.fileEmpty');
    if (file.size > IMPORT_MAX_BYTES) return t('app:imports.fileSize', { max: MAX_MB });
    return undefined;
  };
  const send = () => {
    setConfirming(false);
    if (!file) return;
    key.current ??= newIdempotencyKey();
    upload.mutate({ file, dryRun, key: key.current }, { onSuccess: (batch) => navigate(props.batchPath(batch.guid)) });
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const p = check();
    setProblem(p);
    if (p) return;
    if (dryRun) send();
    else setConfirming(true);
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="import-upload-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" id="import-upload-title" sx={{ flexGrow: 1 }}>
          {t('app:imports.uploadTitle')}
        </Typography>
        <Button onClick={() => download.mutate({ template: true, name: props.templateName })}>
          {t('app:imports.template')}
        </Button>
      </Box>
      <Box component="form" noValidate onSubmit={submit} aria-labelledby="import-upload-title">
        <OperationError error={upload.error} title={t('app:imports.uploadFailed')} />
        {props.children}
        <FileDropZone
          label={t('app:imports.file')}
          accept={ACCEPT}
          hint={t('app:imports.limits', { max: MAX_MB })}
          error={problem}
          file={file}
          onFile={pick}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2, flexWrap: 'wrap' }}>
          <FormControlLabel
            control={<Switch checked={dryRun} onChange={(e) => setDryRun(e.target.checked)} />}
            label={t('app:imports.dryRun')}
          />
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
            {dryRun ? t('app:imports.dryRunHint') : t('app:imports.realRunHint')}
          </Typography>
          <Button type="submit" variant="contained" disabled={upload.isPending}>
            {dryRun ? t('app:imports.check') : t('app:imports.upload')}
          </Button>
        </Box>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t('app:imports.confirmTitle', { name: file?.name ?? '' })}
        text={props.confirmText}
        confirmLabel={t('app:imports.upload')}
        busy={upload.isPending}
        onConfirm={send}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
