import {
  type FeatureFlag,
  type FeatureFlagInput,
  featureFlagInput,
} from '@coverdesk/contract/feature-flags/feature-flags.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notify } from '../../../app/notifications.ts';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { FormDialog } from '../../../components/forms/form-dialog.tsx';
import { fieldErrorsOf } from '../../../lib/http-error.ts';
import { usePartnerChoices } from '../api/list-partners.ts';
import { useSaveFeatureFlag } from '../api/save-feature-flag.ts';

type Values = z.input<typeof featureFlagInput>;

/** Create or edit a feature flag: name, description, on/off and the partners it is on for. */
export function FeatureFlagFormDialog({ flag, onClose }: { flag: FeatureFlag | 'new'; onClose(): void }) {
  const { t } = useTranslation('feature-flags');
  const editing = flag === 'new' ? null : flag;
  const save = useSaveFeatureFlag();
  const partners = usePartnerChoices();
  const { control, handleSubmit } = useForm<Values, unknown, FeatureFlagInput>({
    resolver: zodResolver(featureFlagInput),
    defaultValues: editing
      ? {
          name: editing.name,
          description: editing.description,
          enabled: editing.enabled,
          partner_guids: editing.partner_guids,
        }
      : { name: '', description: '', enabled: true, partner_guids: [] },
  });
  const fieldErrors = fieldErrorsOf(save.error);
  const submit = handleSubmit((v) =>
    save.mutate(
      { ...v, description: v.description || null, guid: editing?.guid },
      {
        onSuccess: () => {
          notify(t(editing ? 'updated' : 'created', { name: v.name }), 'success');
          onClose();
        },
      },
    ),
  );
  return (
    <FormDialog
      title={t(editing ? 'editTitle' : 'createTitle')}
      busy={save.isPending}
      onSubmit={submit}
      onClose={onClose}
      error={save.error}
      errorFallback={t(editing ? 'updateFailed' : 'createFailed')}
    >
      <FormTextField
        control={control}
        name="name"
        label={t('fields.name')}
        helperText={t('hints.name')}
        serverError={fieldErrors.name}
        autoFocus={!editing}
      />
      <FormTextField
        control={control}
        name="description"
        label={t('fields.description')}
        multiline
        minRows={2}
        serverError={fieldErrors.description}
      />
      <Controller
        control={control}
        name="enabled"
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />}
            label={t('fields.enabled')}
          />
        )}
      />
      <Controller
        control={control}
        name="partner_guids"
        render={({ field }) => {
          const chosen = new Set(field.value ?? []);
          return (
            <FormGroup sx={{ mt: 1 }} role="group" aria-labelledby="flag-partners-label">
              <FormLabel id="flag-partners-label">{t('fields.partners')}</FormLabel>
              {(partners.data ?? []).map((p) => (
                <FormControlLabel
                  key={p.guid}
                  label={p.name}
                  control={
                    <Checkbox
                      checked={chosen.has(p.guid)}
                      onChange={(e) => {
                        const next = new Set(chosen);
                        if (e.target.checked) next.add(p.guid);
                        else next.delete(p.guid);
                        field.onChange([...next]);
                      }}
                    />
                  }
                />
              ))}
            </FormGroup>
          );
        }}
      />
    </FormDialog>
  );
}
