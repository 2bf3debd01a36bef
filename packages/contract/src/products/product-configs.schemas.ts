import { z } from 'zod';
import { cents, guid, INT4_MAX, MONEY_MAX_CENTS, requiredText } from '../common/ids.ts';
import { GRANULARITIES } from './products.constants.ts';

const count = z.number().int().min(0).max(INT4_MAX);

/**
 * Extended membership premium: the extra premium for an extended-family member (parent, in-law, sibling…) by
 * relationship and age band, on top of the principal's premium.
 */
export const extendedMembershipPremium = z.object({
  guid,
  partner_guid: guid,
  product_guid: guid,
  relationship: z.string(),
  minimum_age: z.number().int().max(INT4_MAX),
  maximum_age: z.number().int().max(INT4_MAX),
  amount_in_cents: z.number().int().max(MONEY_MAX_CENTS),
  granularity: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const extendedMembershipPremiumInput = z
  .object({
    product_guid: guid,
    relationship: requiredText(50),
    minimum_age: z.number().int().min(0).max(120),
    maximum_age: z.number().int().min(0).max(120),
    amount_in_cents: cents,
    granularity: z.enum(GRANULARITIES, { message: 'invalid_value' }),
  })
  .refine((p) => p.minimum_age <= p.maximum_age, { path: ['maximum_age'], message: 'age_range' });
export type ExtendedMembershipPremiumInput = z.infer<typeof extendedMembershipPremiumInput>;

/** Extended membership config: one per product, whether extended members may be added and how many. */
export const extendedMembershipConfig = z.object({
  guid,
  partner_guid: guid,
  product_guid: guid,
  enabled: z.boolean(),
  max_members: z.number().int().max(INT4_MAX),
  allowed_relationships: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export const extendedMembershipConfigInput = z.object({
  product_guid: guid,
  enabled: z.boolean(),
  max_members: count.max(50),
  allowed_relationships: z.array(requiredText(50)).max(50).default([]),
});
export type ExtendedMembershipConfigInput = z.infer<typeof extendedMembershipConfigInput>;
export const byProductQuery = z.object({ partner: guid.optional(), product_guid: guid });

/** Membership config: who may be covered under one policy of the product (SPEC §3 "Membership config: guid"). */
export const membershipConfig = z.object({
  guid,
  partner_guid: guid,
  product_guid: guid,
  max_dependants: z.number().int().max(INT4_MAX),
  max_spouses: z.number().int().max(INT4_MAX),
  max_children: z.number().int().max(INT4_MAX),
  child_max_age: z.number().int().max(INT4_MAX),
  created_at: z.string(),
  updated_at: z.string(),
});
export const membershipConfigFields = z.object({
  product_guid: guid,
  max_dependants: count.max(50),
  max_spouses: count.max(10),
  max_children: count.max(50),
  child_max_age: count.max(120),
});
const membershipRule = <T extends { max_spouses: number; max_children: number; max_dependants: number }>(p: T) =>
  p.max_spouses + p.max_children <= p.max_dependants;
export const membershipConfigInput = membershipConfigFields.refine(membershipRule, {
  path: ['max_dependants'],
  message: 'dependants_total',
});
export type MembershipConfigInput = z.infer<typeof membershipConfigInput>;
/** PUT /api/membership_configs carries the config's guid in the body (SPEC §7 has no path id). */
export const membershipConfigUpdate = membershipConfigFields
  .extend({ guid })
  .refine(membershipRule, { path: ['max_dependants'], message: 'dependants_total' });
export type MembershipConfigUpdate = z.infer<typeof membershipConfigUpdate>;

/** Group product config (SPEC §3 "product group config (id, product_guid)"): how a group scheme buys the product. */
export const groupProductConfig = z.object({
  guid,
  id: guid,
  partner_guid: guid,
  product_guid: guid,
  min_members: z.number().int().max(INT4_MAX),
  max_members: z.number().int().max(INT4_MAX),
  allow_dependants: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const groupProductConfigFields = z.object({
  product_guid: guid,
  min_members: z.number().int().min(1).max(100_000),
  max_members: z.number().int().min(1).max(100_000),
  allow_dependants: z.boolean().default(true),
});
const groupRule = <T extends { min_members: number; max_members: number }>(p: T) => p.min_members <= p.max_members;
export const groupProductConfigInput = groupProductConfigFields.refine(groupRule, {
  path: ['max_members'],
  message: 'members_range',
});
export type GroupProductConfigInput = z.infer<typeof groupProductConfigInput>;
export const groupProductConfigUpdate = groupProductConfigFields
  .extend({ guid })
  .refine(groupRule, { path: ['max_members'], message: 'members_range' });
export type GroupProductConfigUpdate = z.infer<typeof groupProductConfigUpdate>;
