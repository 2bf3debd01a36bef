import {
  PREMIUM_BUNDLE_KINDS,
  PREMIUM_PAYMENT_TYPES,
  type Premium,
  prerequisitePremiumInput,
  singlePremiumInput,
} from '@coverdesk/contract/payments/premiums.schemas';
import { todayIso } from '@coverdesk/contract/policies/policy-periods';
import { PAYMENT_METHODS } from '@coverdesk/contract/products/products.constants';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications.ts';
import { DateField } from '../../../components/date-field.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { fieldErrorsOf } from '../../../lib/http-error.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { formatMoney } from '../../../lib/money.ts';
import { valueLabel } from '../../../lib/value-label.ts';
import { type AddPremium, useAddPremium } from '../api/premiums.ts';
import { toCents } from './missing-payment-form.tsx';

interface Values {
  policy_guid: string;
  amount: string;
  quantity: string;
  effected_date: string;
  mno_reference: string;
  payment_method: string;
  prerequisite_guid: string;
  payment_type: (typeof PREMIUM_PAYMENT_TYPES)[number];
  bundle_kind: string;
}

/** The fields' names in the form for the contract's fields. */
const FIELD: Record<string, keyof Values> = { amount_in_cents: 'amount' };

/**
 * Validates with the contract's schema of the call (`singlePremiumInput` or `prerequisitePremiumInput`): the body to
 * send, or each field's error key.
 */
export function validatePremium(v: Values, withPrerequisite: boolean) {
  const cents = toCents(v.amount);
  const base = {
    policy_guid: v.policy_guid,
    amount_in_cents: Number.isNaN(cents) ? undefined : cents,
    quantity: Number(v.quantity),
    effected_date: v.effected_date,
    mno_reference: v.mno_reference,
    payment_method: v.payment_method || null,
  };
  const parsed = withPrerequisite
    ? prerequisitePremiumInput.safeParse({
        ...base,
        prerequisite_guid: v.prerequisite_guid,
        payment_type: v.payment_type,
        bundle_kind: v.payment_type === 'bundle' ? v.bundle_kind || null : null,
      })
    : singlePremiumInput.safeParse(base);
  const errors: Partial<Record<keyof Values, string>> = {};
  if (!parsed.success)
    for (const i of parsed.error.issues) {
      const f = String(i.path[0]);
      errors[FIELD[f] ?? (f as keyof Values)] ??= i.message;
    }
  if (v.effected_date > todayIso(new Date())) errors.effected_date = 'date_future';
  if (Object.keys(errors).length || !parsed.success) return { errors };
  return {
    errors,
    add: (withPrerequisite
      ? { kind: 'prerequisite', body: parsed.data }
      : { kind: 'single', body: parsed.data }) as Omit<AddPremium, 'idempotencyKey'>,
  };
}

/**
 * Add a premium to one of the given policies: a normal premium, or one building on an earlier premium (a voice or
 * data bundle rides on a normal premium). Confirms with what will happen (the payment recorded, the policy's status
 * following), sends one Idempotency-Key per confirmed submission, and says what happened.
 */
export function AddPremiumDialog(props: {
  policies: { guid: string; policy_number: string }[];
  premiums: Premium[];
  currency: string;
  withPrerequisite: boolean;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation('payments');
  const add = useAddPremium();
  const titleId = useId();
  const key = useRef<string | null>(null);
  const [values, setValues] = useState<Values>({
    policy_guid: props.policies.length === 1 ? props.policies[0]!.guid : '',
    amount: '',
    quantity: '1',
    effected_date: todayIso(new Date()),
    mno_reference: '',
    payment_method: '',
    prerequisite_guid: '',
    payment_type: 'bundle',
    bundle_kind: 'data',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [confirming, setConfirming] = useState<Omit<AddPremium, 'idempotencyKey'> | null>(null);
  const server = fieldErrorsOf(add.error);
  const set = (f: keyof Values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [f]: e.target.value }));
    key.current = null;
  };
  const errorOf = (f: keyof Values, serverField: string = f) => {
    const e = errors[f];
    if (e) return t(`premiumForm.errors.${e}`, { defaultValue: t('app:validation.invalid') });
    return server[serverField];
  };
  const prerequisites = props.premiums.filter((p) => p.status === 'recorded' && p.policy_guid === values.policy_guid);
  const money = (cents: number) => formatMoney(cents, props.currency, i18n.language);
  const policyNumber = props.policies.find((p) => p.guid === values.policy_guid)?.policy_number ?? '';

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const r = validatePremium(values, props.withPrerequisite);
    setErrors(r.errors);
    if (r.add) setConfirming(r.add);
  };
  const confirm = () => {
    if (!confirming) return;
    key.current ??= newIdempotencyKey();
    add.mutate({ ...confirming, idempotencyKey: key.current } as AddPremium, {
      onSuccess: (p) => {
        notify(
          t('premiumForm.done', {
            total: money(p.total_cents),
            number: policyNumber,
            benefit: money(p.benefit_in_cents),
          }),
          'success',
        );
        props.onClose();
      },
      onSettled: () => setConfirming(null),
    });
  };
  const body = confirming?.body;

  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {!confirming ? (
        <form noValidate onSubmit={submit}>
          <DialogTitle id={titleId}>
            {t(props.withPrerequisite ? 'premiumForm.titlePrerequisite' : 'premiumForm.title')}
          </DialogTitle>
          <DialogContent>
            {Boolean(add.error) && (
              <Alert severity="error" role="alert">
                {errorText(add.error, t('premiumForm.failed'))}
              </Alert>
            )}
            {props.policies.length > 1 && (
              <TextField
                select
                fullWidth
                margin="dense"
                label={t('fields.policy')}
                value={values.policy_guid}
                onChange={set('policy_guid')}
                error={Boolean(errorOf('policy_guid'))}
                helperText={errorOf('policy_guid')}
              >
                {props.policies.map((p) => (
                  <MenuItem key={p.guid} value={p.guid}>
                    {p.policy_number}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {props.withPrerequisite && (
              <>
                <TextField
                  select
                  fullWidth
                  margin="dense"
                  label={t('premiumForm.prerequisite')}
                  value={values.prerequisite_guid}
                  onChange={set('prerequisite_guid')}
                  error={Boolean(errorOf('prerequisite_guid'))}
                  helperText={errorOf('prerequisite_guid') ?? t('premiumForm.prerequisiteHint')}
                >
                  {prerequisites.map((p) => (
                    <MenuItem key={p.guid} value={p.guid}>
                      {`${p.mno_reference} · ${t(`type.${p.payment_type}`)} · ${money(p.total_cents)}`}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  select
                  fullWidth
                  margin="dense"
                  label={t('fields.type')}
                  value={values.payment_type}
                  onChange={set('payment_type')}
                >
                  {PREMIUM_PAYMENT_TYPES.map((x) => (
                    <MenuItem key={x} value={x}>
                      {t(`type.${x}`)}
                    </MenuItem>
                  ))}
                </TextField>
                {values.payment_type === 'bundle' && (
                  <TextField
                    select
                    fullWidth
                    margin="dense"
                    label={t('premiumForm.bundleKind')}
                    value={values.bundle_kind}
                    onChange={set('bundle_kind')}
                    error={Boolean(errorOf('bundle_kind'))}
                    helperText={errorOf('bundle_kind')}
                  >
                    {PREMIUM_BUNDLE_KINDS.map((x) => (
                      <MenuItem key={x} value={x}>
                        {t(`bundleKind.${x}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              </>
            )}
            <TextInput
              label={t('premiumForm.amount', { currency: props.currency })}
              value={values.amount}
              onChange={set('amount')}
              inputMode="decimal"
              helperText={t('premiumForm.amountHint')}
              error={errorOf('amount', 'amount_in_cents')}
            />
            <TextInput
              label={t('premiumForm.quantity')}
              value={values.quantity}
              onChange={set('quantity')}
              inputMode="numeric"
              error={errorOf('quantity')}
            />
            <DateField
              label={t('fields.effected_date')}
              value={values.effected_date}
              onChange={(value) => set('effected_date')({ target: { value } })}
              fullWidth
              margin="dense"
              error={Boolean(errorOf('effected_date'))}
              helperText={errorOf('effected_date')}
            />
            <TextInput
              label={t('fields.mno_reference')}
              value={values.mno_reference}
              onChange={set('mno_reference')}
              error={errorOf('mno_reference')}
            />
            <TextField
              select
              fullWidth
              margin="dense"
              label={t('premiumForm.paymentMethod')}
              value={values.payment_method}
              onChange={set('payment_method')}
            >
              <MenuItem value="">{t('premiumForm.noMethod')}</MenuItem>
              {PAYMENT_METHODS.map((m) => (
                <MenuItem key={m} value={m}>
                  {valueLabel(t, 'paymentMethods', m)}
                </MenuItem>
              ))}
            </TextField>
          </DialogContent>
          <DialogActions>
            <Button onClick={props.onClose}>{t('app:actions.cancel')}</Button>
            <Button type="submit" variant="contained">
              {t('premiumForm.next')}
            </Button>
          </DialogActions>
        </form>
      ) : (
        <>
          <DialogTitle id={titleId}>{t('premiumForm.confirmTitle')}</DialogTitle>
          <DialogContent>
            <Alert severity="info">
              {body &&
                t('premiumForm.confirmText', {
                  total: money(body.amount_in_cents * body.quantity),
                  amount: money(body.amount_in_cents),
                  quantity: body.quantity,
                  number: policyNumber,
                  reference: body.mno_reference,
                })}
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirming(null)}>{t('premiumForm.back')}</Button>
            <Button variant="contained" onClick={confirm} disabled={add.isPending}>
              {t('premiumForm.record')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
