import { POLICY_STATUSES } from '@coverdesk/contract/policies/policies.schemas';
import type { SmsBulkCustomers } from '@coverdesk/contract/sms/sms-batches.schemas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ListHeader } from '../../../components/lists/list-header.tsx';
import { OperationError } from '../../../components/operation-error.tsx';
import { SimpleTable } from '../../../components/simple-table.tsx';
import { fieldErrorsOf, HttpError } from '../../../lib/http-error.ts';
import { usePreviewBulkSms, useProductChoices, useSendBulkSms } from '../api/sms-batches.ts';
import { useSmsTemplateMetadata, useSmsTemplates } from '../api/sms-templates.ts';
import { type PickedCustomer, RecipientPicker } from '../components/recipient-picker.tsx';
import { type Schedule, ScheduleField } from '../components/schedule-field.tsx';
import { SmsCounter } from '../components/sms-counter.tsx';
import { smsBatchPath } from './sms-blast-page.tsx';

/**
 * Bulk SMS to customers: who (every customer matching a filter — a product, a policy status, as the policy list
 * filters them — or customers searched and chosen one by one), what (a template whose
 * parameters are filled from each customer, or a text), a preview of the count, the segments and the first messages,
 * then a confirmed send as a batch with the same progress and stop as a blast. The same text to the same customers
 * within a day asks again before it goes (as a blast does): a double click never texts everyone twice.
 */
export default function BulkSmsPage() {
  const { t, i18n } = useTranslation('sms');
  const navigate = useNavigate();
  const products = useProductChoices();
  const templates = useSmsTemplates();
  const meta = useSmsTemplateMetadata();
  const preview = usePreviewBulkSms();
  const send = useSendBulkSms();
  const [product, setProduct] = useState('');
  const [status, setStatus] = useState('');
  const [mode, setMode] = useState<'filter' | 'chosen'>('filter');
  const [picked, setPicked] = useState<PickedCustomer[]>([]);
  const [template, setTemplate] = useState('');
  const [text, setText] = useState('');
  const [schedule, setSchedule] = useState<Schedule>({ at: null, valid: true });
  const [confirming, setConfirming] = useState(false);
  /** The same text went to the same customers less than a day ago: sending again needs its own confirmation. */
  const [repeat, setRepeat] = useState(false);
  const n = (x: number) => x.toLocaleString(i18n.language);
  const chosen = templates.data?.find((x) => x.guid === template);

  const body = (): SmsBulkCustomers => ({
    ...(mode === 'filter' && product ? { product_guid: product } : {}),
    ...(mode === 'filter' && status ? { policy_status: status as SmsBulkCustomers['policy_status'] } : {}),
    ...(mode === 'chosen' && picked.length ? { customer_guids: picked.map((p) => p.guid) } : {}),
    ...(template ? { template_guid: template } : { text }),
    scheduled_at: schedule.at,
  });
  const errors = { ...fieldErrorsOf(preview.error), ...fieldErrorsOf(send.error) };
  const isRepeat = (err: unknown) => err instanceof HttpError && err.status === 409;
  const sendNow = (confirm_repeat: boolean) =>
    send.mutate(
      { ...body(), confirm_repeat },
      {
        onSuccess: (b) => navigate(smsBatchPath(b.guid)),
        onError: (err) => setRepeat(isRepeat(err)),
        onSettled: () => setConfirming(false),
      },
    );
  const changed = () => preview.reset();

  return (
    <Stack spacing={2}>
      <ListHeader title={t('bulk.title')} />
      <Paper
        variant="outlined"
        sx={{ p: 2 }}
        component="form"
        noValidate
        aria-label={t('bulk.title')}
        onSubmit={(e: React.FormEvent) => {
          e.preventDefault();
          if (!schedule.valid) return;
          preview.mutate(body());
        }}
      >
        <Stack spacing={2}>
          <Typography variant="subtitle1" component="h2">
            {t('bulk.who')}
          </Typography>
          <RadioGroup
            row
            aria-label={t('bulk.who')}
            value={mode}
            onChange={(e) => {
              setMode(e.target.value as 'filter' | 'chosen');
              changed();
            }}
          >
            <FormControlLabel value="filter" control={<Radio />} label={t('bulk.modeFilter')} />
            <FormControlLabel value="chosen" control={<Radio />} label={t('bulk.modeChosen')} />
          </RadioGroup>
          {mode === 'filter' ? (
            <>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  select
                  label={t('bulk.product')}
                  value={product}
                  onChange={(e) => {
                    setProduct(e.target.value);
                    changed();
                  }}
                  error={Boolean(errors.product_guid)}
                  helperText={errors.product_guid}
                  sx={{ minWidth: 220 }}
                >
                  <MenuItem value="">{t('bulk.any')}</MenuItem>
                  {(products.data ?? []).map((p) => (
                    <MenuItem key={p.guid} value={p.guid}>
                      {p.name}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  select
                  label={t('bulk.policyStatus')}
                  value={status}
                  onChange={(e) => {
                    setStatus(e.target.value);
                    changed();
                  }}
                  sx={{ minWidth: 200 }}
                >
                  <MenuItem value="">{t('bulk.any')}</MenuItem>
                  {POLICY_STATUSES.map((s) => (
                    <MenuItem key={s} value={s}>
                      {t(`policyStatus.${s}`)}
                    </MenuItem>
                  ))}
                </TextField>
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {t('bulk.filterHint')}
              </Typography>
            </>
          ) : (
            <RecipientPicker
              picked={picked}
              onChange={(next) => {
                setPicked(next);
                changed();
              }}
              error={errors.customer_guids ?? (mode === 'chosen' ? errors.product_guid : undefined)}
            />
          )}
          <Typography variant="subtitle1" component="h2">
            {t('bulk.what')}
          </Typography>
          <TextField
            select
            label={t('bulk.template')}
            value={template}
            onChange={(e) => {
              setTemplate(e.target.value);
              changed();
            }}
          >
            <MenuItem value="">{t('bulk.ownText')}</MenuItem>
            {(templates.data ?? []).map((x) => (
              <MenuItem key={x.guid} value={x.guid}>
                {x.code} ({x.language})
              </MenuItem>
            ))}
          </TextField>
          {chosen ? (
            <Alert severity="info">
              {chosen.text}
              {chosen.parameters.length > 0 &&
                ` — ${t('bulk.filledWith', { parameters: chosen.parameters.map((p) => t(`parameters.${p}`)).join(', ') })}`}
            </Alert>
          ) : (
            <>
              <TextField
                label={t('bulk.text')}
                value={text}
                onChange={(e) => {
                  setText(e.target.value);
                  changed();
                }}
                multiline
                minRows={2}
                error={Boolean(errors.text)}
                helperText={errors.text}
              />
              <SmsCounter text={text} maxSegments={meta.data?.max_segments} onReplace={setText} />
            </>
          )}
          <ScheduleField
            onChange={(next) => {
              setSchedule(next);
              changed();
            }}
            error={schedule.valid ? errors.scheduled_at : t('blast.scheduledIncomplete')}
          />
          {preview.isError && !Object.keys(errors).length && (
            <OperationError error={preview.error} title={t('bulk.previewFailed')} />
          )}
          {send.isError && !isRepeat(send.error) && (
            <OperationError error={send.error} title={t('app:errors.couldNotSendSms')} />
          )}
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="outlined" disabled={preview.isPending}>
              {t('bulk.preview')}
            </Button>
            <Button
              variant="contained"
              disabled={!preview.data || preview.data.count === 0 || send.isPending}
              onClick={() => setConfirming(true)}
            >
              {t('bulk.send')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
      {preview.data && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography sx={{ mb: 1 }}>
            {t('bulk.previewSummary', {
              count: preview.data.count,
              n: n(preview.data.count),
              segments: n(preview.data.segments),
            })}
          </Typography>
          <SimpleTable
            label={t('batch.preview')}
            rows={preview.data.preview}
            rowKey={(r) => `${r.msisdn}-${r.text}`}
            columns={[
              { header: t('batch.msisdn'), cell: (r) => r.msisdn },
              { header: t('batch.text'), cell: (r) => r.text },
              { header: t('templates.segments'), cell: (r) => r.segments },
            ]}
          />
        </Paper>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('batch.sendTitle')}
        text={t('batch.sendText', {
          recipients: n(preview.data?.count ?? 0),
          segments: n(preview.data?.segments ?? 0),
        })}
        confirmLabel={t('bulk.send')}
        busy={send.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => sendNow(false)}
      />
      <ConfirmDialog
        open={repeat}
        title={t('bulk.repeatTitle')}
        text={t('bulk.repeatText', { recipients: n(preview.data?.count ?? 0) })}
        confirmLabel={t('bulk.repeatConfirm')}
        busy={send.isPending}
        onClose={() => setRepeat(false)}
        onConfirm={() => {
          setRepeat(false);
          sendNow(true);
        }}
      />
    </Stack>
  );
}
