import { type CustomerInput, customerInput } from '@coverdesk/contract/customers/customers.schemas';
import { normaliseMsisdn, type PhoneCountry } from '@coverdesk/contract/customers/phone';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../../app/notifications.ts';
import { usePartnerCountry } from '../../../app/partner/partner-country.ts';
import { useFindCustomers } from '../../../app/queries/find-customers.ts';
import { OperationError } from '../../../components/operation-error.tsx';
import { fieldErrorsOf, HttpError } from '../../../lib/http-error.ts';
import { useRegisterCustomer } from '../api/register-customer.ts';
import { CustomerFields, type CustomerFormValues, EMPTY_CUSTOMER } from '../components/customer-fields.tsx';
import { usePhoneCheckedResolver } from '../components/use-phone-checked-resolver.ts';

// Read as phone numbers of the partner's country.
const PHONE_FIELDS = ['msisdn', 'beneficiary_msisdn'];

/** The phone number a refused registration already belongs to (409 `customer_msisdn_exists`), to link its customer. */
const takenNumber = (error: unknown, body: CustomerInput | undefined, country: PhoneCountry | undefined) =>
  error instanceof HttpError && (error.body as { code?: string } | null)?.code === 'customer_msisdn_exists' && country
    ? normaliseMsisdn(body?.msisdn ?? '', country)
    : null;

/**
 * Customer registration (SPEC §2/§3): every Customer field, validated by the contract before sending. A number from
 * the search (`?msisdn=`) is carried into the form; a number already registered links to that customer.
 */
export default function CustomerRegisterPage() {
  const { t, i18n } = useTranslation('customers');
  const navigate = useNavigate();
  const register = useRegisterCustomer();
  const resolver = usePhoneCheckedResolver<CustomerFormValues, CustomerInput>(customerInput, PHONE_FIELDS);
  const [params] = useSearchParams();
  const { control, handleSubmit } = useForm<CustomerFormValues, unknown, CustomerInput>({
    resolver,
    defaultValues: {
      ...EMPTY_CUSTOMER,
      msisdn: params.get('msisdn') ?? '',
      language: i18n.language.startsWith('fr') ? 'fr' : 'en',
    },
  });
  const country = usePartnerCountry().data;
  const taken = takenNumber(register.error, register.variables, country);
  const existing = useFindCustomers(taken ? { criterion: 'msisdn', value: taken, page: 1, size: 1 } : null);
  const owner = taken ? existing.data?.items[0] : undefined;
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
        {owner ? (
          <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
            {t('register.numberTaken', { name: owner.full_name })}{' '}
            <MuiLink component={Link} to={`/customers/${owner.guid}`}>
              {t('register.openExisting', { name: owner.full_name })}
            </MuiLink>
          </Alert>
        ) : (
          <OperationError error={register.error} title={t('app:errors.errorRegisteringCustomer')} />
        )}
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
