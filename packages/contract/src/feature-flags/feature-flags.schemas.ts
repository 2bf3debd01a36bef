import { z } from 'zod';
import { guid } from '../common/ids.ts';
import { pageParam, sizeParam } from '../common/paging.ts';

/**
 * A feature flag (SPEC §6, §7): a name, whether it is on at all, and the partners it is on for. A flag is shared
 * data; a caller sees only their own partners in `partner_guids`, never anyone else's, and `enabled_for_partner`
 * says whether it applies to the selected partner (enabled and listed).
 */
export const featureFlagName = z
  .string()
  .regex(/^[a-z][a-z0-9]*([_-][a-z0-9]+)*$/, { message: 'feature_flag_name' })
  .max(100);

export const featureFlag = z.object({
  guid,
  name: z.string(),
  description: z.string().nullable(),
  enabled: z.boolean(),
  partner_guids: z.array(guid),
  enabled_for_partner: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FeatureFlag = z.infer<typeof featureFlag>;

export const featureFlagInput = z.object({
  name: featureFlagName,
  description: z.string().max(500).nullable().default(null),
  enabled: z.boolean().default(true),
  /** Partners the flag is on for: only partners the caller holds; others' entries are kept as they are. */
  partner_guids: z.array(guid).max(1000).default([]),
});
export type FeatureFlagInput = z.infer<typeof featureFlagInput>;

export const featureFlagListQuery = z.object({
  page: pageParam(),
  size: sizeParam(),
  search: z.string().max(100).optional(),
});
