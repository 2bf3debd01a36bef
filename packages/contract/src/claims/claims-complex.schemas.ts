import { z } from 'zod';
import { cents, guid, INT4_MAX, isoDate, MONEY_MAX_CENTS, optionalText, requiredText } from '../common/ids.ts';
import { bodyPage, bodySize, pageParam, sizeParam } from '../common/paging.ts';
import { CLAIM_TYPES, claimActionBody, claimDetail, editText } from './claim.schemas.ts';
import { CLAIM_STATUSES } from './claim-transitions.ts';

/** Complex claims (GLOSSARY): facility claims with benefit usages, expenses, tags and a lawyer. */
export const complexClaimInput = z
  .object({
    customer_guid: guid,
    policy_guid: guid,
    dependant_guid: guid.nullish(),
    person_affected: requiredText(200),
    relation: z.string().min(1).max(50),
    type: z.enum(CLAIM_TYPES),
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
  version: z.number().int().min(1).max(INT4_MAX),
  tag: editText(50),
  facility: requiredText(200).optional(),
  facility_code: requiredText(50).optional(),
  condition: editText(200),
  comment: editText(2000),
  claim_amount_cents: cents.optional(),
});
export const complexListQuery = z.object({
  page: pageParam(),
  size: sizeParam(),
  tag: z.string().max(50).optional(),
  customer_guid: guid.optional(),
  facility: z.string().max(200).optional(),
  facility_code: z.string().max(50).optional(),
  type: z.enum(CLAIM_TYPES).optional(),
  status: z.enum(CLAIM_STATUSES).optional(),
  start_date: isoDate.optional(),
  end_date: isoDate.optional(),
  /** Part of a claim reference (at least 3 characters). */
  claim: z.string().trim().max(100).optional(),
});
export const complexCustomerBody = z.object({
  customer_guid: guid,
  page: bodyPage(),
  size: bodySize(),
});
export const complexStatusesBody = z.object({
  statuses: z.array(z.enum(CLAIM_STATUSES)).min(1),
  page: bodyPage(),
  size: bodySize(),
});
export const bulkSelection = z.object({
  claims: z
    .array(z.object({ guid, version: z.number().int().min(1).max(INT4_MAX) }))
    .min(1)
    .max(200),
  reason: optionalText(1000),
});
export const bulkResult = z.object({
  succeeded: z.array(z.object({ guid, version: z.number().int().max(INT4_MAX) })),
  failed: z.array(z.object({ guid, code: z.string(), message: z.string() })),
});
export const benefitUsage = z.object({
  guid,
  claim_guid: guid,
  policy_guid: guid,
  beneficiary_guid: guid,
  benefit_name: z.string(),
  amount_cents: z.number().int().max(MONEY_MAX_CENTS),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export const benefitUsageInput = z.object({
  claim_guid: guid,
  version: z.number().int().min(1).max(INT4_MAX),
  benefit_name: requiredText(100),
  amount_cents: cents.refine((v) => v > 0, { message: 'positive' }),
});
export const benefitUsageDeleteQuery = z.object({ version: z.coerce.number().int().min(1).max(INT4_MAX) });
export const benefitBalanceQuery = z.object({ dependant_guid: guid });
export const benefitBalance = z.object({
  beneficiary_guid: guid,
  balances: z.array(
    z.object({
      policy_guid: guid,
      limit_cents: z.number().int().max(MONEY_MAX_CENTS),
      used_cents: z.number().int().max(MONEY_MAX_CENTS),
      remaining_cents: z.number().int().max(MONEY_MAX_CENTS),
      by_benefit: z.array(z.object({ benefit_name: z.string(), used_cents: z.number().int().max(MONEY_MAX_CENTS) })),
    }),
  ),
});
export const claimExpense = z.object({
  guid,
  claim_guid: guid,
  description: z.string(),
  category: z.string().nullable(),
  quantity: z.number().int().max(INT4_MAX),
  unit_amount_cents: z.number().int().max(MONEY_MAX_CENTS),
  amount_cents: z.number().int().max(MONEY_MAX_CENTS),
});
export const expensesBody = z.object({
  claim_guid: guid,
  version: z.number().int().min(1).max(INT4_MAX),
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
  version: z.number().int().min(1).max(INT4_MAX),
  lawyer_name: requiredText(200),
  lawyer_email: z.email().nullish(),
  lawyer_phone: optionalText(30),
});
export const complexActionBody = claimActionBody.extend({ claim_guid: guid });
export const complexClaimDetail = claimDetail.extend({
  expenses: z.array(claimExpense),
  benefit_usages: z.array(benefitUsage),
});
