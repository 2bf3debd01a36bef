import {
  type DocumentTemplate,
  type DocumentTemplateInput,
  documentTemplateInput,
  TEMPLATE_EVENT_NAMES,
  TEMPLATE_EVENTS,
  TEMPLATE_TRIGGERS,
} from '@coverdesk/contract/templates/document-templates.schemas';
import { TEMPLATE_FIELDS, TEMPLATE_TYPES, unknownPlaceholders } from '@coverdesk/contract/templates/template-fields';
import { zodResolver } from '@hookform/resolvers/zod';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notify } from '../../../app/notifications.ts';
import { FormSelectField } from '../../../components/form-select-field.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { FormDialog } from '../../../components/forms/form-dialog.tsx';
import { fieldErrorsOf } from '../../../lib/http-error.ts';
import { useSaveTemplate } from '../api/document-templates.ts';

type Values = z.input<typeof documentTemplateInput>;
const TEXT_FIELDS = ['title_en', 'title_fr', 'body_en', 'body_fr'] as const;

/**
 * Write a document template once in English and French: its type decides the placeholders offered (a click adds one
 * to the body shown), its trigger when it is generated. An unknown placeholder is refused here and by the server.
 */
export function TemplateEditorDialog({ template, onClose }: { template: DocumentTemplate | 'new'; onClose(): void }) {
  const { t } = useTranslation('templates');
  const editing = template === 'new' ? null : template;
  const save = useSaveTemplate();
  const [lang, setLang] = useState<'en' | 'fr'>('en');
  const [unknown, setUnknown] = useState<{ field: string; text: string }>();
  const { control, handleSubmit, getValues, setValue } = useForm<Values, unknown, DocumentTemplateInput>({
    resolver: zodResolver(documentTemplateInput),
    defaultValues: editing
      ? {
          name: editing.name,
          type: editing.type,
          trigger: editing.trigger,
          event: (editing.event as Values['event']) ?? null,
          cron: editing.cron,
          title_en: editing.title_en,
          title_fr: editing.title_fr,
          body_en: editing.body_en,
          body_fr: editing.body_fr,
          active: editing.active,
        }
      : {
          name: '',
          type: 'Policy',
          trigger: 'OnDemand',
          event: null,
          cron: null,
          title_en: '',
          title_fr: '',
          body_en: '',
          body_fr: '',
          active: true,
        },
  });
  const type = useWatch({ control, name: 'type' }) ?? 'Policy';
  const trigger = useWatch({ control, name: 'trigger' });
  const serverErrors = fieldErrorsOf(save.error);
  const fieldErrors: Record<string, string | undefined> = unknown
    ? { ...serverErrors, [unknown.field]: unknown.text }
    : serverErrors;
  const submit = handleSubmit((v) => {
    setUnknown(undefined);
    for (const f of TEXT_FIELDS) {
      const [name] = unknownPlaceholders(v.type, v[f]);
      if (name !== undefined) {
        setLang(f.endsWith('_fr') ? 'fr' : 'en');
        setUnknown({ field: f, text: t('unknownPlaceholder', { name: `{{${name}}}` }) });
        return;
      }
    }
    save.mutate(
      { ...v, guid: editing?.guid },
      {
        onSuccess: () => {
          notify(t(editing ? 'updated' : 'created', { name: v.name }), 'success');
          onClose();
        },
      },
    );
  });
  const insert = (name: string) => {
    const field = lang === 'fr' ? 'body_fr' : 'body_en';
    const body = getValues(field) ?? '';
    setValue(field, `${body}${body && !body.endsWith(' ') && !body.endsWith('\n') ? ' ' : ''}{{${name}}}`, {
      shouldDirty: true,
    });
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
      <FormTextField control={control} name="name" label={t('fields.name')} serverError={fieldErrors.name} autoFocus />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelectField
          control={control}
          name="type"
          label={t('fields.type')}
          options={TEMPLATE_TYPES.map((x) => ({ value: x, label: t(`types.${x}`) }))}
          serverError={fieldErrors.type}
        />
        <FormSelectField
          control={control}
          name="trigger"
          label={t('fields.trigger')}
          options={TEMPLATE_TRIGGERS.map((x) => ({ value: x, label: t(`triggers.${x}`) }))}
          serverError={fieldErrors.trigger}
        />
        {trigger === 'Event' && (
          <FormSelectField
            control={control}
            name="event"
            label={t('fields.event')}
            options={TEMPLATE_EVENT_NAMES.filter((e) => TEMPLATE_EVENTS[e].type === type).map((e) => ({
              value: e,
              label: t(`events.${e}`),
            }))}
            serverError={fieldErrors.event}
          />
        )}
        {trigger === 'Scheduled' && (
          <FormTextField
            control={control}
            name="cron"
            label={t('fields.cron')}
            helperText={t('hints.cron')}
            serverError={fieldErrors.cron}
          />
        )}
      </Stack>
      <Tabs value={lang} onChange={(_, v) => setLang(v)} aria-label={t('language')} sx={{ mt: 1 }}>
        <Tab value="en" label={t('english')} />
        <Tab value="fr" label={t('french')} />
      </Tabs>
      {/* Both languages stay mounted so either one's error shows when its tab is chosen. */}
      {(['en', 'fr'] as const).map((l) => (
        <div key={l} hidden={lang !== l}>
          <FormTextField
            control={control}
            name={`title_${l}`}
            label={t(`fields.title_${l}`)}
            serverError={fieldErrors[`title_${l}`]}
          />
          <FormTextField
            control={control}
            name={`body_${l}`}
            label={t(`fields.body_${l}`)}
            helperText={t('hints.body')}
            multiline
            minRows={10}
            serverError={fieldErrors[`body_${l}`]}
          />
        </div>
      ))}
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {t('placeholders', { type: t(`types.${type}`) })}
      </Typography>
      <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }} useFlexGap>
        {TEMPLATE_FIELDS[type].map((f) => (
          <Chip
            key={f}
            size="small"
            label={`{{${f}}}`}
            onClick={() => insert(f)}
            aria-label={t('insert', { name: f })}
          />
        ))}
      </Stack>
      <Controller
        control={control}
        name="active"
        render={({ field }) => (
          <FormControlLabel
            sx={{ mt: 1 }}
            control={<Switch checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />}
            label={t('fields.active')}
          />
        )}
      />
    </FormDialog>
  );
}
