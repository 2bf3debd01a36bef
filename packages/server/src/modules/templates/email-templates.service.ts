import {
  type EmailTemplate,
  type EmailTemplateInput,
  type emailSendQuery,
  partnerEmailConfig,
  type SentEmail,
  splitRecipients,
  type TemplateType,
  templateLanguageOf,
  unknownPlaceholders,
} from '@coverdesk/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { z } from 'zod';
import { type Actor, audit } from '../../platform/audit.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { addMessages } from '../../platform/http/messages.ts';
import { emailOutbox } from '../../platform/mail.tables.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { Storage } from '../../platform/storage.ts';
import { createUploads, isUniqueViolation } from '../../platform/uploads.ts';
import { partnerConfigs } from '../configuration/index.ts';
import { loadEntity } from './template-entities.ts';
import { fill, placeholderValues } from './template-values.ts';
import type { TemplatesService } from './templates.service.ts';
import { emailTemplates } from './templates.tables.ts';
import './templates.messages.ts';

addMessages({
  email_template_not_found: { en: 'This email template does not exist.', fr: "Ce modèle d'e-mail n'existe pas." },
  email_code_taken: { en: 'An email template already has this code.', fr: "Un modèle d'e-mail a déjà ce code." },
  email_code_format: {
    en: 'Lowercase letters, digits, - and _ (up to 64).',
    fr: "Lettres minuscules, chiffres, - et _ (jusqu'à 64).",
  },
  email_too_many_recipients: { en: 'At most 10 recipients.', fr: 'Au plus 10 destinataires.' },
  email_document_template_invalid: {
    en: 'Attach only document templates of the same type.',
    fr: 'Joignez uniquement des modèles de documents du même type.',
  },
});

type Row = typeof emailTemplates.$inferSelect;
const TEXT_FIELDS = ['subject_en', 'subject_fr', 'html_en', 'html_fr', 'text_en', 'text_fr'] as const;
const escapeHtml = (v: string) =>
  v.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const toApi = (r: Row): EmailTemplate => ({
  guid: r.guid,
  code: r.code,
  name: r.name,
  entity_type: r.entity_type as TemplateType,
  subject_en: r.subject_en,
  subject_fr: r.subject_fr,
  html_en: r.html_en,
  html_fr: r.html_fr,
  text_en: r.text_en,
  text_fr: r.text_fr,
  document_template_guids: r.document_template_guids,
  created_at: r.created_at,
  updated_at: r.updated_at,
});

const sentOut = (r: typeof emailOutbox.$inferSelect): SentEmail => ({
  guid: r.guid,
  to: r.to_address,
  subject: r.subject,
  status: r.status,
  error: r.error,
  attachments: ((r.meta as { attachments?: { filename: string }[] } | null)?.attachments ?? []).map((a) => a.filename),
  created_at: r.created_at,
  sent_at: r.sent_at,
});

/**
 * Email templates and sending: rendered with the document templates' engine for one entity in its customer's
 * language (placeholder values HTML-escaped in the HTML part), the named document templates generated and attached
 * to the entity, one outbox email per recipient from the partner's sender, delivered by the outbox's SMTP job.
 */
export function createEmailService(database: Database, storage: Storage, mailer: Mailer, templates: TemplatesService) {
  const uploads = createUploads(storage);
  const scoped = <T>(partner: string, fn: (tx: Executor) => Promise<T>) => database.scoped([partner], fn);
  const byGuid = (partner: string, guid: string) =>
    and(eq(emailTemplates.partner_guid, partner), eq(emailTemplates.guid, guid));

  async function load(tx: Executor, partner: string, q: { guid?: string; code?: string }) {
    const [row] = await tx
      .select()
      .from(emailTemplates)
      .where(
        q.guid
          ? byGuid(partner, q.guid)
          : and(eq(emailTemplates.partner_guid, partner), eq(emailTemplates.code, q.code ?? '')),
      );
    if (!row) throw notFound('email_template_not_found');
    return row;
  }

  async function check(tx: Executor, partner: string, input: EmailTemplateInput) {
    for (const field of TEXT_FIELDS) {
      const [name] = unknownPlaceholders(input.entity_type, input[field]);
      if (name !== undefined) throw new AppError(400, 'invalid_input', { name }, { [field]: 'unknown_placeholder' });
    }
    for (const guid of input.document_template_guids) {
      const t = await templates.templateOf(tx, partner, guid).catch(() => null);
      if (t?.type !== input.entity_type)
        throw badRequest({ document_template_guids: 'email_document_template_invalid' });
    }
  }

  async function save(actor: Actor, partner: string, input: EmailTemplateInput, guid?: string) {
    return scoped(partner, async (tx) => {
      await check(tx, partner, input);
      const before = guid ? await load(tx, partner, { guid }) : undefined;
      const values = { ...input, document_template_guids: [...new Set(input.document_template_guids)] };
      const [after] = before
        ? await tx
            .update(emailTemplates)
            .set({ ...values, updated_at: sql`now()` })
            .where(byGuid(partner, before.guid))
            .returning()
        : await tx
            .insert(emailTemplates)
            .values({ ...values, partner_guid: partner, guid: uuidv7(), created_by: actor.username })
            .returning();
      await audit(tx, actor, {
        partner_guid: partner,
        entity_type: 'email_template',
        entity_guid: after!.guid,
        action: before ? 'update' : 'create',
        before,
        after,
      });
      return toApi(after!);
    }).catch((e: unknown) => {
      throw isUniqueViolation(e) ? conflict('email_code_taken') : e;
    });
  }

  async function senderOf(tx: Executor, partner: string) {
    const [row] = await tx
      .select({ email: partnerConfigs.email_config })
      .from(partnerConfigs)
      .where(eq(partnerConfigs.partner_guid, partner));
    const config = partnerEmailConfig.safeParse(row?.email ?? {});
    if (!config.success || !config.data.sender_address) return undefined;
    const name = config.data.sender_name?.replace(/["\\\r\n]/g, '');
    return name ? `"${name}" <${config.data.sender_address}>` : config.data.sender_address;
  }

  return {
    list: (partner: string) =>
      scoped(partner, async (tx) =>
        (
          await tx
            .select()
            .from(emailTemplates)
            .where(eq(emailTemplates.partner_guid, partner))
            .orderBy(emailTemplates.name)
        ).map(toApi),
      ),
    get: (partner: string, guid: string) => scoped(partner, async (tx) => toApi(await load(tx, partner, { guid }))),
    create: (actor: Actor, partner: string, input: EmailTemplateInput) => save(actor, partner, input),
    update: (actor: Actor, partner: string, guid: string, input: EmailTemplateInput) =>
      save(actor, partner, input, guid),
    remove: (actor: Actor, partner: string, guid: string) =>
      scoped(partner, async (tx) => {
        const [before] = await tx.delete(emailTemplates).where(byGuid(partner, guid)).returning();
        if (!before) throw notFound('email_template_not_found');
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'email_template',
          entity_guid: guid,
          action: 'delete',
          before,
        });
      }),
    signUpload: (partner: string, filename: string) => uploads.sign(`email-templates/${partner}`, filename),

    async send(actor: Actor, partner: string, q: z.output<typeof emailSendQuery>): Promise<SentEmail[]> {
      const recipients = [...new Set(splitRecipients(q.email_recipients).map((r) => r.toLowerCase()))];
      const queued = await scoped(partner, async (tx) => {
        const t = await load(tx, partner, { guid: q.email_template_guid, code: q.email_code });
        const entity = await loadEntity(tx, partner, t.entity_type as TemplateType, q.entity_guid);
        if (!entity) throw new AppError(404, 'template_entity_not_found', { type: t.entity_type });
        const lang = templateLanguageOf(entity.customer.language);
        const values = placeholderValues(entity, lang);
        const html = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v == null ? v : escapeHtml(v)]));
        const subject = fill(lang === 'fr' ? t.subject_fr : t.subject_en, values).replace(/[\r\n]+/g, ' ');
        const attachments = [];
        for (const guid of t.document_template_guids) {
          const doc = await templates.templateOf(tx, partner, guid);
          const row = await templates.generateIn(tx, actor, partner, doc, q.entity_guid, 'OnDemand');
          attachments.push({ key: row.storage_key, filename: row.filename, content_type: 'application/pdf' });
        }
        const from = await senderOf(tx, partner);
        const guids: string[] = [];
        for (const to of recipients)
          guids.push(
            await mailer.enqueue(tx, {
              to,
              subject,
              text: fill(lang === 'fr' ? t.text_fr : t.text_en, values),
              html: fill(lang === 'fr' ? t.html_fr : t.html_en, html),
              kind: 'template',
              about_partner_guid: partner,
              meta: { partners: [partner], entity_guid: q.entity_guid, email_template_guid: t.guid, language: lang },
              ...(from ? { from } : {}),
              attachments,
            }),
          );
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'email',
          entity_guid: q.entity_guid,
          action: 'send',
          after: { email_template_guid: t.guid, code: t.code, recipients, language: lang, emails: guids },
        });
        return guids;
      });
      for (const guid of queued) await mailer.dispatch(guid);
      const rows = await database.db
        .select()
        .from(emailOutbox)
        .where(sql`${emailOutbox.guid} = any(${`{${queued.join(',')}}`}::uuid[])`);
      return rows.map(sentOut);
    },

    sent: (partner: string, entity: string) =>
      database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.about_partner_guid, partner), sql`${emailOutbox.meta}->>'entity_guid' = ${entity}`))
        .orderBy(desc(emailOutbox.created_at))
        .limit(100)
        .then((rows) => rows.map(sentOut)),
  };
}
