import type { Assessment, ClaimInput } from '@coverdesk/contract/claims/claim.schemas';
import type { Customer } from '@coverdesk/contract/customers/customers.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../../components/date-text.tsx';
import { Money } from '../../../../components/money.tsx';
import { AssessmentView } from '../assessment-view.tsx';

/** Step 2: what was entered, and the benefit the server computes for it (with its reasons when it pays nothing). */
export function ClaimSummaryStep(props: {
  body: ClaimInput;
  customer: Customer;
  currency: string;
  assessment: Assessment | undefined;
  assessing: boolean;
  error?: string;
  canIgnoreMaxDays: boolean;
  onIgnoreMaxDays(v: boolean): void;
}) {
  const { t } = useTranslation('claims');
  const b = props.body;
  const rows: [string, React.ReactNode][] = [
    ['customer', `${props.customer.full_name} · ${props.customer.msisdn}`],
    ['type', t(`types.${b.type}`)],
    ['person_affected', `${b.person_affected} (${t(`relations.${b.relation}`, { defaultValue: b.relation })})`],
    ['person_affected_dob', <DateText key="dob" value={b.person_affected_dob} />],
  ];
  if (b.type === 'hospital')
    rows.push(
      ['hospital_admission_date', <DateText key="a" value={b.hospital_admission_date} />],
      ['hospital_discharge_date', <DateText key="d" value={b.hospital_discharge_date} />],
      ['hospital_name', b.hospital_name],
      ['hospitalization_reason', b.hospitalization_reason],
    );
  if (b.type === 'death') rows.push(['death_date', <DateText key="dd" value={b.death_date} />]);
  if (b.type === 'accident' || b.type === 'reimbursement')
    rows.push(['event_date', <DateText key="e" value={b.event_date} />]);
  if (b.type === 'reimbursement')
    rows.push(
      ['start_date', <DateText key="s" value={b.start_date} />],
      ['end_date', <DateText key="en" value={b.end_date} />],
    );
  if (b.condition) rows.push(['condition', b.condition]);
  rows.push(
    ['document_channel', t(`channels.${b.document_channel}`)],
    ['verification', t(`verifications.${b.verification}`)],
    ['claim_amount_cents', <Money key="m" cents={b.claim_amount_cents} currency={props.currency} />],
  );
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="summary-entered">
        <Typography id="summary-entered" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('make.entered')}
        </Typography>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
        >
          {rows.map(([k, v]) => (
            <Box key={k} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t(`fields.${k}`)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {v}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="summary-benefit">
        <Typography id="summary-benefit" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('make.benefit')}
        </Typography>
        {props.error && (
          <Alert severity="error" role="alert">
            {props.error}
          </Alert>
        )}
        {props.assessing && <Skeleton width={160} height={40} />}
        {!props.assessing && props.assessment && (
          <AssessmentView assessment={props.assessment} currency={props.currency} claimedCents={b.claim_amount_cents} />
        )}
        {props.canIgnoreMaxDays && (
          <FormControlLabel
            control={
              <Checkbox
                checked={b.ignore_max_days_allowed_after_discharge_or_death === true}
                onChange={(e) => props.onIgnoreMaxDays(e.target.checked)}
              />
            }
            label={t('fields.ignore_max_days_allowed_after_discharge_or_death')}
          />
        )}
      </Paper>
    </Box>
  );
}
