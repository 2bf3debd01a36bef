import { CLAIM_RELATIONS, CLAIM_TYPES } from '@coverdesk/contract/claims/claim.schemas';
import { complexClaimInput } from '@coverdesk/contract/claims/claims-complex.schemas';
import type { Customer } from '@coverdesk/contract/customers/customers.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../../app/notifications.ts';
import { DateField } from '../../../../components/date-field.tsx';
import { errorText } from '../../../../lib/error-text.ts';
import { HttpError } from '../../../../lib/http-error.ts';
import { useCustomerDependants, useCustomerPolicies } from '../../api/customers.ts';
import { useInitiateComplexClaim } from '../../api/initiate-complex-claim.ts';
import { usePartnerCurrency } from '../../api/partner-settings.ts';
import { asRelation } from '../make-claim/claim-details-step.tsx';
import { toCents } from '../make-claim/claim-form-values.ts';
import { useClaimValidationText } from '../make-claim/form-fields.tsx';
import { issueKeys } from './complex-form.ts';

const TEXTS = ['facility', 'facility_code', 'tag', 'condition', 'comment'] as const;
type Values = Record<
  'policy_guid' | 'dependant_guid' | 'person_affected' | 'relation' | 'type' | 'event_date' | 'claim_amount',
  string
> &
  Record<(typeof TEXTS)[number], string>;

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' }, columnGap: 2 };

/**
 * Starts a complex (facility) claim for a customer (POST /api/claims/complex/initiate_claim): policy, person affected,
 * type, event date, facility and its code, tag and the amount billed; then opens the claim to add its lines.
 */
export function InitiateComplexClaimForm({ customer }: { customer: Customer }) {
  const { t } = useTranslation('claims');
  const text = useClaimValidationText();
  const navigate = useNavigate();
  const { currency } = usePartnerCurrency();
  const policies = useCustomerPolicies(customer.guid);
  const dependants = useCustomerDependants(customer.guid);
  const initiate = useInitiateComplexClaim();
  const [values, setValues] = useState<Values>({
    policy_guid: '',
    dependant_guid: '',
    person_affected: customer.full_name,
    relation: 'Principal',
    type: '',
    event_date: '',
    claim_amount: '',
    facility: '',
    facility_code: '',
    tag: '',
    condition: '',
    comment: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<Values>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };
  const pickPerson = (guid: string) => {
    const d = dependants.data?.find((x) => x.guid === guid);
    set(
      d
        ? { dependant_guid: guid, person_affected: d.full_name, relation: asRelation(d.relationship) }
        : { dependant_guid: '', person_affected: customer.full_name, relation: 'Principal' },
    );
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const cents = toCents(values.claim_amount);
    const input = {
      customer_guid: customer.guid,
      policy_guid: values.policy_guid || undefined,
      dependant_guid: values.dependant_guid || null,
      person_affected: values.person_affected,
      relation: values.relation,
      type: values.type || undefined,
      event_date: values.event_date || undefined,
      facility: values.facility,
      facility_code: values.facility_code,
      tag: values.tag,
      claim_amount_cents: cents ?? 0,
      condition: values.condition,
      comment: values.comment,
    };
    const parsed = complexClaimInput.safeParse(input);
    const next = parsed.success ? {} : issueKeys(parsed.error, input);
    if (Number.isNaN(cents)) next.claim_amount_cents = 'invalid';
    setErrors(next);
    if (!parsed.success || Object.keys(next).length > 0) return;
    initiate.mutate(parsed.data, {
      onSuccess: (claim) => {
        notify(t('initiate.done', { reference: claim.claim_reference }), 'success');
        void navigate(`/claims/${claim.guid}`);
      },
      onError: (error) => {
        if (error instanceof HttpError) setErrors(error.fieldErrors);
      },
    });
  };
  const field = (name: keyof Values, label: string, props: TextFieldProps = {}) => {
    const key = name === 'claim_amount' ? 'claim_amount_cents' : name;
    const error = errors[key];
    if (props.type === 'date')
      return (
        <DateField
          size="small"
          margin="dense"
          fullWidth
          required={props.required}
          name={name}
          label={label}
          value={values[name]}
          onChange={(v) => set({ [name]: v })}
          error={Boolean(error)}
          helperText={error && (text(error) ?? error)}
        />
      );
    return (
      <TextField
        size="small"
        margin="dense"
        fullWidth
        {...props}
        name={name}
        label={label}
        value={values[name]}
        onChange={(e) => set({ [name]: e.target.value })}
        error={Boolean(error)}
        helperText={error && (text(error) ?? error)}
        slotProps={{
          ...(props.select ? { select: { native: true } } : {}),
          ...(props.select ? { inputLabel: { shrink: true } } : {}),
          ...(name === 'claim_amount' ? { htmlInput: { inputMode: 'decimal' } } : {}),
        }}
      />
    );
  };
  const options = (list: { value: string; label: string }[], placeholder = '') => [
    <option key="" value="">
      {placeholder}
    </option>,
    ...list.map((o) => (
      <option key={o.value} value={o.value}>
        {o.label}
      </option>
    )),
  ];
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('initiate.title')}>
      {initiate.error && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {errorText(initiate.error)}
        </Alert>
      )}
      <Box sx={grid}>
        {field('policy_guid', t('fields.policy'), {
          select: true,
          required: true,
          children: options(
            (policies.data ?? []).map((p) => ({
              value: p.guid,
              label: `${p.policy_number} · ${t(`policyStatuses.${p.status}`, { defaultValue: p.status })}`,
            })),
            policies.data?.length === 0 ? t('make.noPolicy') : '',
          ),
        })}
        <TextField
          select
          size="small"
          margin="dense"
          fullWidth
          label={t('make.person')}
          value={values.dependant_guid}
          onChange={(e) => pickPerson(e.target.value)}
          error={Boolean(errors.dependant_guid)}
          helperText={text(errors.dependant_guid)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('make.principal', { name: customer.full_name })}</option>
          {(dependants.data ?? []).map((d) => (
            <option key={d.guid} value={d.guid}>
              {`${d.full_name} · ${d.relationship}`}
            </option>
          ))}
        </TextField>
        {field('relation', t('fields.relation'), {
          select: true,
          required: true,
          children: options(CLAIM_RELATIONS.map((r) => ({ value: r, label: t(`relations.${r}`) }))),
        })}
        {field('person_affected', t('fields.person_affected'), { required: true })}
        {field('type', t('fields.type'), {
          select: true,
          required: true,
          children: options(CLAIM_TYPES.map((x) => ({ value: x, label: t(`types.${x}`) }))),
        })}
        {field('event_date', t('fields.event_date'), { type: 'date', required: true })}
        {field('facility', t('fields.facility'), { required: true })}
        {field('facility_code', t('fields.facility_code'), { required: true })}
        {field('tag', t('fields.tag'))}
        {field('claim_amount', t('initiate.amount', { currency }), {})}
        {field('condition', t('fields.condition'))}
        {field('comment', t('fields.comment'), { multiline: true })}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button type="submit" variant="contained" disabled={initiate.isPending}>
          {t('initiate.submit')}
        </Button>
      </Box>
    </Box>
  );
}
