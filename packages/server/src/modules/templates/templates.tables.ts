import { bigint, boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { partnerOwned, ts } from '../../platform/db/columns.ts';

/** Document templates of a partner (migration 0016; built-in templates live in code, `built-in-templates.ts`). */
export const documentTemplates = pgTable(
  'document_templates',
  {
    ...partnerOwned(),
    name: text().notNull(),
    type: text().notNull(),
    trigger: text().notNull(),
    event: text(),
    cron: text(),
    title_en: text().notNull(),
    title_fr: text().notNull(),
    body_en: text().notNull(),
    body_fr: text().notNull(),
    active: boolean().notNull().default(true),
    /** The last schedule slot a Scheduled template ran for. */
    last_scheduled_at: ts(),
    created_by: text(),
  },
  (t) => [primaryKey({ columns: [t.partner_guid, t.guid], name: 'document_templates_pk' })],
);

/** PDFs generated from templates, attached to their customer, policy, claim or pre-authorisation. */
export const generatedDocuments = pgTable(
  'generated_documents',
  {
    ...partnerOwned(),
    template_guid: uuid().notNull(),
    template_name: text().notNull(),
    entity_type: text().notNull(),
    entity_guid: uuid().notNull(),
    language: text().notNull(),
    trigger: text().notNull(),
    filename: text().notNull(),
    storage_key: text().notNull(),
    size_bytes: bigint({ mode: 'number' }).notNull(),
    created_by: text(),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid], name: 'generated_documents_pk' }),
    index('generated_documents_entity_idx').on(t.partner_guid, t.entity_guid, t.created_at),
  ],
);

/** Documents asked for by an event (a trigger on audit_events) or a schedule, rendered once by `templates.jobs`. */
export const templateJobs = pgTable(
  'template_jobs',
  {
    ...partnerOwned(),
    template_guid: uuid().notNull(),
    entity_guid: uuid().notNull(),
    trigger: text().notNull(),
    source_key: text().notNull(),
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    error: text(),
    document_guid: uuid(),
  },
  (t) => [primaryKey({ columns: [t.partner_guid, t.guid], name: 'template_jobs_pk' })],
);

/** Email templates of a partner (migration 0016). */
export const emailTemplates = pgTable(
  'email_templates',
  {
    ...partnerOwned(),
    code: text().notNull(),
    name: text().notNull(),
    entity_type: text().notNull(),
    subject_en: text().notNull(),
    subject_fr: text().notNull(),
    html_en: text().notNull(),
    html_fr: text().notNull(),
    text_en: text().notNull(),
    text_fr: text().notNull(),
    document_template_guids: uuid().array().notNull().default([]),
    created_by: text(),
  },
  (t) => [primaryKey({ columns: [t.partner_guid, t.guid], name: 'email_templates_pk' })],
);
