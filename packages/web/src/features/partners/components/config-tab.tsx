import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { type Control, type FieldValues, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notify } from '../../../app/notifications.ts';
import { errorText } from '../../../lib/error-text.ts';
import { fieldErrorsOf } from '../../../lib/http-error.ts';
import { type ConfigDocument, usePartnerConfig, useSavePartnerConfig } from '../api/partner-config.ts';

export interface ConfigFieldsProps<T extends FieldValues> {
  control: Control<T>;
  readOnly: boolean;
  fieldErrors: Record<string, string>;
}

/**
 * One settings document of the selected partner as a form: loaded, validated by its contract schema, saved whole.
 * Read-only for a role without `partners.write` (the server refuses the change anyway).
 */
export function ConfigTab<T extends FieldValues>(props: {
  doc: ConfigDocument;
  schema: z.ZodType;
  readOnly: boolean;
  /** Turns the form's values into the document (e.g. empty texts into null) before validation. */
  prepare?(values: T): T;
  children(p: ConfigFieldsProps<T>): ReactNode;
}) {
  const { t } = useTranslation('partners');
  const loaded = usePartnerConfig(props.doc);
  if (!loaded.data) return loaded.isError ? null : <CircularProgress aria-label={t('app:loading')} />;
  return (
    <ConfigForm key={JSON.stringify(loaded.data)} {...props} values={loaded.data as unknown as T}>
      {props.children}
    </ConfigForm>
  );
}

function ConfigForm<T extends FieldValues>(props: {
  doc: ConfigDocument;
  schema: z.ZodType;
  readOnly: boolean;
  values: T;
  prepare?(values: T): T;
  children(p: ConfigFieldsProps<T>): ReactNode;
}) {
  const { t } = useTranslation('partners');
  const save = useSavePartnerConfig(props.doc);
  const { control, handleSubmit } = useForm<T>({
    resolver: (values, ctx, opts) =>
      zodResolver(props.schema as never)(
        (props.prepare ? props.prepare(values as T) : values) as never,
        ctx,
        opts as never,
      ),
    defaultValues: props.values as never,
  });
  const fieldErrors = fieldErrorsOf(save.error);
  // The saved document replaces the cached one and this form remounts with it: the promise still tells of the success.
  const submit = handleSubmit((v) =>
    save.mutateAsync(v as never).then(
      () => notify(t(`configs.${props.doc}.saved`), 'success'),
      () => undefined,
    ),
  );
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t(`configs.${props.doc}.title`)}>
      {Boolean(save.error) && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {errorText(save.error, t('configs.saveFailed'))}
        </Alert>
      )}
      {props.children({ control, readOnly: props.readOnly, fieldErrors })}
      {!props.readOnly && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('app:actions.save')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
