import type { UnallocatedMoney } from '@coverdesk/contract/payments/unallocated.schemas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications.ts';
import { OperationError } from '../../../components/operation-error.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useMatchUnallocated, useUnallocatedSuggestions } from '../api/unallocated.ts';
import { PolicyFinder } from './policy-finder.tsx';

/**
 * Match unallocated money to a policy: the policies of customers with the payer's phone number or name are suggested
 * (those the money cannot go to — out of cover, or bought after the payment — are shown but cannot be chosen), or a
 * policy is found by its number. Matching asks once more, saying what will happen: the payment is recorded on that
 * policy and its standing follows (a pending policy whose premium is now covered becomes active).
 */
export function UnallocatedMatchDialog({ entry, onClose }: { entry: UnallocatedMoney; onClose(): void }) {
  const { t, i18n } = useTranslation('payments');
  const titleId = useId();
  const suggestions = useUnallocatedSuggestions(entry.guid);
  const match = useMatchUnallocated(entry.guid);
  const [chosen, setChosen] = useState<{ guid: string; number: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const amount = formatMoney(entry.amount_cents, entry.currency, i18n.language);
  const choose = (guid: string, number: string) => {
    setChosen({ guid, number });
    setConfirming(false);
    match.reset();
  };
  const submit = () => {
    if (!chosen) return;
    if (!confirming) return setConfirming(true);
    match.mutate(
      { policy_guid: chosen.guid },
      {
        onSuccess: (m) => {
          notify(t('unallocated.matched', { amount, number: m.matched_policy_number }), 'success');
          onClose();
        },
      },
    );
  };
  const list = suggestions.data ?? [];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('unallocated.matchTitle', { reference: entry.mno_reference })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            {t('unallocated.matchIntro', {
              amount,
              payer: [entry.payer_name, entry.payer_msisdn].filter(Boolean).join(', ') || t('unallocated.noPayer'),
            })}
          </DialogContentText>
          <OperationError error={suggestions.error} title={t('unallocated.suggestionsFailed')} />
          <Typography variant="subtitle2" component="h3">
            {t('unallocated.suggestions')}
          </Typography>
          {suggestions.isSuccess && list.length === 0 && (
            <Typography variant="body2">{t('unallocated.noSuggestions')}</Typography>
          )}
          {list.length > 0 && (
            <RadioGroup
              aria-label={t('unallocated.suggestions')}
              value={chosen?.guid ?? ''}
              onChange={(e) => {
                const s = list.find((x) => x.policy_guid === e.target.value);
                if (s) choose(s.policy_guid, s.policy_number);
              }}
            >
              {list.map((s) => (
                <FormControlLabel
                  key={s.policy_guid}
                  value={s.policy_guid}
                  disabled={!s.payable}
                  control={<Radio />}
                  label={t('unallocated.suggestion', {
                    number: s.policy_number,
                    name: s.customer_name,
                    msisdn: s.msisdn,
                    status: t(`policies:status.${s.status}`, { defaultValue: s.status }),
                    by: s.matched_by.map((b) => t(`unallocated.by.${b}`)).join(', '),
                    note: s.payable ? '' : ` — ${t('unallocated.notPayable')}`,
                  })}
                />
              ))}
            </RadioGroup>
          )}
          <Typography variant="subtitle2" component="h3">
            {t('unallocated.byNumber')}
          </Typography>
          <PolicyFinder onFound={choose} />
          {chosen && <Typography role="status">{t('unallocated.chosen', { number: chosen.number })}</Typography>}
          {confirming && chosen && (
            <Alert severity="warning" role="status">
              {t('unallocated.matchConfirm', { amount, number: chosen.number })}
            </Alert>
          )}
          {Boolean(match.error) && (
            <Alert severity="error" role="alert">
              {errorText(match.error, t('unallocated.matchFailed'))}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app:actions.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={!chosen || match.isPending}>
          {confirming ? t('unallocated.confirmMatch') : t('unallocated.match')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
