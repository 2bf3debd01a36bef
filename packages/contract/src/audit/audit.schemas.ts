import { z } from 'zod';
import { AUDIT_EVENTS_DEFAULT_PAGE, AUDIT_EVENTS_DEFAULT_SIZE } from '../common/constants.ts';
import { PAGE_SIZE_MAX, pageParam, sizeParam } from '../common/paging.ts';

/** An audit event: who changed which entity of the partner, how, from what to what. */
export const auditEvent = z.object({
  guid: z.string(),
  partner_guid: z.string().nullable(),
  actor_guid: z.string().nullable(),
  actor_username: z.string().nullable(),
  entity_type: z.string(),
  entity_guid: z.string(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  request_id: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEvent = z.infer<typeof auditEvent>;

/** SPEC §9: the one list whose pages start at 0, 100 events a page; newest first. */
export const auditEventQuery = z.object({
  page: pageParam(AUDIT_EVENTS_DEFAULT_PAGE),
  size: sizeParam(PAGE_SIZE_MAX, AUDIT_EVENTS_DEFAULT_SIZE),
  entity_guid: z.string().min(1).max(100).optional(),
  entity_type: z.string().min(1).max(100).optional(),
  action: z.string().min(1).max(100).optional(),
});
