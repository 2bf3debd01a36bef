import { benefitUsageInput } from '@coverdesk/contract/claims/claims-complex.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../app/notifications.ts';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { DateText } from '../../../../components/date-text.tsx';
import { Money } from '../../../../components/money.tsx';
import { visuallyHidden } from '../../../../components/visually-hidden.ts';
import { errorText } from '../../../../lib/error-text.ts';
import { formatMoney } from '../../../../lib/money.ts';
import { useAddBenefitUsage, useBenefitBalances, useRemoveBenefitUsage } from '../../api/benefit-usages.ts';
import { isStale } from '../claim-actions-bar.tsx';
import { toCents } from '../make-claim/claim-form-values.ts';
import { useClaimValidationText } from '../make-claim/form-fields.tsx';
import { type ComplexClaimDetail, issueKeys } from './complex-form.ts';

type BenefitUsage = ComplexClaimDetail['benefit_usages'][number];

/**
 * The benefit usages of a complex claim and what its person has left: the balance of the claim's policy (by
 * dependant, or the principal), usages recorded within it and removed after a confirmation.
 */
export function ComplexBenefitUsages(props: {
  claim: ComplexClaimDetail;
  currency: string;
  /** Whether this user may record and remove usages now (claims.decide, claim awaiting a decision). */
  editable: boolean;
  onStale(error: unknown): void;
}) {
  const { t, i18n } = useTranslation('claims');
  const text = useClaimValidationText();
  const { claim, currency } = props;
  const beneficiary = claim.dependant_guid ?? claim.customer_guid;
  const balances = useBenefitBalances(beneficiary);
  const add = useAddBenefitUsage();
  const remove = useRemoveBenefitUsage();
  const [name, setName] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [removing, setRemoving] = useState<BenefitUsage | null>(null);
  const balance = balances.data?.balances.find((b) => b.policy_guid === claim.policy_guid);
  const money = (cents: number) => formatMoney(cents, currency, i18n.language);
  const onError = (error: unknown) => {
    if (isStale(error)) props.onStale(error);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.reset();
    const cents = toCents(amount);
    const input = { claim_guid: claim.guid, version: claim.version, benefit_name: name, amount_cents: cents };
    const parsed = benefitUsageInput.safeParse(input);
    const next = parsed.success ? {} : issueKeys(parsed.error, input);
    if (Number.isNaN(cents)) next.amount_cents = 'invalid';
    else if (parsed.success && balance && parsed.data.amount_cents > balance.remaining_cents)
      next.amount_cents = 'over_balance';
    setErrors(next);
    if (!parsed.success || Object.keys(next).length > 0) return;
    add.mutate(parsed.data, {
      onSuccess: (u) => {
        notify(t('complex.usageAdded', { benefit: u.benefit_name, amount: money(u.amount_cents) }), 'success');
        setName('');
        setAmount('');
      },
      onError,
    });
  };
  const confirmRemove = () =>
    removing &&
    remove.mutate(
      { guid: removing.guid, version: claim.version },
      {
        onSuccess: () => {
          notify(t('complex.usageRemoved', { benefit: removing.benefit_name }), 'success');
          setRemoving(null);
        },
        onError: (error) => {
          if (!isStale(error)) return;
          setRemoving(null);
          props.onStale(error);
        },
      },
    );
  const amountError =
    errors.amount_cents === 'over_balance'
      ? t('complex.overBalance', { remaining: money(balance?.remaining_cents ?? 0) })
      : text(errors.amount_cents);
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        {t('complex.usages')}
      </Typography>
      <Box component="section" aria-label={t('complex.balance')} sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <Typography variant="body2">{t('complex.balanceOf', { person: claim.person_affected ?? '' })}</Typography>
        {balances.isError && (
          <Typography variant="body2" color="error" role="alert">
            {errorText(balances.error)}
          </Typography>
        )}
        {balances.data === null && <Typography variant="body2">{t('complex.noBalance')}</Typography>}
        {balance && (
          <>
            <Typography variant="body2">{t('complex.limit', { amount: money(balance.limit_cents) })}</Typography>
            <Typography variant="body2">{t('complex.used', { amount: money(balance.used_cents) })}</Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="benefit-remaining">
              {t('complex.remaining', { amount: money(balance.remaining_cents) })}
            </Typography>
          </>
        )}
      </Box>
      {claim.benefit_usages.length === 0 ? (
        <Typography variant="body2">{t('complex.noUsages')}</Typography>
      ) : (
        <Table size="small" aria-label={t('complex.usages')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('complex.benefit')}</TableCell>
              <TableCell align="right">{t('complex.amount')}</TableCell>
              <TableCell>{t('complex.recorded')}</TableCell>
              {props.editable && (
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {t('app:table.actions')}
                  </Box>
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {claim.benefit_usages.map((u) => (
              <TableRow key={u.guid}>
                <TableCell>{u.benefit_name}</TableCell>
                <TableCell align="right">
                  <Money cents={u.amount_cents} currency={currency} />
                </TableCell>
                <TableCell>
                  <DateText value={u.created_at} />
                </TableCell>
                {props.editable && (
                  <TableCell>
                    <Button
                      size="small"
                      color="error"
                      onClick={() => {
                        remove.reset();
                        setRemoving(u);
                      }}
                      aria-label={t('complex.removeUsageOf', { benefit: u.benefit_name })}
                    >
                      {t('complex.removeUsage')}
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {props.editable && (
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          aria-label={t('complex.addUsage')}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <TextField
            size="small"
            required
            label={t('complex.benefitName')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={Boolean(errors.benefit_name)}
            helperText={text(errors.benefit_name)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            size="small"
            required
            label={t('complex.usageAmount', { currency })}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={Boolean(amountError)}
            helperText={amountError}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <Button type="submit" variant="contained" disabled={add.isPending}>
            {t('complex.addUsage')}
          </Button>
        </Box>
      )}
      {add.error && !isStale(add.error) && (
        <Alert severity="error" role="alert">
          {errorText(add.error)}
        </Alert>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('complex.removeTitle', {
          benefit: removing?.benefit_name ?? '',
          amount: money(removing?.amount_cents ?? 0),
        })}
        text={remove.error && !isStale(remove.error) ? errorText(remove.error) : t('complex.removeText')}
        confirmLabel={t('complex.removeUsage')}
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={confirmRemove}
      />
    </Stack>
  );
}
