import { expensesBody } from '@coverdesk/contract/claims/claims-complex.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../app/notifications.ts';
import { FormDialog } from '../../../../components/forms/form-dialog.tsx';
import { errorText } from '../../../../lib/error-text.ts';
import { formatMoney } from '../../../../lib/money.ts';
import { useSaveExpenses } from '../../api/complex-claim-edits.ts';
import { isStale } from '../claim-actions-bar.tsx';
import { toCents } from '../make-claim/claim-form-values.ts';
import { useClaimValidationText } from '../make-claim/form-fields.tsx';
import { type ComplexClaimDetail, issueKeys } from './complex-form.ts';

interface Line {
  description: string;
  category: string;
  quantity: string;
  unit_amount: string;
}
const EMPTY_LINE: Line = { description: '', category: '', quantity: '1', unit_amount: '' };
const toLine = (e: ComplexClaimDetail['expenses'][number]): Line => ({
  description: e.description,
  category: e.category ?? '',
  quantity: String(e.quantity),
  unit_amount: String(e.unit_amount_cents / 100),
});
const quantityOf = (q: string) =>
  q.trim() === '' ? undefined : /^\d+$/.test(q.trim()) ? Number(q.trim()) : Number.NaN;

/** Edits the facility's bill lines of a complex claim (PUT /api/claims/complex/expenses); the claim amount is their total. */
export function ComplexExpensesDialog(props: {
  claim: ComplexClaimDetail;
  currency: string;
  onStale(error: unknown): void;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation('claims');
  const text = useClaimValidationText();
  const save = useSaveExpenses();
  const [lines, setLines] = useState<Line[]>(() =>
    props.claim.expenses.length ? props.claim.expenses.map(toLine) : [EMPTY_LINE],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (i: number, k: keyof Line, v: string) => {
    setLines((ls) => ls.map((l, j) => (j === i ? { ...l, [k]: v } : l)));
    setErrors({});
  };
  const parsedLines = lines.map((l) => ({
    description: l.description,
    category: l.category.trim() || null,
    quantity: quantityOf(l.quantity),
    unit_amount_cents: toCents(l.unit_amount),
  }));
  const total = parsedLines.reduce((s, l) => {
    const ok = l.quantity !== undefined && Number.isFinite(l.quantity) && Number.isFinite(l.unit_amount_cents);
    return ok ? s + (l.quantity ?? 0) * (l.unit_amount_cents ?? 0) : s;
  }, 0);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = { claim_guid: props.claim.guid, version: props.claim.version, expenses: parsedLines };
    const parsed = expensesBody.safeParse(input);
    if (!parsed.success) return setErrors(issueKeys(parsed.error, input));
    save.mutate(parsed.data, {
      onSuccess: () => {
        notify(t('complex.expensesSaved', { reference: props.claim.claim_reference }), 'success');
        props.onClose();
      },
      onError: (error) => {
        if (!isStale(error)) return;
        props.onClose();
        props.onStale(error);
      },
    });
  };
  const err = (i: number, k: string) => text(errors[`expenses.${i}.${k}`]);
  return (
    <FormDialog
      title={t('complex.expensesTitle', { reference: props.claim.claim_reference })}
      busy={save.isPending}
      onSubmit={submit}
      onClose={props.onClose}
      maxWidth="md"
    >
      <DialogContentText>{t('complex.expensesText')}</DialogContentText>
      {save.error && !isStale(save.error) && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {errorText(save.error)}
        </Alert>
      )}
      {lines.map((l, i) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id until saved; the position is the identity.
          key={i}
          role="group"
          aria-label={t('complex.line', { n: i + 1 })}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr 1fr 2fr auto' }, gap: 1, mt: 1 }}
        >
          <TextField
            size="small"
            required
            label={t('complex.description')}
            value={l.description}
            onChange={(e) => set(i, 'description', e.target.value)}
            error={Boolean(err(i, 'description'))}
            helperText={err(i, 'description')}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            size="small"
            label={t('complex.category')}
            value={l.category}
            onChange={(e) => set(i, 'category', e.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            size="small"
            required
            label={t('complex.quantity')}
            value={l.quantity}
            onChange={(e) => set(i, 'quantity', e.target.value)}
            error={Boolean(err(i, 'quantity'))}
            helperText={err(i, 'quantity')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            size="small"
            required
            label={t('complex.unitAmountIn', { currency: props.currency })}
            value={l.unit_amount}
            onChange={(e) => set(i, 'unit_amount', e.target.value)}
            error={Boolean(err(i, 'unit_amount_cents'))}
            helperText={err(i, 'unit_amount_cents')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <Button
            color="error"
            onClick={() => setLines((ls) => ls.filter((_, j) => j !== i))}
            aria-label={t('complex.removeLine', { n: i + 1 })}
          >
            {t('complex.remove')}
          </Button>
        </Box>
      ))}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 2 }}>
        <Button onClick={() => setLines((ls) => [...ls, EMPTY_LINE])}>{t('complex.addLine')}</Button>
        <Typography role="status">
          {t('complex.total', { amount: formatMoney(total, props.currency, i18n.language) })}
        </Typography>
      </Box>
    </FormDialog>
  );
}
