import type { Claim } from '@coverdesk/contract/claims/claim.schemas';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text.tsx';
import { Money } from '../../../components/money.tsx';
import { DateTimeText } from './date-time-text.tsx';

const DATES = [
  'person_affected_dob',
  'hospital_admission_date',
  'hospital_discharge_date',
  'death_date',
  'event_date',
  'start_date',
  'end_date',
  'documents_due_date',
] as const;
const TEXTS = [
  'person_affected',
  'hospital_name',
  'hospitalization_reason',
  'condition',
  'facility',
  'facility_code',
  'tag',
] as const;

/** Every field of a claim as a dense label/value grid; empty fields are left out, booleans read yes/no. */
export function ClaimFields({ claim, currency }: { claim: Claim; currency: string }) {
  const { t } = useTranslation('claims');
  const yesNo = (v: boolean | null) => (v === null ? null : t(v ? 'yes' : 'no'));
  const rows: [string, ReactNode][] = [
    ['claim_reference', claim.claim_reference],
    ['type', t(`types.${claim.type}`)],
    ['status', t(`statuses.${claim.status}`)],
    ['decision', claim.decision && t(`decisions.${claim.decision}`)],
    ['received_at', <DateTimeText key="r" value={claim.received_at} />],
    ['age_days', t('ageDays', { count: claim.age_days })],
    ['relation', claim.relation && t(`relations.${claim.relation}`, { defaultValue: claim.relation })],
    ...TEXTS.map((k): [string, ReactNode] => [k, claim[k]]),
    ...DATES.map((k): [string, ReactNode] => [k, claim[k] && <DateText key={k} value={claim[k]} />]),
    ['is_accident', yesNo(claim.is_accident)],
    ['document_channel', claim.document_channel && t(`channels.${claim.document_channel}`)],
    ['verification', claim.verification && t(`verifications.${claim.verification}`)],
    ['documentation_received_at', <DateTimeText key="d" value={claim.documentation_received_at} />],
    ['birth_certificate_valid', yesNo(claim.birth_certificate_valid)],
    ['claim_amount_cents', <Money key="c" cents={claim.claim_amount_cents} currency={currency} />],
    ['benefit_amount_cents', <Money key="b" cents={claim.benefit_amount_cents} currency={currency} />],
    ['payment_status', claim.payment_status && t(`paymentStatuses.${claim.payment_status}`)],
    ['payment_failure_reason', claim.payment_failure_reason],
    ['rejection_reason', claim.rejection_reason],
    ['high_risk', yesNo(claim.high_risk)],
    ['ignore_max_days_allowed_after_discharge_or_death', yesNo(claim.ignore_max_days_allowed_after_discharge_or_death)],
    ['ussd_initiated', yesNo(claim.ussd_initiated)],
    ['preauthorization_guid', claim.preauthorization_guid],
    ['comment', claim.comment],
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'minmax(120px, 200px) 1fr',
          lg: 'minmax(120px, 200px) 1fr minmax(120px, 200px) 1fr',
        },
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
      }}
    >
      {rows
        .filter(([, v]) => v !== null && v !== undefined && v !== '')
        .map(([k, v]) => (
          <Box key={k} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(`fields.${k}`)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }} data-field={k}>
              {v}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}
