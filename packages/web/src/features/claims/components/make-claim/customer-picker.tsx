import type { Customer } from '@coverdesk/contract/customers/customers.schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../lib/error-text.ts';
import { useCustomersByPhone } from '../../api/customers.ts';

/** Finds the customer by phone number (GET /api/customers/find?msisdn) and picks one with its visible Choose button. */
export function CustomerPicker({ onPick, error }: { onPick(customer: Customer): void; error?: string }) {
  const { t } = useTranslation('claims');
  const [phone, setPhone] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const found = useCustomersByPhone(searched);
  const search = () => {
    if (phone.trim()) setSearched(phone.trim());
  };
  return (
    <Box>
      <Box role="search" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          autoFocus
          label={t('make.customerPhone')}
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          onKeyDown={(e) => {
            // The picker sits inside the claim form: Enter searches instead of submitting the claim.
            if (e.key === 'Enter') {
              e.preventDefault();
              search();
            }
          }}
          error={Boolean(error)}
          helperText={error ?? t('make.customerPhoneHint')}
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
        />
        <Button variant="outlined" onClick={search}>
          {t('make.findCustomer')}
        </Button>
      </Box>
      {found.isError && (
        <Typography color="error" role="alert">
          {errorText(found.error)}
        </Typography>
      )}
      {found.data && found.data.items.length === 0 && <Typography role="status">{t('make.noCustomer')}</Typography>}
      {found.data && found.data.items.length > 0 && (
        <List dense aria-label={t('make.customers')}>
          {found.data.items.map((c) => (
            <ListItem
              key={c.guid}
              divider
              secondaryAction={
                <Button
                  variant="contained"
                  size="small"
                  onClick={() => onPick(c)}
                  aria-label={t('make.chooseCustomer', { name: c.full_name })}
                >
                  {t('make.choose')}
                </Button>
              }
            >
              <ListItemText
                primary={c.full_name}
                secondary={`${c.msisdn}${c.national_id ? ` · ${c.national_id}` : ''}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
