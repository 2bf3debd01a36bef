import {
  type preauthorization,
  preauthorizationInput,
  preauthorizationUpdate,
} from '@coverdesk/contract/claims/claim-preauthorization.schemas';
import type { Customer } from '@coverdesk/contract/customers/customers.schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notify } from '../../../app/notifications.ts';
import { DateField } from '../../../components/date-field.tsx';
import { FormDialog } from '../../../components/forms/form-dialog.tsx';
import { HttpError } from '../../../lib/http-error.ts';
import { useCustomerDependants, useCustomerPolicies } from '../api/customers.ts';
import { usePartnerCurrency } from '../api/partner-settings.ts';
import { useCreatePreauthorization, useUpdatePreauthorization } from '../api/preauthorizations.ts';
import { toCents } from './make-claim/claim-form-values.ts';
import { CustomerPicker } from './make-claim/customer-picker.tsx';
import { useClaimValidationText } from './make-claim/form-fields.tsx';

type Preauthorization = z.infer<typeof preauthorization>;
const FIELDS = [
  'hospital_name',
  'admission_date',
  'expected_discharge_date',
  'condition',
  'hospitalization_reason',
  'requested_amount',
  'notes',
] as const;
type Values = Record<(typeof FIELDS)[number] | 'policy_guid' | 'dependant_guid' | 'person_affected', string>;

const blank = (v: string) => (v.trim() === '' ? undefined : v);
const cents = (c: number | null | undefined) => (c === null || c === undefined ? '' : String(c / 100));

/** Requests a pre-authorisation (customer by phone, policy, person) or edits a pending one. */
export function PreauthorizationFormDialog({
  editing,
  onClose,
}: {
  editing: Preauthorization | null;
  onClose(): void;
}) {
  const { t } = useTranslation('claims');
  const { currency } = usePartnerCurrency();
  const text = useClaimValidationText();
  const [customer, setCustomer] = useState<Customer | null>(null);
  const customerGuid = editing?.customer_guid ?? customer?.guid;
  const policies = useCustomerPolicies(editing ? undefined : customerGuid);
  const dependants = useCustomerDependants(editing ? undefined : customerGuid);
  const create = useCreatePreauthorization();
  const update = useUpdatePreauthorization();
  const mutation = editing ? update : create;
  const [values, setValues] = useState<Values>({
    policy_guid: editing?.policy_guid ?? '',
    dependant_guid: editing?.dependant_guid ?? '',
    person_affected: editing?.person_affected ?? '',
    hospital_name: editing?.hospital_name ?? '',
    admission_date: editing?.admission_date ?? '',
    expected_discharge_date: editing?.expected_discharge_date ?? '',
    condition: editing?.condition ?? '',
    hospitalization_reason: editing?.hospitalization_reason ?? '',
    requested_amount: cents(editing?.requested_amount_cents),
    notes: editing?.notes ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof Values, v: string) => {
    setValues((x) => ({ ...x, [k]: v }));
    setErrors(({ [k]: _, ...rest }) => rest);
  };
  const fieldOf = (p: PropertyKey | undefined) =>
    String(p) === 'requested_amount_cents' ? 'requested_amount' : String(p ?? 'customer_guid');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const common = {
      hospital_name: values.hospital_name,
      admission_date: blank(values.admission_date),
      expected_discharge_date: blank(values.expected_discharge_date) ?? null,
      condition: values.condition,
      hospitalization_reason: blank(values.hospitalization_reason),
      requested_amount_cents: toCents(values.requested_amount),
      notes: blank(values.notes),
    };
    const body = editing
      ? { ...common, version: editing.version }
      : {
          ...common,
          customer_guid: customerGuid,
          policy_guid: blank(values.policy_guid),
          dependant_guid: values.dependant_guid || null,
          person_affected: values.person_affected,
        };
    const result = (editing ? preauthorizationUpdate : preauthorizationInput).safeParse(body);
    if (!result.success) {
      const next: Record<string, string> = {};
      for (const i of result.error.issues) {
        const f = fieldOf(i.path[0]);
        const empty = (values as Record<string, string>)[f] === '' || i.code === 'invalid_type';
        next[f] ??= i.message && !i.message.includes(' ') ? i.message : empty ? 'required' : 'invalid';
      }
      setErrors(next);
      return;
    }
    const done = {
      onSuccess: () => {
        notify(t(editing ? 'preauth.updated' : 'preauth.created'), 'success');
        onClose();
      },
      onError: (error: unknown) => {
        if (error instanceof HttpError) {
          const f: Record<string, string> = {};
          for (const [k, v] of Object.entries(error.fieldErrors)) f[fieldOf(k)] = v;
          setErrors(f);
        }
      },
    };
    if (editing)
      update.mutate({ ...(result.data as z.input<typeof preauthorizationUpdate>), guid: editing.guid }, done);
    else create.mutate(result.data as z.input<typeof preauthorizationInput>, done);
  };
  const field = (k: (typeof FIELDS)[number], label: string, type?: string, multiline?: boolean) => {
    const err = errors[k] ? (text(errors[k]) ?? errors[k]) : undefined;
    if (type === 'date')
      return (
        <DateField
          size="small"
          margin="dense"
          fullWidth
          name={k}
          label={label}
          value={values[k]}
          onChange={(v) => set(k, v)}
          error={Boolean(err)}
          helperText={err}
        />
      );
    return (
      <TextField
        size="small"
        margin="dense"
        fullWidth
        name={k}
        type={type}
        multiline={multiline}
        label={label}
        value={values[k]}
        onChange={(e) => set(k, e.target.value)}
        error={Boolean(err)}
        helperText={err}
      />
    );
  };
  const pickPerson = (guid: string) => {
    set('dependant_guid', guid);
    const d = dependants.data?.find((x) => x.guid === guid);
    set('person_affected', d?.full_name ?? customer?.full_name ?? '');
  };
  return (
    <FormDialog
      title={t(editing ? 'preauth.editTitle' : 'preauth.createTitle')}
      // Save also waits for a customer to be picked when requesting a new one.
      busy={mutation.isPending || (!editing && !customer)}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="md"
      error={mutation.error}
    >
      {!editing &&
        (customer ? (
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <Typography>
              {customer.full_name} · {customer.msisdn}
            </Typography>
            <Button size="small" onClick={() => setCustomer(null)}>
              {t('make.changeCustomer')}
            </Button>
          </Box>
        ) : (
          <CustomerPicker
            onPick={(c) => {
              setCustomer(c);
              set('person_affected', c.full_name);
            }}
            error={errors.customer_guid ? text(errors.customer_guid) : undefined}
          />
        ))}
      {(editing || customer) && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
          {!editing && customer && (
            <>
              <TextField
                select
                size="small"
                margin="dense"
                label={t('fields.policy')}
                name="policy_guid"
                value={values.policy_guid}
                onChange={(e) => set('policy_guid', e.target.value)}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                error={Boolean(errors.policy_guid)}
                helperText={text(errors.policy_guid)}
              >
                <option value="" />
                {(policies.data ?? []).map((p) => (
                  <option key={p.guid} value={p.guid}>
                    {p.policy_number}
                  </option>
                ))}
              </TextField>
              <TextField
                select
                size="small"
                margin="dense"
                label={t('make.person')}
                value={values.dependant_guid}
                onChange={(e) => pickPerson(e.target.value)}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">{t('make.principal', { name: customer.full_name })}</option>
                {(dependants.data ?? []).map((d) => (
                  <option key={d.guid} value={d.guid}>
                    {d.full_name} ({d.relationship})
                  </option>
                ))}
              </TextField>
            </>
          )}
          {field('hospital_name', t('fields.hospital_name'))}
          {field('condition', t('fields.condition'))}
          {field('admission_date', t('fields.hospital_admission_date'), 'date')}
          {field('expected_discharge_date', t('preauth.expectedDischarge'), 'date')}
          {field('hospitalization_reason', t('fields.hospitalization_reason'))}
          {field('requested_amount', t('preauth.requestedAmount', { currency }))}
          {field('notes', t('preauth.notes'), undefined, true)}
        </Box>
      )}
    </FormDialog>
  );
}
