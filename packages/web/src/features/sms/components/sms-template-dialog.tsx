import { countSmsMarkers } from '@coverdesk/contract/sms/sms-segments';
import {
  SMS_TEMPLATE_PARAMETERS,
  type SmsTemplate,
  smsTemplateInput,
} from '@coverdesk/contract/sms/sms-templates.schemas';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OperationError } from '../../../components/operation-error.tsx';
import { valueLabel } from '../../../lib/value-label.ts';
import { useSaveSmsTemplate, useSmsTemplateMetadata } from '../api/sms-templates.ts';
import { SmsCounter } from './sms-counter.tsx';

/** Write or edit an SMS template: code, language, text with its live counter, one parameter per `%s`. */
export function SmsTemplateDialog(props: { template: SmsTemplate | 'new'; onClose(): void }) {
  const { t } = useTranslation('sms');
  const meta = useSmsTemplateMetadata();
  const save = useSaveSmsTemplate();
  const start = props.template === 'new' ? undefined : props.template;
  const [code, setCode] = useState(start?.code ?? '');
  const [language, setLanguage] = useState(start?.language ?? 'en');
  const [text, setText] = useState(start?.text ?? '');
  const [parameters, setParameters] = useState<string[]>(start?.parameters ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const markers = countSmsMarkers(text);
  const shown = Array.from({ length: markers }, (_, i) => parameters[i] ?? '');

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = smsTemplateInput.safeParse({ code, language, text, parameters: shown });
    if (!parsed.success || shown.some((p) => !p)) {
      const out: Record<string, string> = {};
      if (shown.some((p) => !p)) out.parameters = t('errors.sms_parameters_mismatch');
      for (const issue of parsed.error?.issues ?? []) {
        const field = String(issue.path[0] ?? 'text');
        out[field] ??= t(`errors.${issue.message}`, { defaultValue: t('errors.invalid') });
      }
      setErrors(out);
      return;
    }
    if (!parsed.success) return;
    setErrors({});
    save.mutate({ ...parsed.data, guid: start?.guid }, { onSuccess: props.onClose });
  };

  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby="sms-template-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="sms-template-title">
          {start ? t('templates.edit', { code: start.code }) : t('templates.create')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField
              label={t('templates.code')}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              error={Boolean(errors.code)}
              helperText={errors.code}
              required
            />
            <TextField
              select
              label={t('templates.language')}
              value={language}
              onChange={(e) => setLanguage(e.target.value)}
              error={Boolean(errors.language)}
              helperText={errors.language}
              required
            >
              {(meta.data?.languages ?? ['en', 'fr']).map((l) => (
                <MenuItem key={l} value={l}>
                  {valueLabel(t, 'languages', l)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('templates.text')}
              value={text}
              onChange={(e) => setText(e.target.value)}
              multiline
              minRows={3}
              error={Boolean(errors.text)}
              helperText={errors.text ?? t('templates.textHint')}
              required
              slotProps={{ htmlInput: { 'aria-describedby': 'sms-template-counter' } }}
            />
            <SmsCounter
              id="sms-template-counter"
              text={text}
              maxSegments={meta.data?.max_segments}
              onReplace={setText}
            />
            {shown.map((p, i) => (
              <TextField
                // biome-ignore lint/suspicious/noArrayIndexKey: one field per marker position
                key={i}
                select
                label={t('templates.parameter', { n: i + 1 })}
                value={p}
                onChange={(e) => {
                  const next = [...shown];
                  next[i] = e.target.value;
                  setParameters(next);
                }}
                error={Boolean(errors.parameters) && !p}
                helperText={i === 0 ? errors.parameters : undefined}
                required
              >
                {SMS_TEMPLATE_PARAMETERS.map((x) => (
                  <MenuItem key={x} value={x}>
                    {t(`parameters.${x}`)}
                  </MenuItem>
                ))}
              </TextField>
            ))}
            {save.isError && <OperationError error={save.error} title={t('templates.saveFailed')} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('app:actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('app:actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
