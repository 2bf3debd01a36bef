import { z } from 'zod';
import { cents, guid, INT4_MAX, isoDate, MONEY_MAX_CENTS, optionalText, requiredText } from '../common/ids.ts';
import { pageParam, sizeParam } from '../common/paging.ts';
import { editText } from './claim.schemas.ts';

export const PREAUTHORIZATION_STATUSES = ['pending', 'approved', 'rejected', 'used', 'cancelled'] as const;

/** A pre-authorisation of a hospital stay or procedure (GLOSSARY). */
export const preauthorization = z.object({
  guid,
  customer_guid: guid,
  policy_guid: guid,
  dependant_guid: z.string().nullable(),
  person_affected: z.string(),
  hospital_name: z.string(),
  admission_date: z.string(),
  expected_discharge_date: z.string().nullable(),
  condition: z.string(),
  hospitalization_reason: z.string().nullable(),
  requested_amount_cents: z.number().int().max(MONEY_MAX_CENTS),
  approved_amount_cents: z.number().int().max(MONEY_MAX_CENTS).nullable(),
  status: z.enum(PREAUTHORIZATION_STATUSES),
  decision_reason: z.string().nullable(),
  notes: z.string().nullable(),
  claim_guid: z.string().nullable(),
  version: z.number().int().max(INT4_MAX),
  created_at: z.string(),
  updated_at: z.string(),
});
/** A row of the pre-authorisations list: with the policy number and customer name it links to. */
export const preauthorizationListItem = preauthorization.extend({
  policy_number: z.string(),
  customer_name: z.string(),
});
export const preauthorizationInput = z
  .object({
    customer_guid: guid,
    policy_guid: guid,
    dependant_guid: guid.nullish(),
    person_affected: requiredText(200),
    hospital_name: requiredText(200),
    admission_date: isoDate,
    expected_discharge_date: isoDate.nullish(),
    condition: requiredText(200),
    hospitalization_reason: optionalText(500),
    requested_amount_cents: cents,
    notes: optionalText(2000),
  })
  .superRefine((v, ctx) => {
    if (v.expected_discharge_date && v.expected_discharge_date < v.admission_date)
      ctx.addIssue({ code: 'custom', path: ['expected_discharge_date'], message: 'discharge_before_admission' });
  });
/** Edit a pending pre-authorisation, or decide it (approve with an amount, or reject with a reason). */
export const preauthorizationUpdate = z
  .object({
    version: z.number().int().min(1).max(INT4_MAX),
    hospital_name: requiredText(200).optional(),
    admission_date: isoDate.optional(),
    expected_discharge_date: isoDate.nullish(),
    condition: requiredText(200).optional(),
    hospitalization_reason: editText(500),
    requested_amount_cents: cents.optional(),
    notes: editText(2000),
    decision: z.enum(['approved', 'rejected']).optional(),
    approved_amount_cents: cents.optional(),
    decision_reason: editText(1000),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'approved' && v.approved_amount_cents === undefined)
      ctx.addIssue({ code: 'custom', path: ['approved_amount_cents'], message: 'required' });
    if (v.decision === 'rejected' && !v.decision_reason)
      ctx.addIssue({ code: 'custom', path: ['decision_reason'], message: 'required' });
  });
export const preauthorizationListQuery = z.object({
  page: pageParam(),
  size: sizeParam(),
  status: z.enum(PREAUTHORIZATION_STATUSES).optional(),
  customer_guid: guid.optional(),
});
