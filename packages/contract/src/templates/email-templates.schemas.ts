import { z } from 'zod';
import { emailAddress, guid, requiredText } from '../common/ids.ts';
import { templateType } from './document-templates.schemas.ts';

/**
 * Email templates (SPEC §7): a code, the entity type whose placeholders they use (the one template language of
 * `template-fields.ts`), an English and a French subject, HTML and text, and the document templates whose PDFs are
 * generated for the entity and attached. `POST /api/emails/send` renders one for an entity in its customer's
 * language and queues one email per recipient through the outbox (delivered by the SMTP job when configured).
 */
const CODE = /^[a-z0-9][a-z0-9_-]{0,63}$/;

export const emailTemplateInput = z
  .object({
    code: z.string().regex(CODE, { message: 'email_code_format' }),
    name: requiredText(120),
    entity_type: templateType,
    subject_en: requiredText(200),
    subject_fr: requiredText(200),
    html_en: z.string().min(1, { message: 'required' }).max(100_000),
    html_fr: z.string().min(1, { message: 'required' }).max(100_000),
    text_en: z.string().min(1, { message: 'required' }).max(50_000),
    text_fr: z.string().min(1, { message: 'required' }).max(50_000),
    /** Document templates (of the same type) generated for the entity and attached. */
    document_template_guids: z.array(guid).max(5).default([]),
  })
  .strict();
export type EmailTemplateInput = z.infer<typeof emailTemplateInput>;

export const emailTemplate = z.object({
  guid,
  code: z.string(),
  name: z.string(),
  entity_type: templateType,
  subject_en: z.string(),
  subject_fr: z.string(),
  html_en: z.string(),
  html_fr: z.string(),
  text_en: z.string(),
  text_fr: z.string(),
  document_template_guids: z.array(guid),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EmailTemplate = z.infer<typeof emailTemplate>;

/** At most this many recipients in one send. */
export const MAX_EMAIL_RECIPIENTS = 10;

/** Recipients as written: commas, semicolons or spaces between addresses. */
export const splitRecipients = (v: string) =>
  v
    .split(/[\s,;]+/)
    .map((x) => x.trim())
    .filter(Boolean);

export const emailSendQuery = z
  .object({
    email_template_guid: guid.optional(),
    /** The template's code, instead of its guid. */
    email_code: z.string().max(64).optional(),
    email_recipients: z.string().min(1, { message: 'required' }).max(2000),
    entity_guid: guid,
  })
  .superRefine((q, ctx) => {
    if (!q.email_template_guid && !q.email_code)
      ctx.addIssue({ code: 'custom', path: ['email_template_guid'], message: 'required' });
    const list = splitRecipients(q.email_recipients);
    if (list.length === 0) ctx.addIssue({ code: 'custom', path: ['email_recipients'], message: 'required' });
    else if (list.length > MAX_EMAIL_RECIPIENTS)
      ctx.addIssue({ code: 'custom', path: ['email_recipients'], message: 'email_too_many_recipients' });
    else if (list.some((x) => !emailAddress.safeParse(x).success))
      ctx.addIssue({ code: 'custom', path: ['email_recipients'], message: 'email' });
  });

/** One queued email of a send, and later its delivery state (queued → stored | sent | failed). */
export const sentEmail = z.object({
  guid,
  to: z.string(),
  subject: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  attachments: z.array(z.string()),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type SentEmail = z.infer<typeof sentEmail>;
export const emailsQuery = z.object({ entity_guid: guid });
