import type { Customer } from '@coverdesk/contract/customers/customers.schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerPicker } from '../make-claim/customer-picker.tsx';
import { InitiateComplexClaimForm } from './initiate-complex-claim-form.tsx';

/** "Initiate complex claim" from the complex claims list: find the customer by phone, then the claim's form. */
export function InitiateComplexClaimDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('claims');
  const [customer, setCustomer] = useState<Customer | null>(null);
  return (
    <Dialog open onClose={onClose} aria-labelledby="initiate-complex-title" fullWidth maxWidth="md">
      <DialogTitle id="initiate-complex-title">{t('initiate.title')}</DialogTitle>
      <DialogContent>
        {customer ? (
          <>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 1 }}>
              <Typography data-testid="claim-customer">
                {customer.full_name} · {customer.msisdn}
              </Typography>
              <Button size="small" onClick={() => setCustomer(null)}>
                {t('make.changeCustomer')}
              </Button>
            </Box>
            <InitiateComplexClaimForm customer={customer} />
          </>
        ) : (
          <Box sx={{ pt: 1 }}>
            <CustomerPicker onPick={setCustomer} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app:actions.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
