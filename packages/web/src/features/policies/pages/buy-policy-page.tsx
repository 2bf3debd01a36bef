import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Loading } from '../../../app/session/require-session.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useCustomer } from '../api/get-customer.ts';
import { BuyPolicyForm } from '../components/buy-policy-form.tsx';
import { CustomerPicker } from '../components/customer-picker.tsx';

/** Buy a policy for a customer (`?customer=<guid>`, as the customer screen opens it; else find the customer first). */
export default function BuyPolicyPage() {
  const { t } = useTranslation('policies');
  const [params, setParams] = useSearchParams();
  const customerGuid = params.get('customer') ?? undefined;
  const customer = useCustomer(customerGuid);
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Typography variant="h4" component="h1">
        {t('buyTitle')}
      </Typography>
      {!customerGuid && <CustomerPicker onPick={(guid) => setParams({ customer: guid })} />}
      {customerGuid && customer.isPending && <Loading />}
      {customer.error && <Alert severity="error">{errorText(customer.error)}</Alert>}
      {customer.data && <BuyPolicyForm key={customer.data.guid} customer={customer.data} />}
    </Stack>
  );
}
