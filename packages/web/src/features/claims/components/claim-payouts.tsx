import type { PayoutTransaction } from '@coverdesk/contract/claims/claim.schemas';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money.tsx';
import { DateTimeText } from './date-time-text.tsx';
import { PayoutOutcomeDialog } from './payouts/payout-outcome-dialog.tsx';

const HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The claim's mobile-money payouts with their status; a failed one (not yet retried) can be retried when allowed, and
 * the operator's outcome of a pending one can be recorded by whoever may mark the payment succeeded or failed.
 */
export function ClaimPayouts(props: {
  payouts: PayoutTransaction[];
  canRetry: boolean;
  busy: boolean;
  onRetry(payout: PayoutTransaction): void;
  /** The claim the payouts belong to (its version goes with the outcome). */
  claim: { guid: string; version: number; claim_reference: string; payment_status: string | null };
  canRecordOutcome: boolean;
  onStale(error: unknown): void;
}) {
  const { t } = useTranslation('claims');
  const [outcomeOf, setOutcomeOf] = useState<PayoutTransaction | null>(null);
  if (props.payouts.length === 0) return <Typography variant="body2">{t('payouts.none')}</Typography>;
  const outcomeAllowed = (p: PayoutTransaction) =>
    props.canRecordOutcome && p.status === 'pending' && props.claim.payment_status === 'pending';
  const retried = new Set(props.payouts.map((p) => p.retry_of_guid).filter(Boolean));
  return (
    <>
      <Table size="small" aria-label={t('payouts.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('payouts.date')}</TableCell>
            <TableCell>{t('payouts.msisdn')}</TableCell>
            <TableCell align="right">{t('payouts.amount')}</TableCell>
            <TableCell>{t('payouts.status')}</TableCell>
            <TableCell>{t('payouts.failure')}</TableCell>
            <TableCell>{t('payouts.reference')}</TableCell>
            <TableCell>
              {/* px strings: in `sx` a width of 1 would mean 100 %. */}
              <span style={HIDDEN}>{t('app:table.actions')}</span>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {props.payouts.map((p) => (
            <TableRow key={p.guid}>
              <TableCell>
                <DateTimeText value={p.created_at} />
              </TableCell>
              <TableCell>{p.msisdn}</TableCell>
              <TableCell align="right">
                <Money cents={p.amount_cents} currency={p.currency_code} />
              </TableCell>
              <TableCell>{t(`payoutStatuses.${p.status}`, { defaultValue: p.status })}</TableCell>
              <TableCell>{p.failure_reason}</TableCell>
              <TableCell>{p.provider_reference}</TableCell>
              <TableCell>
                {props.canRetry && p.status === 'failed' && !retried.has(p.guid) && (
                  <Button size="small" variant="contained" disabled={props.busy} onClick={() => props.onRetry(p)}>
                    {t('payouts.retry')}
                  </Button>
                )}
                {outcomeAllowed(p) && (
                  <Button size="small" variant="outlined" onClick={() => setOutcomeOf(p)}>
                    {t('outcome.open')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {outcomeOf && (
        <PayoutOutcomeDialog
          claim={props.claim}
          payout={outcomeOf}
          onStale={props.onStale}
          onClose={() => setOutcomeOf(null)}
        />
      )}
    </>
  );
}
