import type { Assessment } from '@coverdesk/contract/claims/claim.schemas';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money.tsx';
import { formatMoney } from '../../../lib/money.ts';

/**
 * What the policy pays for the claim (server-computed) and, when it pays nothing, why; a benefit above the amount
 * claimed (`claimedCents`) is said to be so, with where it comes from (nights × daily benefit, the fixed indemnity).
 */
export function AssessmentView({
  assessment,
  currency,
  claimedCents,
}: {
  assessment: Assessment;
  currency: string;
  claimedCents?: number;
}) {
  const { t, i18n } = useTranslation('claims');
  const money = (cents: number) => formatMoney(cents, currency, i18n.language);
  const benefit = assessment.benefit_amount_cents;
  const above = claimedCents !== undefined && assessment.payable && benefit > claimedCents;
  const nights = assessment.paid_nights ?? 0;
  const why =
    assessment.basis === 'hospital_daily' && nights > 0
      ? t('assessment.aboveWhy.hospital_daily', { count: nights, daily: money(Math.round(benefit / nights)) })
      : t(`assessment.aboveWhy.${assessment.basis}`, { defaultValue: '' });
  return (
    <Stack spacing={1} data-testid="assessment">
      <Typography variant="h5" component="p">
        <Money cents={assessment.benefit_amount_cents} currency={currency} />
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(`basis.${assessment.basis}`)}
        {assessment.nights !== null &&
          ` · ${t('assessment.nights', { count: assessment.nights })} · ${t('assessment.paidNights', { count: assessment.paid_nights ?? 0 })}`}
      </Typography>
      {above && (
        <Alert severity="warning" role="status">
          {t('assessment.above', { benefit: money(benefit), claimed: money(claimedCents) })} {why}
        </Alert>
      )}
      {!assessment.payable && (
        <Alert severity="warning" role="status">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('assessment.paysNothing')}
          </Typography>
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {assessment.reasons.map((r) => (
              <li key={r.code}>{r.text}</li>
            ))}
          </ul>
        </Alert>
      )}
    </Stack>
  );
}
