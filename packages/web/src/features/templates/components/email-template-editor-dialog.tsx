import {
  type EmailTemplate,
  type EmailTemplateInput,
  emailTemplateInput,
} from '@coverdesk/contract/templates/email-templates.schemas';
import { TEMPLATE_FIELDS, TEMPLATE_TYPES, unknownPlaceholders } from '@coverdesk/contract/templates/template-fields';
import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notify } from '../../../app/notifications.ts';
import { FormSelectField } from '../../../components/form-select-field.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { FormDialog } from '../../../components/forms/form-dialog.tsx';
import { fieldErrorsOf } from '../../../lib/http-error.ts';
import { useDocumentTemplates } from '../api/document-templates.ts';
import { useSaveEmailTemplate } from '../api/email-templates.ts';

type Values = z.input<typeof emailTemplateInput>;
const TEXT_FIELDS = ['subject_en', 'subject_fr', 'html_en', 'html_fr', 'text_en', 'text_fr'] as const;

/** Write an email template in English and French: subject, HTML and text, and the documents it attaches. */
export function EmailTemplateEditorDialog({ template, onClose }: { template: EmailTemplate | 'new'; onClose(): void }) {
  const { t } = useTranslation('templates');
  const editing = template === 'new' ? null : template;
  const save = useSaveEmailTemplate();
  const docsLabel = useId();
  const [lang, setLang] = useState<'en' | 'fr'>('en');
  const [unknown, setUnknown] = useState<{ field: string; text: string }>();
  const { control, handleSubmit } = useForm<Values, unknown, EmailTemplateInput>({
    resolver: zodResolver(emailTemplateInput),
    defaultValues: editing
      ? (({ guid: _g, created_at: _c, updated_at: _u, ...fields }) => fields)(editing)
      : {
          code: '',
          name: '',
          entity_type: 'Policy',
          subject_en: '',
          subject_fr: '',
          html_en: '',
          html_fr: '',
          text_en: '',
          text_fr: '',
          document_template_guids: [],
        },
  });
  const type = useWatch({ control, name: 'entity_type' }) ?? 'Policy';
  const documents = useDocumentTemplates(type);
  const server = fieldErrorsOf(save.error);
  const fieldErrors: Record<string, string | undefined> = unknown
    ? { ...server, [unknown.field]: unknown.text }
    : server;
  const submit = handleSubmit((v) => {
    setUnknown(undefined);
    for (const f of TEXT_FIELDS) {
      const [name] = unknownPlaceholders(v.entity_type, v[f]);
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
  return (
    <FormDialog
      title={t(editing ? 'email.editTitle' : 'email.createTitle')}
      busy={save.isPending}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="md"
      error={save.error}
      errorFallback={t(editing ? 'updateFailed' : 'createFailed')}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="code" label={t('email.code')} serverError={fieldErrors.code} autoFocus />
        <FormTextField control={control} name="name" label={t('fields.name')} serverError={fieldErrors.name} />
        <FormSelectField
          control={control}
          name="entity_type"
          label={t('fields.type')}
          options={TEMPLATE_TYPES.map((x) => ({ value: x, label: t(`types.${x}`) }))}
        />
      </Stack>
      <Tabs value={lang} onChange={(_, v) => setLang(v)} aria-label={t('language')} sx={{ mt: 1 }}>
        <Tab value="en" label={t('english')} />
        <Tab value="fr" label={t('french')} />
      </Tabs>
      {(['en', 'fr'] as const).map((l) => (
        <div key={l} hidden={lang !== l}>
          <FormTextField
            control={control}
            name={`subject_${l}`}
            label={t(`email.subject_${l}`)}
            serverError={fieldErrors[`subject_${l}`]}
          />
          <FormTextField
            control={control}
            name={`html_${l}`}
            label={t(`email.html_${l}`)}
            multiline
            minRows={6}
            serverError={fieldErrors[`html_${l}`]}
          />
          <FormTextField
            control={control}
            name={`text_${l}`}
            label={t(`email.text_${l}`)}
            multiline
            minRows={4}
            serverError={fieldErrors[`text_${l}`]}
          />
        </div>
      ))}
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {t('placeholders', { type: t(`types.${type}`) })}
      </Typography>
      <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }} useFlexGap>
        {TEMPLATE_FIELDS[type].map((f) => (
          <Chip key={f} size="small" variant="outlined" label={`{{${f}}}`} />
        ))}
      </Stack>
      <Controller
        control={control}
        name="document_template_guids"
        render={({ field }) => {
          const chosen = new Set(field.value ?? []);
          return (
            <FormGroup sx={{ mt: 1 }} role="group" aria-labelledby={docsLabel}>
              <FormLabel id={docsLabel}>{t('email.attach')}</FormLabel>
              {(documents.data ?? []).map((d) => (
                <FormControlLabel
                  key={d.guid}
                  label={d.name}
                  control={
                    <Checkbox
                      checked={chosen.has(d.guid)}
                      onChange={(e) => {
                        const next = new Set(chosen);
                        if (e.target.checked) next.add(d.guid);
                        else next.delete(d.guid);
                        field.onChange([...next]);
                      }}
                    />
                  }
                />
              ))}
              {fieldErrors.document_template_guids && (
                <Typography color="error" variant="caption">
                  {fieldErrors.document_template_guids}
                </Typography>
              )}
            </FormGroup>
          );
        }}
      />
    </FormDialog>
  );
}
