import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFindPolicyByNumber } from '../../../app/queries/find-policy-by-number.ts';
import { FormMessage } from '../../../components/form-message.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { HttpError } from '../../../lib/http-error.ts';

/** Finds a policy by its number and hands back its guid (and number). */
export function PolicyFinder({ onFound }: { onFound(guid: string, policyNumber: string): void }) {
  const { t } = useTranslation('payments');
  const [number, setNumber] = useState('');
  const find = useFindPolicyByNumber();
  return (
    <form
      noValidate
      aria-label={t('findPolicy')}
      onSubmit={(e) => {
        e.preventDefault();
        if (number.trim()) find.mutate(number.trim(), { onSuccess: (p) => onFound(p.guid, p.policy_number) });
      }}
    >
      <Stack direction="row" spacing={1} sx={{ maxWidth: 600, alignItems: 'center' }}>
        <TextInput label={t('fields.policy_number')} value={number} onChange={(e) => setNumber(e.target.value)} />
        <Button type="submit" variant="outlined" disabled={find.isPending}>
          {t('findPolicy')}
        </Button>
      </Stack>
      {find.error && (
        <FormMessage severity="error">
          {find.error instanceof HttpError && find.error.status === 404 ? t('policyNotFound') : errorText(find.error)}
        </FormMessage>
      )}
    </form>
  );
}
