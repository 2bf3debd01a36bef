import Typography from '@mui/material/Typography';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { FormColumns } from '../../../components/forms/form-columns.tsx';

/** The beneficiary's name, phone, national id and relationship (all empty means none). */
export function BeneficiaryFields<T extends FieldValues>({
  control,
  errors,
}: {
  control: Control<T>;
  errors?: Record<string, string>;
}) {
  const { t } = useTranslation('policies');
  const name = (f: string) => `beneficiary.${f}` as Path<T>;
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {t('fields.beneficiary')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('hints.beneficiary')}
      </Typography>
      <FormColumns>
        <FormTextField
          control={control}
          name={name('name')}
          label={t('beneficiary.name')}
          serverError={errors?.['beneficiary.name']}
        />
        <FormTextField
          control={control}
          name={name('msisdn')}
          label={t('beneficiary.msisdn')}
          serverError={errors?.['beneficiary.msisdn']}
        />
        <FormTextField
          control={control}
          name={name('national_id')}
          label={t('beneficiary.national_id')}
          serverError={errors?.['beneficiary.national_id']}
        />
        <FormTextField
          control={control}
          name={name('relationship')}
          label={t('beneficiary.relationship')}
          serverError={errors?.['beneficiary.relationship']}
        />
      </FormColumns>
    </>
  );
}
