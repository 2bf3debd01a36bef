import { z } from 'zod';
import { guid, isoDateTime, requiredText } from '../common/ids.ts';
import { TEMPLATE_LANGUAGES, TEMPLATE_TYPES, type TemplateType } from './template-fields.ts';

/**
 * Document templates (SPEC §7 "Templates", §9 types and trigger kinds). A template has an English and a French
 * title and body in the one template language (`template-fields.ts`); a line starting with `# ` is a heading, a line
 * `Label :: value` a row of a two-column table, a blank line a new paragraph. It renders to PDF for one entity in the
 * customer's language. Triggers: `OnDemand` (a button on the entity's page), `Event` (the document is generated and
 * attached to the entity when the event happens), `Scheduled` (for every entity of its type in force, by cron).
 */
export const TEMPLATE_TRIGGERS = ['OnDemand', 'Event', 'Scheduled'] as const;
export type TemplateTrigger = (typeof TEMPLATE_TRIGGERS)[number];

/** Events a template can follow: the audited change of an entity of the template's type that fires it. */
export const TEMPLATE_EVENTS = {
  customer_registered: { type: 'Customer', entity_type: 'customer', action: 'register' },
  policy_purchased: { type: 'Policy', entity_type: 'policy', action: 'purchase' },
  policy_cancelled: { type: 'Policy', entity_type: 'policy', action: 'cancel' },
  claim_submitted: { type: 'Claim', entity_type: 'claim', action: 'create' },
  claim_approved: { type: 'Claim', entity_type: 'claim', action: 'approve' },
  claim_rejected: { type: 'Claim', entity_type: 'claim', action: 'reject' },
  lou_approved: { type: 'LOU', entity_type: 'claim_preauthorization', action: 'approve' },
} as const satisfies Record<string, { type: TemplateType; entity_type: string; action: string }>;
export type TemplateEvent = keyof typeof TEMPLATE_EVENTS;
export const TEMPLATE_EVENT_NAMES = Object.keys(TEMPLATE_EVENTS) as TemplateEvent[];

/** Scheduled templates run on a 5-field cron (minute hour day month weekday), e.g. `0 6 1 * *` monthly. */
const CRON = /^(\S+\s+){4}\S+$/;

export const templateType = z.enum(TEMPLATE_TYPES);
export const templateLanguage = z.enum(TEMPLATE_LANGUAGES);

export const documentTemplateInput = z
  .object({
    name: requiredText(120),
    type: templateType,
    trigger: z.enum(TEMPLATE_TRIGGERS).default('OnDemand'),
    event: z
      .enum(TEMPLATE_EVENT_NAMES as [TemplateEvent, ...TemplateEvent[]])
      .nullish()
      .transform((v) => v ?? null),
    cron: z
      .string()
      .trim()
      .max(100)
      .nullish()
      .transform((v) => v || null),
    title_en: requiredText(200),
    title_fr: requiredText(200),
    body_en: z.string().min(1, { message: 'required' }).max(50_000),
    body_fr: z.string().min(1, { message: 'required' }).max(50_000),
    active: z.boolean().default(true),
  })
  .strict()
  .superRefine((t, ctx) => {
    if (t.trigger === 'Event') {
      if (!t.event) ctx.addIssue({ code: 'custom', path: ['event'], message: 'required' });
      else if (TEMPLATE_EVENTS[t.event].type !== t.type)
        ctx.addIssue({ code: 'custom', path: ['event'], message: 'template_event_type' });
    }
    if (t.trigger === 'Scheduled') {
      if (!t.cron) ctx.addIssue({ code: 'custom', path: ['cron'], message: 'required' });
      else if (!CRON.test(t.cron)) ctx.addIssue({ code: 'custom', path: ['cron'], message: 'template_cron_invalid' });
    }
  });
export type DocumentTemplateInput = z.infer<typeof documentTemplateInput>;

export const documentTemplate = z.object({
  guid,
  name: z.string(),
  type: templateType,
  trigger: z.enum(TEMPLATE_TRIGGERS),
  event: z.string().nullable(),
  cron: z.string().nullable(),
  title_en: z.string(),
  title_fr: z.string(),
  body_en: z.string(),
  body_fr: z.string(),
  active: z.boolean(),
  /** Built-in templates (the policy schedule) are part of the product: used, never edited or deleted. */
  built_in: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DocumentTemplate = z.infer<typeof documentTemplate>;

export const documentTemplatesQuery = z.object({ type: templateType.optional() });

/** The built-in policy schedule (SPEC: the policy schedule PDF is the first template). */
export const POLICY_SCHEDULE_TEMPLATE_GUID = '0190f000-0000-7000-8000-00000000d001';

export const documentDownloadQuery = z.object({
  /** The customer, policy, claim or pre-authorisation (LOU) the document is for. */
  entity_guid: guid,
  /** Render in this language instead of the customer's (a preview in the other language). */
  language: templateLanguage.optional(),
});
export const documentGenerateInput = z.object({ entity_guid: guid }).strict();

/** A document generated from a template and attached to its entity (on demand, by an event or a schedule). */
export const generatedDocument = z.object({
  guid,
  template_guid: guid,
  template_name: z.string(),
  entity_type: templateType,
  entity_guid: guid,
  language: templateLanguage,
  filename: z.string(),
  size_bytes: z.number().int(),
  trigger: z.enum(TEMPLATE_TRIGGERS),
  created_by: z.string().nullable(),
  created_at: isoDateTime,
  /** A fresh, expiring download link. */
  url: z.string(),
});
export type GeneratedDocument = z.infer<typeof generatedDocument>;
export const generatedDocumentsQuery = z.object({ entity_guid: guid });

/**
 * The progress of a template's Event and Scheduled documents (each one a job): how many wait, were generated, failed
 * after their retries, or were stopped by a user before they started.
 */
export const templateProgress = z.object({
  pending: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  stopped: z.number().int(),
  total: z.number().int(),
});
export type TemplateProgress = z.infer<typeof templateProgress>;
