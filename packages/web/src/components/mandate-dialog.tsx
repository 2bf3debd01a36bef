import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePartnerCurrency } from '../app/partner/partner-country.ts';
import { useMandateDetails } from '../app/queries/mandate-details.ts';
import { Loading } from '../app/session/require-session.tsx';
import { errorText } from '../lib/error-text.ts';
import { DateText } from './date-text.tsx';
import { Money } from './money.tsx';

/** The debit mandate of a bank detail, as the public mandate call shows it (masked account number). */
export function MandateDialog({ reference, onClose }: { reference: string; onClose(): void }) {
  const { t } = useTranslation('customers');
  const mandate = useMandateDetails(reference);
  const currency = usePartnerCurrency();
  const m = mandate.data;
  return (
    <Dialog open onClose={onClose} aria-labelledby="mandate-title" fullWidth maxWidth="xs">
      <DialogTitle id="mandate-title">{t('mandate.title')}</DialogTitle>
      <DialogContent>
        {mandate.isPending && <Loading />}
        {mandate.isError && <Typography role="alert">{errorText(mandate.error)}</Typography>}
        {m && (
          <dl>
            {(
              [
                [t('mandate.reference'), m.mandate_reference],
                [t('mandate.partner'), m.partner_name],
                [t('mandate.customer'), m.customer_name],
                [t('fields.bank'), m.bank_name],
                [t('fields.account_holder'), m.account_holder],
                [t('fields.account_number'), m.account_number_masked],
                [t('fields.account_type'), t(`accountTypes.${m.account_type}`, { defaultValue: m.account_type })],
                [t('mandate.createdAt'), <DateText key="at" value={m.created_at} />],
                // A debit order's mandate: its state, policy, amount and day.
                ...(m.mandate_status
                  ? ([
                      [
                        t('mandate.status'),
                        t(`mandate.statuses.${m.mandate_status}`, { defaultValue: m.mandate_status }),
                      ],
                      [t('mandate.policy'), m.policy_number ?? ''],
                      [
                        t('mandate.amount'),
                        currency ? <Money key="amount" cents={m.amount_in_cents ?? 0} currency={currency} /> : '',
                      ],
                      [t('mandate.day'), String(m.day ?? '')],
                    ] as const)
                  : []),
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, mb: 1 }}>
                  {value}
                </Typography>
              </div>
            ))}
          </dl>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
