import type { ClaimDetail } from '@coverdesk/contract/claims/claim.schemas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DateText } from '../../../../components/date-text.tsx';
import { Money } from '../../../../components/money.tsx';
import { ClaimDocuments } from '../claim-documents.tsx';
import { ClaimStatusChip } from '../claim-status-chip.tsx';

/**
 * Step 3: the claim's reference and status, and its documents to upload at once — unless it pays nothing as entered:
 * then no documents are asked for (the server sets no due date) and the page says why.
 */
export function ClaimResultStep({
  claim,
  currency,
  onAnother,
}: {
  claim: ClaimDetail;
  currency: string;
  onAnother(): void;
}) {
  const { t } = useTranslation('claims');
  const documentsId = useId();
  const paysNothing = claim.assessment?.payable === false || claim.benefit_amount_cents === 0;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="success" role="status">
        {t('make.created', { reference: claim.claim_reference })}
      </Alert>
      <Typography variant="h5" component="p" data-testid="claim-reference">
        {claim.claim_reference}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography>{t('make.labelled', { label: t('fields.status') })}</Typography>
        <ClaimStatusChip status={claim.status} />
      </Stack>
      <Typography>
        {t('make.labelled', { label: t('fields.benefit_amount_cents') })}{' '}
        <Money cents={claim.benefit_amount_cents} currency={currency} />
      </Typography>
      {paysNothing ? (
        <Alert severity="warning" role="status" sx={{ alignSelf: 'stretch' }}>
          {t('make.paysNothingResult')}
          {claim.assessment && claim.assessment.reasons.length > 0 && (
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {claim.assessment.reasons.map((r) => (
                <li key={r.code}>{r.text}</li>
              ))}
            </ul>
          )}
        </Alert>
      ) : (
        <>
          {claim.documents_due_date && (
            <Typography variant="body2" color="text.secondary">
              {t('make.documentsDue')} <DateText value={claim.documents_due_date} />
            </Typography>
          )}
          <Stack spacing={1} component="section" aria-labelledby={documentsId} sx={{ alignSelf: 'stretch' }}>
            <Typography variant="h6" component="h2" id={documentsId}>
              {t('documents.title')}
            </Typography>
            <Typography variant="body2">{t('documents.uploadNow')}</Typography>
            <ClaimDocuments claim={claim} />
          </Stack>
        </>
      )}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" component={RouterLink} to={`/claims/${claim.guid}`} autoFocus>
          {t('make.openClaim')}
        </Button>
        <Button onClick={onAnother}>{t('make.another')}</Button>
      </Stack>
    </Stack>
  );
}
