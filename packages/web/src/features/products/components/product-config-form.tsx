import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { type Control, type FieldValues, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notify } from '../../../app/notifications.ts';
import { errorText } from '../../../lib/error-text.ts';
import { fieldErrorsOf } from '../../../lib/http-error.ts';
import { useProductConfig, useSaveProductConfig } from '../api/product-configs.ts';
import { Section } from './section.tsx';

export interface ConfigFields<T extends FieldValues> {
  control: Control<T>;
  readOnly: boolean;
  fieldErrors: Record<string, string>;
}

type Kind = 'membership' | 'extended' | 'group';

/**
 * A per-product configuration (membership, extended membership, group) as an editable section: "not set" until it is
 * first saved (POST), then changed in place (PUT with its guid). Validated by the contract's input schema.
 */
export function ProductConfigSection<T extends FieldValues>(props: {
  kind: Kind;
  productGuid: string;
  title: string;
  schema: z.ZodType;
  defaults: T;
  canWrite: boolean;
  children(p: ConfigFields<T>): ReactNode;
  after?: ReactNode;
}) {
  const config = useProductConfig(props.kind, props.productGuid);
  const current = config.data as (T & { guid: string }) | null | undefined;
  return (
    <Section title={props.title}>
      {config.isSuccess && (
        <ConfigForm key={JSON.stringify(current)} {...props} current={current ?? null}>
          {props.children}
        </ConfigForm>
      )}
      {props.after}
    </Section>
  );
}

function ConfigForm<T extends FieldValues>(props: {
  kind: Kind;
  productGuid: string;
  schema: z.ZodType;
  defaults: T;
  canWrite: boolean;
  current: (T & { guid: string }) | null;
  children(p: ConfigFields<T>): ReactNode;
}) {
  const { t } = useTranslation('products');
  const save = useSaveProductConfig(props.kind);
  const initial = { ...props.defaults, ...(props.current ?? {}), product_guid: props.productGuid };
  const { control, handleSubmit } = useForm<T>({
    resolver: zodResolver(props.schema as never) as never,
    defaultValues: initial as never,
  });
  const fieldErrors = fieldErrorsOf(save.error);
  const submit = handleSubmit((v) => {
    const body = { ...(v as Record<string, unknown>) };
    for (const k of ['guid', 'id', 'partner_guid', 'created_at', 'updated_at']) delete body[k];
    // The saved config is refetched and this form remounts with it: the promise still tells of the success.
    save.mutateAsync({ guid: props.current?.guid, body }).then(
      () => notify(t(`configs.${props.kind}.saved`), 'success'),
      () => undefined,
    );
  });
  return (
    <Box component="form" noValidate onSubmit={submit}>
      {!props.current && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('configs.notSet')}
        </Typography>
      )}
      {Boolean(save.error) && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {errorText(save.error, t('configs.saveFailed'))}
        </Alert>
      )}
      {props.children({ control, readOnly: !props.canWrite, fieldErrors })}
      {props.canWrite && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t(`configs.${props.kind}.save`)}
          </Button>
        </Box>
      )}
    </Box>
  );
}
