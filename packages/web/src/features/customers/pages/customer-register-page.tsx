import { type CustomerInput, customerInput } from '@coverdesk/contract/customers/customers.schemas';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { notify } from '../../../app/notifications.ts';
import { OperationError } from '../../../components/operation-error.tsx';
import { fieldErrorsOf } from '../../../lib/http-error.ts';
import { useRegisterCustomer } from '../api/register-customer.ts';
import { CustomerFields, type CustomerFormValues, EMPTY_CUSTOMER } from '../components/customer-fields.tsx';
import { usePhoneCheckedResolver } from '../components/use-phone-checked-resolver.ts';

// Read as phone numbers of the partner's country.
const PHONE_FIELDS = ['msisdn', 'beneficiary_msisdn'];

/** Customer registration (SPEC §2/§3): every Customer field, validated by the contract before sending. */
export default function CustomerRegisterPage() {
  const { t, i18n } = useTranslation('customers');
  const navigate = useNavigate();
  const register = useRegisterCustomer();
  const resolver = usePhoneCheckedResolver<CustomerFormValues, CustomerInput>(customerInput, PHONE_FIELDS);
  const { control, handleSubmit } = useForm<CustomerFormValues, unknown, CustomerInput>({
    resolver,
    defaultValues: { ...EMPTY_CUSTOMER, language: i18n.language.startsWith('fr') ? 'fr' : 'en' },
  });
  const serverErrors = fieldErrorsOf(register.error);
  const submit = handleSubmit((body) =>
    register.mutate(body, {
      onSuccess: (c) => {
        notify(t('registered', { name: c.full_name }), 'success');
        navigate(`/customers/${c.guid}`);
      },
    }),
  );
  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <Typography variant="h4" component="h1">
        {t('register.title')}
      </Typography>
      <Paper component="form" noValidate onSubmit={submit} sx={{ p: 3 }} aria-label={t('register.title')}>
        <OperationError error={register.error} title={t('app:errors.errorRegisteringCustomer')} />
        <CustomerFields control={control} serverErrors={serverErrors} autoFocus />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('register.channel')}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
          <Button type="submit" variant="contained" disabled={register.isPending}>
            {t('register.submit')}
          </Button>
          <Button component={Link} to="/customers">
            {t('app:actions.cancel')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
