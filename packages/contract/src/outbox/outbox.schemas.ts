import { z } from 'zod';
import { guid } from '../common/ids.ts';
import { pageQuery } from '../common/paging.ts';

/** One SMS of the partner's outbox, with its delivery state. */
export const smsOutboxItem = z.object({
  guid,
  customer_guid: guid.nullable(),
  msisdn: z.string(),
  text: z.string(),
  kind: z.string(),
  status: z.string(),
  provider_reference: z.string().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
});
export type SmsOutboxItem = z.infer<typeof smsOutboxItem>;

export const smsOutboxQuery = pageQuery.extend({
  msisdn: z
    .string()
    .regex(/^\+?\d{6,15}$/, { message: 'invalid_value' })
    .transform((v) => v.replace(/^\+/, ''))
    .optional(),
  status: z.enum(['queued', 'sent', 'delivered', 'failed']).optional(),
});
export type SmsOutboxQuery = z.infer<typeof smsOutboxQuery>;

/** A resend is a new message (the first one stays as it was): its guid. */
export const resent = z.object({ guid });
