import { z } from 'zod';
import { guid, requiredText } from '../common/ids.ts';
import { pageParam, sizeParam } from '../common/paging.ts';

/** A claim callback: a customer asked to be called back about a claim (SPEC §4). */
export const claimCallback = z.object({
  guid,
  claim_guid: guid,
  claim_reference: z.string(),
  customer_guid: guid,
  customer_name: z.string(),
  policy_guid: guid,
  policy_number: z.string(),
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
  page: pageParam(),
  size: sizeParam(),
});
export const closeCallbackBody = z.object({ reason: requiredText(1000) });
