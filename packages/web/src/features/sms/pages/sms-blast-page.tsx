import { IMPORT_CONTENT_TYPES, IMPORT_MAX_BYTES } from '@coverdesk/contract/common/imports';
import { SMS_DELIMITERS } from '@coverdesk/contract/sms/sms-batches.schemas';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FileDropZone } from '../../../components/file-drop-zone.tsx';
import { ListHeader } from '../../../components/lists/list-header.tsx';
import { OperationError } from '../../../components/operation-error.tsx';
import { SimpleTable } from '../../../components/simple-table.tsx';
import { fieldErrorsOf, HttpError } from '../../../lib/http-error.ts';
import { useBlastFileHead, useCreateBlast } from '../api/sms-batches.ts';
import { useSmsTemplateMetadata } from '../api/sms-templates.ts';
import { type FileHead, readHead } from '../components/file-columns.ts';
import { type Schedule, ScheduleField } from '../components/schedule-field.tsx';
import { SmsCounter } from '../components/sms-counter.tsx';

export const smsBatchPath = (guid: string) => `/sms/batches/${guid}`;
const isXlsx = (f: File) => f.name.toLowerCase().endsWith('.xlsx');
const ACCEPT = Object.keys(IMPORT_CONTENT_TYPES)
  .map((e) => `.${e}`)
  .join(',');

/**
 * SMS blast import: the file (its columns read here, with a preview of its first rows), the delimiter, the column of
 * numbers, a text column or a default text (with its live counter), a dispatch time and whether a reply is expected.
 * The server validates the file (counts, segments, preview) before anything is sent: the batch page shows it.
 */
export default function SmsBlastPage() {
  const { t } = useTranslation('sms');
  const navigate = useNavigate();
  const meta = useSmsTemplateMetadata();
  const create = useCreateBlast();
  const fileHead = useBlastFileHead();
  const [file, setFile] = useState<File | null>(null);
  const [head, setHead] = useState<FileHead | null>(null);
  const [delimiter, setDelimiter] = useState<string>(',');
  const [msisdnColumn, setMsisdnColumn] = useState('');
  const [textColumn, setTextColumn] = useState('');
  const [defaultText, setDefaultText] = useState('');
  const [schedule, setSchedule] = useState<Schedule>({ at: null, valid: true });
  /** An XLSX already uploaded to read its columns: its URL, sent with the batch instead of a second upload. */
  const [uploaded, setUploaded] = useState<string | undefined>();
  const [replyExpected, setReplyExpected] = useState(false);
  const [problem, setProblem] = useState<Record<string, string>>({});
  const [repeat, setRepeat] = useState(false);

  const choose = (h: FileHead) => {
    setHead(h);
    setMsisdnColumn(h.header.find((c) => /msisdn|phone|mobile|t[ée]l/i.test(c)) ?? h.header[0] ?? '');
    setTextColumn(h.header.find((c) => /text|message|sms/i.test(c)) ?? '');
  };
  const pick = async (f: File | null) => {
    setFile(f);
    setProblem({});
    setUploaded(undefined);
    setHead(null);
    create.reset();
    fileHead.reset();
    if (!f) return;
    if (isXlsx(f)) {
      if (f.size > IMPORT_MAX_BYTES) return;
      fileHead.mutate(f, {
        onSuccess: (r) => {
          setUploaded(r.filename);
          choose({ delimiter: ',', header: r.head.header, rows: r.head.rows });
        },
        onError: (err) => setProblem(fieldErrorsOf(err)),
      });
      return;
    }
    const h = await readHead(f);
    if (h) {
      setDelimiter(h.delimiter);
      choose(h);
    }
  };

  const send = (confirm_repeat: boolean) => {
    if (!file) return;
    setRepeat(false);
    create.mutate(
      {
        file,
        delimiter: delimiter as (typeof SMS_DELIMITERS)[number],
        msisdn_column: msisdnColumn,
        text_column: textColumn || undefined,
        default_text: defaultText || undefined,
        scheduled_at: schedule.at,
        reply_expected: replyExpected,
        confirm_repeat,
        uploaded,
      },
      {
        onSuccess: (b) => navigate(smsBatchPath(b.guid)),
        onError: (err) => {
          if (err instanceof HttpError && err.status === 409) setRepeat(true);
          else setProblem(fieldErrorsOf(err));
        },
      },
    );
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const p: Record<string, string> = {};
    if (!file) p.file = t('app:files.required');
    else if (file.size > IMPORT_MAX_BYTES) p.file = t('app:imports.fileSize', { max: IMPORT_MAX_BYTES / 1048576 });
    if (!msisdnColumn.trim()) p.msisdn_column = t('errors.required');
    if (!textColumn && !defaultText.trim()) p.default_text = t('errors.sms_text_required');
    if (!schedule.valid) p.scheduled_at = t('blast.scheduledIncomplete');
    setProblem(p);
    if (Object.keys(p).length === 0) send(false);
  };

  const xlsx = file ? isXlsx(file) : false;
  const columnField = (label: string, value: string, set: (v: string) => void, field: string, optional = false) =>
    head ? (
      <TextField
        select
        label={label}
        value={value}
        onChange={(e) => set(e.target.value)}
        error={Boolean(problem[field])}
        helperText={problem[field]}
        required={!optional}
      >
        {optional && <MenuItem value="">{t('blast.noTextColumn')}</MenuItem>}
        {head.header.map((c) => (
          <MenuItem key={c} value={c}>
            {c}
          </MenuItem>
        ))}
      </TextField>
    ) : (
      <TextField
        label={label}
        value={value}
        onChange={(e) => set(e.target.value)}
        error={Boolean(problem[field])}
        helperText={problem[field]}
        required={!optional}
      />
    );

  return (
    <Stack spacing={2}>
      <ListHeader title={t('blast.title')} />
      <Paper
        variant="outlined"
        sx={{ p: 2 }}
        component="form"
        onSubmit={submit}
        noValidate
        aria-label={t('blast.title')}
      >
        <Stack spacing={2}>
          <Typography variant="body2">{t('blast.intro')}</Typography>
          <FileDropZone
            label={t('blast.file')}
            accept={ACCEPT}
            hint={t('blast.fileHint')}
            error={problem.file ?? problem.filename}
            file={file}
            onFile={(f) => void pick(f)}
          />
          {fileHead.isPending && <LinearProgress aria-label={t('blast.readingFile')} />}
          {fileHead.isError && !problem.filename && (
            <OperationError error={fileHead.error} title={t('blast.fileHeadFailed')} />
          )}
          {head && (
            <SimpleTable
              label={t('blast.filePreview')}
              rows={head.rows}
              rowKey={(r) => r.join('\u0001')}
              columns={head.header.map((c, i) => ({ header: c, cell: (r: string[]) => r[i] ?? '' }))}
            />
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {!xlsx && (
              <TextField
                select
                label={t('blast.delimiter')}
                value={delimiter}
                onChange={(e) => setDelimiter(e.target.value)}
                error={Boolean(problem.delimiter)}
                helperText={problem.delimiter}
                sx={{ minWidth: 160 }}
                required
              >
                {SMS_DELIMITERS.map((d) => (
                  <MenuItem key={d} value={d}>
                    {t(
                      `blast.delimiters.${d === '\t' ? 'tab' : d === ',' ? 'comma' : d === ';' ? 'semicolon' : 'pipe'}`,
                    )}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {columnField(t('blast.msisdnColumn'), msisdnColumn, setMsisdnColumn, 'msisdn_column')}
            {columnField(t('blast.textColumn'), textColumn, setTextColumn, 'text_column', true)}
          </Stack>
          <TextField
            label={t('blast.defaultText')}
            value={defaultText}
            onChange={(e) => setDefaultText(e.target.value)}
            multiline
            minRows={2}
            error={Boolean(problem.default_text)}
            helperText={problem.default_text ?? t('blast.defaultTextHint')}
          />
          {defaultText && (
            <SmsCounter text={defaultText} maxSegments={meta.data?.max_segments} onReplace={setDefaultText} />
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <ScheduleField onChange={setSchedule} error={problem.scheduled_at} />
            <FormControlLabel
              control={<Switch checked={replyExpected} onChange={(e) => setReplyExpected(e.target.checked)} />}
              label={t('blast.replyExpected')}
            />
          </Stack>
          {create.isError && !(create.error instanceof HttpError && create.error.status === 409) && (
            <OperationError error={create.error} title={t('app:errors.uploadFailure')} />
          )}
          <Stack direction="row">
            <Button type="submit" variant="contained" disabled={create.isPending || fileHead.isPending}>
              {t('blast.validate')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
      <ConfirmDialog
        open={repeat}
        title={t('blast.repeatTitle')}
        text={t('blast.repeatText')}
        confirmLabel={t('blast.repeatConfirm')}
        busy={create.isPending}
        onClose={() => setRepeat(false)}
        onConfirm={() => send(true)}
      />
    </Stack>
  );
}
