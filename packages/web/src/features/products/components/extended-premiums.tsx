import {
  type ExtendedMembershipPremiumInput,
  extendedMembershipPremiumInput,
} from '@coverdesk/contract/products/product-configs.schemas';
import { GRANULARITIES, type Granularity } from '@coverdesk/contract/products/products.constants';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notify } from '../../../app/notifications.ts';
import { FormMoneyField } from '../../../components/form-money-field.tsx';
import { FormSelectField } from '../../../components/form-select-field.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { FormDialog } from '../../../components/forms/form-dialog.tsx';
import { Money } from '../../../components/money.tsx';
import { fieldErrorsOf } from '../../../lib/http-error.ts';
import { useCreateExtendedPremium, useExtendedPremiums } from '../api/product-configs.ts';

type Values = z.input<typeof extendedMembershipPremiumInput>;

function ExtendedPremiumDialog(props: { productGuid: string; currency: string; onClose(): void }) {
  const { t } = useTranslation('products');
  const create = useCreateExtendedPremium();
  const { control, handleSubmit } = useForm<Values, unknown, ExtendedMembershipPremiumInput>({
    resolver: zodResolver(extendedMembershipPremiumInput),
    defaultValues: {
      product_guid: props.productGuid,
      relationship: '',
      minimum_age: 0,
      maximum_age: 120,
      granularity: 'monthly' as Granularity,
    },
  });
  const fieldErrors = fieldErrorsOf(create.error);
  const submit = handleSubmit((v) =>
    create.mutate(v, {
      onSuccess: () => {
        notify(t('extendedPremiums.created'), 'success');
        props.onClose();
      },
    }),
  );
  return (
    <FormDialog
      title={t('extendedPremiums.createTitle')}
      busy={create.isPending}
      onSubmit={submit}
      onClose={props.onClose}
      error={create.error}
      errorFallback={t('extendedPremiums.saveFailed')}
    >
      <FormTextField
        control={control}
        name="relationship"
        label={t('extendedPremiums.relationship')}
        serverError={fieldErrors.relationship}
      />
      <FormTextField
        control={control}
        name="minimum_age"
        type="number"
        label={t('fields.minimum_age')}
        serverError={fieldErrors.minimum_age}
      />
      <FormTextField
        control={control}
        name="maximum_age"
        type="number"
        label={t('fields.maximum_age')}
        serverError={fieldErrors.maximum_age}
      />
      <FormMoneyField
        control={control}
        name="amount_in_cents"
        currency={props.currency}
        label={t('premiums.amount')}
        serverError={fieldErrors.amount_in_cents}
      />
      <FormSelectField
        control={control}
        name="granularity"
        label={t('fields.granularity')}
        options={GRANULARITIES.map((g) => ({ value: g, label: t(`values.granularity.${g}`) }))}
      />
    </FormDialog>
  );
}

/** The extra premiums of extended-family members by relationship and age band. */
export function ExtendedPremiums(props: { productGuid: string; currency: string; canWrite: boolean }) {
  const { t } = useTranslation('products');
  const list = useExtendedPremiums(props.productGuid);
  const [adding, setAdding] = useState(false);
  return (
    <Box sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
          {t('extendedPremiums.title')}
        </Typography>
        {props.canWrite && (
          <Button variant="outlined" onClick={() => setAdding(true)}>
            {t('extendedPremiums.create')}
          </Button>
        )}
      </Box>
      <Table size="small" aria-label={t('extendedPremiums.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('extendedPremiums.relationship')}</TableCell>
            <TableCell>{t('extendedPremiums.ages')}</TableCell>
            <TableCell>{t('premiums.amount')}</TableCell>
            <TableCell>{t('fields.granularity')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(list.data ?? []).length === 0 && (
            <TableRow>
              <TableCell colSpan={4}>{t('extendedPremiums.none')}</TableCell>
            </TableRow>
          )}
          {(list.data ?? []).map((p) => (
            <TableRow key={p.guid}>
              <TableCell>{p.relationship}</TableCell>
              <TableCell>
                {p.minimum_age}–{p.maximum_age}
              </TableCell>
              <TableCell>
                <Money cents={p.amount_in_cents} currency={props.currency} />
              </TableCell>
              <TableCell>{t(`values.granularity.${p.granularity}`)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {adding && (
        <ExtendedPremiumDialog
          productGuid={props.productGuid}
          currency={props.currency}
          onClose={() => setAdding(false)}
        />
      )}
    </Box>
  );
}
