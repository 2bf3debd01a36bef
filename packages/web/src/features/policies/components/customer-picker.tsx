import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../components/form-message.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useFindCustomers } from '../api/find-customers.ts';

/** Finds the customer to sell to by phone number (when the buy screen is not opened from a customer). */
export function CustomerPicker({ onPick }: { onPick(guid: string): void }) {
  const { t } = useTranslation('policies');
  const [msisdn, setMsisdn] = useState('');
  const find = useFindCustomers();
  return (
    <Stack spacing={1}>
      <Typography>{t('pickCustomer')}</Typography>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (msisdn.trim()) find.mutate(msisdn.trim());
        }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextInput label={t('fields.msisdn')} value={msisdn} onChange={(e) => setMsisdn(e.target.value)} />
          <Button type="submit" variant="contained" disabled={find.isPending}>
            {t('findCustomer')}
          </Button>
        </Stack>
      </form>
      {find.error && <FormMessage severity="error">{errorText(find.error)}</FormMessage>}
      {find.data && find.data.length === 0 && <Typography>{t('noCustomer')}</Typography>}
      {find.data && find.data.length > 0 && (
        <List aria-label={t('customers')}>
          {find.data.map((c) => (
            <ListItemButton key={c.guid} onClick={() => onPick(c.guid)}>
              <ListItemText primary={c.full_name} secondary={c.msisdn} />
            </ListItemButton>
          ))}
        </List>
      )}
    </Stack>
  );
}
