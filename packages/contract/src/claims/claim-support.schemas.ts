import { z } from 'zod';
import { cents, guid, isoDate, optionalText, requiredText } from '../common/ids.ts';
import { claimActionBody, claimDetail, editText } from './claim.schemas.ts';

/** The operator's outcome of a payout (PUT mobile_money_transactions/outcome). */
export const payoutOutcomeBody = z
  .object({
    transaction_guid: guid,
    outcome: z.enum(['success', 'failure']),
    reason: optionalText(1000),
    provider_reference: optionalText(200),
    version: z.number().int().min(1),
  })
  .superRefine((v, ctx) => {
    if (v.outcome === 'failure' && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'required' });
  });

export const retryPayoutBody = z.object({ version: z.number().int().min(1) });

/** A claim callback: a customer asked to be called back about a claim (SPEC §4). */
export const claimCallback = z.object({
  guid,
  claim_guid: guid,
  claim_reference: z.string(),
  customer_guid: guid,
  msisdn: z.string(),
  notes: z.string().nullable(),
  status: z.enum(['open', 'closed']),
  requested_at: z.string(),
  closed_reason: z.string().nullable(),
  closed_by: z.string().nullable(),
  closed_at: z.string().nullable(),
});
export const claimCallbackQuery = z.object({
  open: z.enum(['true', 'false']).default('true'),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(500).default(10),
});
export const closeCallbackBody = z.object({ reason: requiredText(1000) });

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
  requested_amount_cents: z.number().int(),
  approved_amount_cents: z.number().int().nullable(),
  status: z.enum(PREAUTHORIZATION_STATUSES),
  decision_reason: z.string().nullable(),
  notes: z.string().nullable(),
  claim_guid: z.string().nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
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
    version: z.number().int().min(1),
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
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(500).default(10),
  status: z.enum(PREAUTHORIZATION_STATUSES).optional(),
  customer_guid: guid.optional(),
});

/** Complex claims (GLOSSARY): facility claims with benefit usages, expenses, tags and a lawyer. */
export const complexClaimInput = z
  .object({
    customer_guid: guid,
    policy_guid: guid,
    dependant_guid: guid.nullish(),
    person_affected: requiredText(200),
    relation: z.string().min(1).max(50),
    type: z.enum(['hospital', 'death', 'accident', 'reimbursement']),
    event_date: isoDate,
    facility: requiredText(200),
    facility_code: requiredText(50),
    tag: optionalText(50),
    claim_amount_cents: cents,
    condition: optionalText(200),
    comment: optionalText(2000),
  })
  .superRefine((v, ctx) => {
    if (v.relation !== 'Principal' && !v.dependant_guid)
      ctx.addIssue({ code: 'custom', path: ['dependant_guid'], message: 'required' });
  });
export const complexClaimEdit = z.object({
  version: z.number().int().min(1),
  tag: editText(50),
  facility: requiredText(200).optional(),
  facility_code: requiredText(50).optional(),
  condition: editText(200),
  comment: editText(2000),
  claim_amount_cents: cents.optional(),
});
export const complexListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(500).default(10),
  tag: z.string().max(50).optional(),
  customer_guid: guid.optional(),
  facility: z.string().max(200).optional(),
  facility_code: z.string().max(50).optional(),
  type: z.enum(['hospital', 'death', 'accident', 'reimbursement']).optional(),
  status: z.string().max(30).optional(),
  start_date: isoDate.optional(),
  end_date: isoDate.optional(),
  /** Part of a claim reference (at least 3 characters). */
  claim: z.string().trim().max(100).optional(),
});
export const complexCustomerBody = z.object({
  customer_guid: guid,
  page: z.number().int().min(1).default(1),
  size: z.number().int().min(1).max(500).default(10),
});
export const complexStatusesBody = z.object({
  statuses: z.array(z.enum(['decision_pending', 'approved_pending', 'open', 'payable', 'closed', 'expired'])).min(1),
  page: z.number().int().min(1).default(1),
  size: z.number().int().min(1).max(500).default(10),
});
export const bulkSelection = z.object({
  claims: z
    .array(z.object({ guid, version: z.number().int().min(1) }))
    .min(1)
    .max(200),
  reason: optionalText(1000),
});
export const bulkResult = z.object({
  succeeded: z.array(z.object({ guid, version: z.number().int() })),
  failed: z.array(z.object({ guid, code: z.string(), message: z.string() })),
});
export const benefitUsage = z.object({
  guid,
  claim_guid: guid,
  policy_guid: guid,
  beneficiary_guid: guid,
  benefit_name: z.string(),
  amount_cents: z.number().int(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export const benefitUsageInput = z.object({
  claim_guid: guid,
  version: z.number().int().min(1),
  benefit_name: requiredText(100),
  amount_cents: cents.refine((v) => v > 0, { message: 'positive' }),
});
export const benefitUsageDeleteQuery = z.object({ version: z.coerce.number().int().min(1) });
export const benefitBalanceQuery = z.object({ dependant_guid: guid });
export const benefitBalance = z.object({
  beneficiary_guid: guid,
  balances: z.array(
    z.object({
      policy_guid: guid,
      limit_cents: z.number().int(),
      used_cents: z.number().int(),
      remaining_cents: z.number().int(),
      by_benefit: z.array(z.object({ benefit_name: z.string(), used_cents: z.number().int() })),
    }),
  ),
});
export const claimExpense = z.object({
  guid,
  claim_guid: guid,
  description: z.string(),
  category: z.string().nullable(),
  quantity: z.number().int(),
  unit_amount_cents: z.number().int(),
  amount_cents: z.number().int(),
});
export const expensesBody = z.object({
  claim_guid: guid,
  version: z.number().int().min(1),
  expenses: z
    .array(
      z.object({
        description: requiredText(200),
        category: optionalText(100),
        quantity: z.number().int().min(1).max(10_000),
        unit_amount_cents: cents,
      }),
    )
    .max(500),
});
export const lawyerAssignmentBody = z.object({
  claim_guid: guid,
  version: z.number().int().min(1),
  lawyer_name: requiredText(200),
  lawyer_email: z.email().nullish(),
  lawyer_phone: optionalText(30),
});
export const complexActionBody = claimActionBody.extend({ claim_guid: guid });
export const complexClaimDetail = claimDetail.extend({
  expenses: z.array(claimExpense),
  benefit_usages: z.array(benefitUsage),
});
