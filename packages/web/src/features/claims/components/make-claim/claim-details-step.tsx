import {
  BIRTH_CERTIFICATE_RELATIONS,
  CLAIM_RELATIONS,
  CLAIM_TYPES,
  CLAIM_VERIFICATIONS,
  type ClaimRelation,
  DOCUMENT_CHANNELS,
} from '@coverdesk/contract/claims/claim.schemas';
import type { Customer } from '@coverdesk/contract/customers/customers.schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../../components/date-text.tsx';
import { formatDate } from '../../../../lib/dates.ts';
import { formatMoney } from '../../../../lib/money.ts';
import { useCustomerDependants, useCustomerPolicies } from '../../api/customers.ts';
import { useClaimConditions } from '../../api/list-claim-lists.ts';
import { usePartnerCurrency } from '../../api/partner-settings.ts';
import { usePoliciesCover } from '../../api/policies-cover.ts';
import { useCustomerPreauthorizations } from '../../api/preauthorizations.ts';
import { CustomerPicker } from './customer-picker.tsx';
import { CheckField, type FormBinding, FormField, SelectField, useClaimValidationText } from './form-fields.tsx';
import { HospitalField } from './hospital-field.tsx';

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' }, columnGap: 2 };

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="fieldset" sx={{ p: 2, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, px: 0.5 }}>
        {title}
      </Typography>
      <Box sx={grid}>{children}</Box>
    </Paper>
  );
}

/** A dependant's relationship as a claim relation when it is one of them (else the assessor picks it). */
export const asRelation = (r: string): ClaimRelation | '' =>
  ((CLAIM_RELATIONS as readonly string[]).find((x) => x.toLowerCase() === r.toLowerCase()) as
    | ClaimRelation
    | undefined) ?? '';

/** Step 1: customer and policy, type, person affected, the type's fields, documents and the amount claimed. */
export function ClaimDetailsStep({
  form,
  customer,
  onCustomer,
}: {
  form: FormBinding;
  customer: Customer | null;
  /** Absent when the claim is made from the customer's own page (the customer cannot change). */
  onCustomer?(c: Customer | null): void;
}) {
  const { t, i18n } = useTranslation('claims');
  const text = useClaimValidationText();
  const preauthorizations = useCustomerPreauthorizations(customer?.guid);
  const policies = useCustomerPolicies(customer?.guid);
  const dependants = useCustomerDependants(customer?.guid);
  const conditions = useClaimConditions();
  const { currency } = usePartnerCurrency();
  const v = form.values;
  // The event's day for the type (admission, death, event): each policy is asked whether it covers that day, and
  // those that do not are marked, with why for the one chosen.
  const eventDay = v.type === 'hospital' ? v.hospital_admission_date : v.type === 'death' ? v.death_date : v.event_date;
  const cover = usePoliciesCover(
    customer?.guid,
    (policies.data ?? []).map((p) => p.guid),
    v.type ? eventDay : '',
  );
  const chosenCover = cover.get(v.policy_guid);
  const coverDate = formatDate(eventDay, i18n.language);
  const conditionOptions = (conditions.data ?? []).map((c) => ({ value: c.name, label: c.name }));
  // Only an approved, unused pre-authorisation of the chosen policy can pay a claim (the server checks it again).
  const usable = (preauthorizations.data ?? []).filter(
    (p) => p.status === 'approved' && !p.claim_guid && p.policy_guid === v.policy_guid,
  );
  const pickPreauthorization = (guid: string) => {
    form.set('preauthorization_guid', guid);
    const p = usable.find((x) => x.guid === guid);
    if (!p) return;
    form.set('hospital_name', p.hospital_name);
    form.set('hospital_admission_date', p.admission_date);
    if (p.expected_discharge_date) form.set('hospital_discharge_date', p.expected_discharge_date);
    if (p.hospitalization_reason) form.set('hospitalization_reason', p.hospitalization_reason);
  };
  const pickPerson = (guid: string) => {
    form.set('dependant_guid', guid);
    if (!guid) {
      form.set('relation', 'Principal');
      form.set('person_affected', customer?.full_name ?? '');
      form.set('person_affected_dob', customer?.date_of_birth ?? '');
      return;
    }
    const d = dependants.data?.find((x) => x.guid === guid);
    form.set('relation', d ? asRelation(d.relationship) : '');
    form.set('person_affected', d?.full_name ?? '');
    form.set('person_affected_dob', d?.date_of_birth ?? '');
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper variant="outlined" component="section" aria-labelledby="customer-title" sx={{ p: 2 }}>
        <Typography id="customer-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('make.customer')}
        </Typography>
        {customer ? (
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography data-testid="claim-customer">
              {customer.full_name} · {customer.msisdn}
              {customer.date_of_birth && (
                <>
                  {' · '}
                  <DateText value={customer.date_of_birth} />
                </>
              )}
            </Typography>
            {onCustomer && (
              <Button size="small" onClick={() => onCustomer(null)}>
                {t('make.changeCustomer')}
              </Button>
            )}
          </Box>
        ) : (
          <CustomerPicker onPick={(c) => onCustomer?.(c)} error={text(form.errors.customer_guid)} />
        )}
      </Paper>
      {customer && (
        <>
          <Group title={t('make.claim')}>
            <SelectField
              form={form}
              name="policy_guid"
              label={t('fields.policy')}
              placeholder={policies.data?.length === 0 ? t('make.noPolicy') : ''}
              options={(policies.data ?? []).map((p) => {
                const label = `${p.policy_number} · ${t(`policyStatuses.${p.status}`, { defaultValue: p.status })}`;
                const c = cover.get(p.guid);
                return {
                  value: p.guid,
                  label: c && !c.covered ? `${label} — ${t('make.notCovering', { date: coverDate })}` : label,
                };
              })}
              helperText={
                chosenCover && !chosenCover.covered
                  ? t(`policies:coverCheck.reason.${chosenCover.reason}`, {
                      defaultValue: t('make.notCovering', { date: coverDate }),
                      date: coverDate,
                      until: formatDate(chosenCover.waiting_period_ends, i18n.language),
                    }) +
                    ' ' +
                    t('make.paysNothingHint')
                  : cover.size > 0 && [...cover.values()].some((c) => !c.covered)
                    ? t('make.notCoveringMarked', { date: coverDate })
                    : undefined
              }
            />
            <SelectField
              form={form}
              name="type"
              label={t('fields.type')}
              options={CLAIM_TYPES.map((x) => ({ value: x, label: t(`types.${x}`) }))}
            />
            <TextField
              select
              size="small"
              margin="dense"
              fullWidth
              label={t('make.person')}
              value={v.dependant_guid}
              onChange={(e) => pickPerson(e.target.value)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              error={Boolean(form.errors.dependant_guid)}
              helperText={text(form.errors.dependant_guid)}
            >
              <option value="">{t('make.principal', { name: customer.full_name })}</option>
              {(dependants.data ?? []).map((d) => (
                <option key={d.guid} value={d.guid}>
                  {d.full_name} ({d.relationship})
                </option>
              ))}
            </TextField>
            <SelectField
              form={form}
              name="relation"
              label={t('fields.relation')}
              options={CLAIM_RELATIONS.map((r) => ({ value: r, label: t(`relations.${r}`, { defaultValue: r }) }))}
            />
            <FormField form={form} name="person_affected" label={t('fields.person_affected')} />
            <FormField form={form} name="person_affected_dob" type="date" label={t('fields.person_affected_dob')} />
          </Group>
          {v.type && (
            <Group title={t(`make.typeFields.${v.type}`)}>
              {v.type === 'hospital' && (
                <>
                  {usable.length > 0 && (
                    <TextField
                      select
                      size="small"
                      margin="dense"
                      fullWidth
                      name="preauthorization_guid"
                      label={t('fields.preauthorization_guid')}
                      value={v.preauthorization_guid}
                      onChange={(e) => pickPreauthorization(e.target.value)}
                      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                      error={Boolean(form.errors.preauthorization_guid)}
                      helperText={text(form.errors.preauthorization_guid)}
                      sx={{ gridColumn: { lg: 'span 4' } }}
                    >
                      <option value="">{t('make.noPreauthorization')}</option>
                      {usable.map((p) => (
                        <option key={p.guid} value={p.guid}>
                          {t('make.preauthorizationOption', {
                            hospital: p.hospital_name,
                            date: formatDate(p.admission_date, i18n.language),
                            amount: formatMoney(p.approved_amount_cents, currency, i18n.language),
                          })}
                        </option>
                      ))}
                    </TextField>
                  )}
                  <FormField
                    form={form}
                    name="hospital_admission_date"
                    type="date"
                    label={t('fields.hospital_admission_date')}
                  />
                  <FormField
                    form={form}
                    name="hospital_discharge_date"
                    type="date"
                    label={t('fields.hospital_discharge_date')}
                  />
                  <HospitalField form={form} />
                  <FormField form={form} name="hospitalization_reason" label={t('fields.hospitalization_reason')} />
                </>
              )}
              {v.type === 'death' && (
                <FormField form={form} name="death_date" type="date" label={t('fields.death_date')} />
              )}
              {(v.type === 'accident' || v.type === 'reimbursement') && (
                <FormField form={form} name="event_date" type="date" label={t('fields.event_date')} />
              )}
              {v.type === 'reimbursement' && (
                <>
                  <FormField form={form} name="start_date" type="date" label={t('fields.start_date')} />
                  <FormField form={form} name="end_date" type="date" label={t('fields.end_date')} />
                </>
              )}
              {conditionOptions.length > 0 ? (
                <SelectField form={form} name="condition" label={t('fields.condition')} options={conditionOptions} />
              ) : (
                <FormField form={form} name="condition" label={t('fields.condition')} />
              )}
              {v.type !== 'accident' && <CheckField form={form} name="is_accident" label={t('fields.is_accident')} />}
            </Group>
          )}
          <Group title={t('make.documents')}>
            <SelectField
              form={form}
              name="document_channel"
              label={t('fields.document_channel')}
              options={DOCUMENT_CHANNELS.map((x) => ({ value: x, label: t(`channels.${x}`) }))}
            />
            <SelectField
              form={form}
              name="verification"
              label={t('fields.verification')}
              options={CLAIM_VERIFICATIONS.map((x) => ({ value: x, label: t(`verifications.${x}`) }))}
            />
            <FormField
              form={form}
              name="documentation_received_at"
              type="datetime-local"
              label={t('fields.documentation_received_at')}
            />
            {(BIRTH_CERTIFICATE_RELATIONS as readonly string[]).includes(v.relation) && (
              <CheckField form={form} name="birth_certificate_valid" label={t('fields.birth_certificate_valid')} />
            )}
          </Group>
          <Group title={t('make.amount')}>
            <FormField
              form={form}
              name="claim_amount"
              label={t('fields.claim_amount', { currency })}
              helperText={t('make.amountHint')}
            />
            <FormField
              form={form}
              name="comment"
              label={t('fields.comment')}
              multiline
              sx={{ gridColumn: { lg: 'span 3' } }}
            />
          </Group>
        </>
      )}
    </Box>
  );
}
