import { z } from 'zod';
import { optionalDateColumn } from '../common/file-values.ts';
import { emailAddress, guid, INT4_MAX, isoDate, MONEY_MAX_CENTS, optionalText, requiredText } from '../common/ids.ts';
import { pageQuery } from '../common/paging.ts';
import { gender, phoneInput } from '../customers/customers.schemas.ts';
import { dependantInput, relationship } from '../customers/dependants.schemas.ts';

/**
 * Group schemes (SPEC §7 "Groups"): an employer, a cooperative or a savings group buys cover for its members under a
 * product's group configuration. A group is pre-registered with its temporary members, quoted, then registered: each
 * complete principal becomes a customer (with dependants) and a policy of the group's product.
 */
export const GROUP_TYPES = ['employer', 'cooperative', 'savings_group'] as const;
export const groupType = z.enum(GROUP_TYPES, { message: 'invalid_value' });
/** pre_registered → registered (at least one member holds a policy). */
export const GROUP_STATUSES = ['pre_registered', 'registered'] as const;
/** A temporary member: pending until registered; failed keeps the reason of its last registration attempt. */
export const TEMP_MEMBER_STATUSES = ['pending', 'registered', 'failed'] as const;
export const TEMP_MEMBER_KINDS = ['principal', 'dependant'] as const;
/** A registration run: queued → running → completed | failed | cancelled (stopped between members). */
export const GROUP_REGISTRATION_STATUSES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;

export const groupRegistration = z.object({
  guid,
  status: z.enum(GROUP_REGISTRATION_STATUSES),
  total: z.number().int().max(INT4_MAX),
  processed: z.number().int().max(INT4_MAX),
  registered: z.number().int().max(INT4_MAX),
  failed: z.number().int().max(INT4_MAX),
  error: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type GroupRegistration = z.infer<typeof groupRegistration>;

export const group = z.object({
  guid,
  id: guid,
  partner_guid: guid,
  name: z.string(),
  group_type: z.string(),
  product_guid: guid,
  product_name: z.string(),
  premium_cents: z.number().int().max(MONEY_MAX_CENTS),
  granularity: z.string(),
  start_date: isoDate,
  contact_name: z.string(),
  contact_msisdn: z.string(),
  contact_email: z.string().nullable(),
  status: z.enum(GROUP_STATUSES),
  members_count: z.number().int().max(INT4_MAX),
  registered_count: z.number().int().max(INT4_MAX),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Group = z.infer<typeof group>;
/** The group page: the group and its latest registration run (progress), if any. */
export const groupDetail = group.extend({ registration: groupRegistration.nullable() });
export type GroupDetail = z.infer<typeof groupDetail>;

const groupFields = {
  name: requiredText(200),
  group_type: groupType,
  product_guid: guid,
  /** One of the product's premiums: what each principal pays. */
  premium_cents: z.number().int().min(1).max(MONEY_MAX_CENTS),
  start_date: isoDate,
  contact_name: requiredText(200),
  contact_msisdn: phoneInput,
  contact_email: emailAddress.nullish().transform((v) => v ?? null),
};
/** POST groups/pre_register. */
export const groupInput = z.object(groupFields).strict();
export type GroupInput = z.infer<typeof groupInput>;
/** PUT groups/pre_register: the group named by `groupId`, every field replaced. */
export const groupUpdate = z.object({ groupId: guid, ...groupFields }).strict();
export type GroupUpdate = z.infer<typeof groupUpdate>;

export const groupIdBody = z.object({ group_id: guid }).strict();
export const groupIdQuery = z.object({ group_id: guid });
export const groupIdParam = z.object({ id: guid });
export const groupsPageQuery = pageQuery.extend({ search: z.string().trim().max(100).optional() });

/** A temporary member (principal or dependant) as listed; `missing` names what registration still needs. */
export const tempMember = z.object({
  guid,
  id: guid,
  group_guid: guid,
  kind: z.enum(TEMP_MEMBER_KINDS),
  principal_guid: guid.nullable(),
  full_name: z.string().nullable(),
  msisdn: z.string().nullable(),
  date_of_birth: isoDate.nullable(),
  national_id: z.string().nullable(),
  gender: z.string().nullable(),
  relationship: z.string().nullable(),
  status: z.enum(TEMP_MEMBER_STATUSES),
  error: z.string().nullable(),
  missing: z.array(z.string()),
  customer_guid: guid.nullable(),
  policy_guid: guid.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TempMember = z.infer<typeof tempMember>;
export const tempMembersQuery = pageQuery.extend({
  groupId: guid,
  status: z.enum(TEMP_MEMBER_STATUSES).optional(),
});

const principalFields = {
  msisdn: phoneInput,
  full_name: optionalText(200),
  date_of_birth: isoDate.nullish().transform((v) => v ?? null),
  national_id: optionalText(50),
  gender: gender.nullish().transform((v) => v ?? null),
};
/** A principal may start with a phone number only; the rest is completed before registration. */
export const tempPrincipalInput = z.object({ group_id: guid, ...principalFields }).strict();
export type TempPrincipalInput = z.infer<typeof tempPrincipalInput>;
export const tempPrincipalUpdate = z.object(principalFields).strict();
export type TempPrincipalUpdate = z.infer<typeof tempPrincipalUpdate>;
/** A dependant of a temporary principal: the same fields as a customer's dependant. */
export const tempDependantInput = dependantInput.extend({ principal_id: guid }).strict();
export type TempDependantInput = z.infer<typeof tempDependantInput>;
export const tempDependantUpdate = dependantInput;

/** The members file: a row is a principal, or a dependant when `principal_msisdn` names its principal. */
export const GROUP_MEMBER_COLUMNS = ['msisdn'] as const;
export const GROUP_MEMBER_OPTIONAL_COLUMNS = [
  'full_name',
  'date_of_birth',
  'national_id',
  'gender',
  'principal_msisdn',
  'relationship',
] as const;
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || null);
export const groupMemberRow = z
  .object({
    msisdn: text(30),
    full_name: text(200),
    date_of_birth: optionalDateColumn,
    national_id: text(50),
    gender: z
      .string()
      .trim()
      .toLowerCase()
      .optional()
      .transform((v) => v || null)
      .pipe(gender.nullable()),
    principal_msisdn: text(30),
    relationship: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || null)
      .pipe(relationship.nullable()),
  })
  .superRefine((r, ctx) => {
    if (!r.principal_msisdn && !r.msisdn) ctx.addIssue({ code: 'custom', path: ['msisdn'], message: 'required' });
    if (r.principal_msisdn) {
      for (const f of ['full_name', 'relationship', 'gender'] as const)
        if (!r[f]) ctx.addIssue({ code: 'custom', path: [f], message: 'required' });
    }
  });
export type GroupMemberRow = z.infer<typeof groupMemberRow>;
/** The row key: the principal's phone digits, or the principal's and the dependant's name for a dependant. */
export const groupMemberKey = (r: GroupMemberRow) => {
  const digits = (v: string | null) => (v ?? '').replace(/\D/g, '');
  return r.principal_msisdn
    ? `d:${digits(r.principal_msisdn)}:${(r.full_name ?? '').toLowerCase()}`
    : `p:${digits(r.msisdn)}`;
};
/** Multipart member uploads name their group in the query (`groupId`), with the engine's `dry_run`. */
export const groupUploadQuery = z.object({
  groupId: guid,
  dry_run: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

/** The quotation: each principal priced from their age, the product's age range and the group's premium. */
export const groupQuotation = z.object({
  group_guid: guid,
  product_guid: guid,
  premium_cents: z.number().int().max(MONEY_MAX_CENTS),
  granularity: z.string(),
  benefit_cents: z.number().int().max(MONEY_MAX_CENTS),
  min_members: z.number().int().max(INT4_MAX),
  max_members: z.number().int().max(INT4_MAX),
  members: z.number().int().max(INT4_MAX),
  dependants: z.number().int().max(INT4_MAX),
  eligible: z.number().int().max(INT4_MAX),
  total_premium_cents: z.number().int().max(MONEY_MAX_CENTS),
  /** Why the group cannot be registered as it stands (e.g. too few eligible members), else null. */
  blocker: z.string().nullable(),
  lines: z.array(
    z.object({
      member_guid: guid,
      full_name: z.string().nullable(),
      msisdn: z.string().nullable(),
      age: z.number().int().nullable(),
      dependants: z.number().int(),
      premium_cents: z.number().int().max(MONEY_MAX_CENTS),
      eligible: z.boolean(),
      /** What keeps the member out: missing fields, age, already registered. */
      reason: z.string().nullable(),
    }),
  ),
});
export type GroupQuotation = z.infer<typeof groupQuotation>;

/** A registered member's customer, with their policy of the group. */
export const groupCustomer = z.object({
  guid,
  full_name: z.string(),
  msisdn: z.string(),
  date_of_birth: z.string().nullable(),
  national_id: z.string().nullable(),
  policy_guid: guid.nullable(),
  policy_number: z.string().nullable(),
  policy_status: z.string().nullable(),
});
export const groupPolicy = z.object({
  guid,
  policy_number: z.string(),
  customer_guid: guid,
  customer_name: z.string(),
  msisdn: z.string(),
  status: z.string(),
  premium_cents: z.number().int().max(MONEY_MAX_CENTS),
  granularity: z.string(),
  start_date: isoDate,
});
export const groupPremiums = z.object({
  group_guid: guid,
  policies: z.number().int().max(INT4_MAX),
  premium_cents: z.number().int().max(MONEY_MAX_CENTS),
  granularity: z.string(),
  /** What every policy of the group costs per period. */
  total_premium_cents: z.number().int().max(MONEY_MAX_CENTS),
  paid_cents: z.number().int().max(MONEY_MAX_CENTS),
  by_status: z.array(z.object({ status: z.string(), count: z.number().int().max(INT4_MAX) })),
});
export const groupClaim = z.object({
  guid,
  claim_reference: z.string(),
  policy_guid: guid,
  policy_number: z.string(),
  customer_name: z.string(),
  status: z.string(),
  created_at: z.string(),
});

/** A request to be called back by a group sales agent (public call, or made for a group). */
export const GROUP_CALLBACK_STATUSES = ['open', 'closed'] as const;
export const groupCallback = z.object({
  guid,
  group_guid: guid.nullable(),
  msisdn: z.string(),
  name: z.string().nullable(),
  product_guid: guid.nullable(),
  product_name: z.string().nullable(),
  status: z.enum(GROUP_CALLBACK_STATUSES),
  requested_at: z.string(),
  /** Why it was closed (the call made, no answer, not interested…), by whom and when; null while open. */
  closed_reason: z.string().nullable(),
  closed_by: z.string().nullable(),
  closed_at: z.string().nullable(),
});
export type GroupCallback = z.infer<typeof groupCallback>;
export const groupCallbacksQuery = pageQuery.extend({ group_id: guid.optional() });
/** Closing a callback takes the reason (required). */
export const closeGroupCallbackBody = z.object({ reason: requiredText(1000) }).strict();

/** Public: a phone number asks a group sales agent of the partner (named by its public code) to call back. */
export const PARTNER_PUBLIC_CODE = /^[A-Za-z0-9_-]{2,40}$/;
const partnerCode = z.string().trim().regex(PARTNER_PUBLIC_CODE, { message: 'invalid_value' });
export const publicCallbackInput = z
  .object({
    partner_code: partnerCode,
    msisdn: phoneInput,
    name: optionalText(200),
    product_guid: guid.nullish().transform((v) => v ?? null),
  })
  .strict();
export const publicCallbackAnswer = z.object({ received: z.literal(true) });
export const publicProductsQuery = z.object({ partner_code: partnerCode });
export const publicGroupProduct = z.object({
  guid,
  name: z.string(),
  description: z.string().nullable(),
  minimum_age: z.number().int(),
  maximum_age: z.number().int(),
  min_members: z.number().int(),
  max_members: z.number().int(),
  allow_dependants: z.boolean(),
  premiums: z.array(z.object({ amount_in_cents: z.number().int().max(MONEY_MAX_CENTS), granularity: z.string() })),
});

/** One payment for the whole group, split over the members' policies (each policy its premium). */
export const groupPaymentInput = z
  .object({
    group_id: guid,
    amount_cents: z.number().int().min(1).max(MONEY_MAX_CENTS),
    effected_date: isoDate,
    mno_reference: requiredText(80),
  })
  .strict();
export type GroupPaymentInput = z.infer<typeof groupPaymentInput>;
export const groupPayment = z.object({
  guid,
  group_guid: guid,
  amount_cents: z.number().int().max(MONEY_MAX_CENTS),
  /** What was not needed by any policy (kept on the group payment, not paid to a policy). */
  unallocated_cents: z.number().int().max(MONEY_MAX_CENTS),
  effected_date: isoDate,
  mno_reference: z.string(),
  policies: z.number().int().max(INT4_MAX),
  created_by: z.string().nullable(),
  created_at: z.string(),
  items: z.array(
    z.object({
      payment_guid: guid,
      policy_guid: guid,
      policy_number: z.string(),
      amount_cents: z.number().int().max(MONEY_MAX_CENTS),
    }),
  ),
});
export type GroupPayment = z.infer<typeof groupPayment>;
export const groupPaymentsQuery = pageQuery.extend({ group_id: guid });
