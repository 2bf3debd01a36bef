import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../../app/notifications.ts';
import { usePartnerCurrency } from '../../../app/partner/partner-country.ts';
import { usePolicy } from '../../../app/queries/get-policy.ts';
import { useProduct } from '../../../app/queries/get-product.ts';
import { Loading } from '../../../app/session/require-session.tsx';
import { PolicyStatusChip } from '../../../components/policy-status-chip.tsx';
import { useMissingPaymentMinimum } from '../api/partner-minimum.ts';
import { MissingPaymentForm } from '../components/missing-payment-form.tsx';
import { PolicyFinder } from '../components/policy-finder.tsx';

/** Record a missing payment (`?policy=<guid>` from the policy; else find the policy by number first). */
export default function MissingPaymentPage() {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const policyGuid = params.get('policy') ?? '';
  const policy = usePolicy(policyGuid);
  const product = useProduct(policy.data?.product_guid);
  const partnerCurrency = usePartnerCurrency();
  const currency = product.data?.currency_code ?? partnerCurrency;
  const minimum = useMissingPaymentMinimum();
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('newTitle')}
      </Typography>
      <Typography variant="body2">{t('newText')}</Typography>
      {!policyGuid && <PolicyFinder onFound={(guid) => setParams({ policy: guid })} />}
      {policy.data && (
        <Typography component="div">
          {t('forPolicy')}{' '}
          <Link component={RouterLink} to={`/policies/${policy.data.guid}`}>
            {policy.data.policy_number}
          </Link>{' '}
          <PolicyStatusChip status={policy.data.status} />
        </Typography>
      )}
      {policyGuid && (policy.isPending || minimum === undefined || !currency) && <Loading />}
      {policy.data && minimum !== undefined && currency && (
        <MissingPaymentForm
          policy={policy.data}
          minimum={minimum}
          currency={currency}
          onDone={(guid) => {
            notify(t('recorded'), 'success');
            navigate(`/payments/${guid}`);
          }}
        />
      )}
    </Stack>
  );
}
