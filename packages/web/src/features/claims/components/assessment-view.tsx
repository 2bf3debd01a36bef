import type { Assessment } from '@coverdesk/contract/claims/claim.schemas';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money.tsx';

/** What the policy pays for the claim (server-computed) and, when it pays nothing, why. */
export function AssessmentView({ assessment, currency }: { assessment: Assessment; currency: string }) {
  const { t } = useTranslation('claims');
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
