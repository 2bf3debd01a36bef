import { z } from 'zod';
import { guid, isoDateTime, requiredText } from '../common/ids.ts';
import { pageQuery } from '../common/paging.ts';
import { policyStatus } from '../policies/policies.schemas.ts';
import { SMS_TEXT_MAX } from './sms-templates.schemas.ts';

/**
 * SMS batches (SPEC §3, §4, §7): a blast from a file (one message per row, the text from a column or a default text)
 * or a bulk SMS to chosen customers. A blast file goes through the import engine: `validating` (read, numbers
 * normalised for the partner's country, bad rows counted) → `ready` (counts, segments and a preview known) → `send`
 * → `scheduled` (until its dispatch time) → `sending` → `completed`; `interrupted` at any point before the end
 * (messages already handed to the gateway still go out); `failed` when the file could not be read.
 */
export const SMS_BATCH_STATUSES = [
  'validating',
  'ready',
  'scheduled',
  'sending',
  'completed',
  'interrupted',
  'failed',
] as const;
export type SmsBatchStatus = (typeof SMS_BATCH_STATUSES)[number];
export const SMS_BATCH_SOURCES = ['file', 'customers'] as const;
export const SMS_DELIMITERS = [',', ';', '\t', '|'] as const;
/** A recipient's state: queued (not handed yet), then the gateway's sent → delivered | failed; not_sent after a stop. */
export const SMS_RECIPIENT_STATUSES = ['queued', 'sent', 'delivered', 'failed', 'not_sent'] as const;

const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .transform((v) => (v.trim() === '' ? undefined : v))
    .optional();

/** `POST /api/sms_batch`: a file uploaded to the signed URL of `GET /api/sms_batch/upload`, and how to read it. */
export const smsBatchCreate = z
  .object({
    filename: requiredText(2000),
    delimiter: z.enum(SMS_DELIMITERS, { message: 'required' }),
    msisdn_column: requiredText(100),
    text_column: optionalText(100),
    default_text: optionalText(SMS_TEXT_MAX),
    scheduled_at: isoDateTime.nullable().optional(),
    reply_expected: z.boolean().default(false),
    /** Set after the "same file and text within a day" warning to send it again anyway. */
    confirm_repeat: z.boolean().default(false),
  })
  .superRefine((b, ctx) => {
    if (!b.text_column && !b.default_text)
      ctx.addIssue({ code: 'custom', path: ['default_text'], message: 'sms_text_required' });
  });
export type SmsBatchCreate = z.input<typeof smsBatchCreate>;

/** Customers to reach: by product, by policy status, or a list (at least one), and the text or a template. */
export const smsBulkCustomers = z
  .object({
    product_guid: guid.optional(),
    policy_status: policyStatus.optional(),
    customer_guids: z.array(guid).min(1).max(1000).optional(),
    template_guid: guid.optional(),
    text: optionalText(SMS_TEXT_MAX),
    scheduled_at: isoDateTime.nullable().optional(),
    /** Set after the "same text to the same customers within a day" warning to send it again anyway. */
    confirm_repeat: z.boolean().default(false),
  })
  .superRefine((b, ctx) => {
    if (!b.product_guid && !b.policy_status && !b.customer_guids)
      ctx.addIssue({ code: 'custom', path: ['product_guid'], message: 'sms_recipients_required' });
    if (!b.template_guid && !b.text) ctx.addIssue({ code: 'custom', path: ['text'], message: 'sms_text_required' });
  });
export type SmsBulkCustomers = z.input<typeof smsBulkCustomers>;

/** `GET /api/sms_batch/file_head`: the header and first rows of an uploaded blast file (XLSX: read by the server). */
export const smsFileHeadQuery = z.object({ filename: requiredText(2000) });
export const smsFileHead = z.object({
  header: z.array(z.string()),
  rows: z.array(z.array(z.string())),
});
export type SmsFileHead = z.infer<typeof smsFileHead>;

export const smsPreviewMessage = z.object({
  msisdn: z.string(),
  text: z.string(),
  segments: z.number().int(),
});
export type SmsPreviewMessage = z.infer<typeof smsPreviewMessage>;

export const smsBulkPreview = z.object({
  count: z.number().int(),
  segments: z.number().int(),
  preview: z.array(smsPreviewMessage),
});
export type SmsBulkPreview = z.infer<typeof smsBulkPreview>;

export const smsBatch = z.object({
  guid,
  batch_number: z.number().int(),
  source: z.enum(SMS_BATCH_SOURCES),
  filename: z.string().nullable(),
  delimiter: z.string().nullable(),
  msisdn_column: z.string().nullable(),
  text_column: z.string().nullable(),
  default_text: z.string().nullable(),
  scheduled_at: isoDateTime.nullable(),
  reply_expected: z.boolean(),
  status: z.enum(SMS_BATCH_STATUSES),
  /** Rows in the file (or customers chosen), rows refused (bad number, duplicate, empty text), recipients. */
  total: z.number().int(),
  invalid: z.number().int(),
  recipients: z.number().int(),
  /** Segments the valid messages will cost. */
  segments: z.number().int(),
  sent: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  error: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: isoDateTime,
  started_at: isoDateTime.nullable(),
  finished_at: isoDateTime.nullable(),
  /** The first messages as they will go out. */
  preview: z.array(smsPreviewMessage),
});
export type SmsBatch = z.infer<typeof smsBatch>;

export const smsBatchProgress = z.object({
  guid,
  status: z.enum(SMS_BATCH_STATUSES),
  /** What the bar shows: validating the file, queueing recipients, or handing them to the gateway. */
  step: z.enum(['validating', 'queueing', 'sending', 'done']),
  total: z.number().int(),
  processed: z.number().int(),
  percent: z.number().int().min(0).max(100),
  sent: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
});
export type SmsBatchProgress = z.infer<typeof smsBatchProgress>;

export const smsBatchesQuery = pageQuery.extend({ status: z.enum(SMS_BATCH_STATUSES).optional() });
export const smsBatchInvalidRow = z.object({
  line: z.number().int(),
  reason: z.string(),
  data: z.record(z.string(), z.string()),
});
