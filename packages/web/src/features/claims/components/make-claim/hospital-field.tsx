import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useClaimHospitals } from '../../api/list-claim-lists.ts';
import { usePartnerCurrency } from '../../api/partner-settings.ts';
import { type FormBinding, useClaimValidationText } from './form-fields.tsx';

/** The hospital, searched in the partner's hospitals of its country (GET /api/claim_hospitals), or typed. */
export function HospitalField({ form }: { form: FormBinding }) {
  const { t } = useTranslation('claims');
  const { country } = usePartnerCurrency();
  // The typed text is the value (a hospital may be missing from the list); it also searches the list.
  const input = form.values.hospital_name;
  const query = useDeferredValue(input.trim());
  const hospitals = useClaimHospitals(country, query);
  const names = (hospitals.data?.items ?? []).map((h) => h.name);
  const text = useClaimValidationText();
  const error = text(form.errors.hospital_name);
  return (
    <Autocomplete
      size="small"
      options={names}
      value={form.values.hospital_name || null}
      onChange={(_, v) => form.set('hospital_name', v ?? '')}
      inputValue={input}
      onInputChange={(_, v) => form.set('hospital_name', v)}
      freeSolo
      autoSelect
      loading={hospitals.isFetching}
      filterOptions={(o) => o}
      noOptionsText={t('make.noHospital')}
      loadingText={t('app:loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          margin="dense"
          name="hospital_name"
          label={t('fields.hospital_name')}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
