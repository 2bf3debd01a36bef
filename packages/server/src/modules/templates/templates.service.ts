import {
  type DocumentTemplate,
  type DocumentTemplateInput,
  type GeneratedDocument,
  type TemplateLanguage,
  type TemplateProgress,
  type TemplateTrigger,
  type TemplateType,
  templateLanguageOf,
  unknownPlaceholders,
} from '@coverdesk/contract';
import cronParser from 'cron-parser';
import { uuidv7 } from 'uuidv7';
import { type Actor, audit, SYSTEM_ACTOR } from '../../platform/audit.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { newKey, type Storage } from '../../platform/storage.ts';
import { createUploads, isUniqueViolation } from '../../platform/uploads.ts';
import { BUILT_IN_TEMPLATES, builtInTemplate } from './built-in-templates.ts';
import { loadEntity } from './template-entities.ts';
import { templatePdf } from './template-pdf.ts';
import { fill, placeholderValues } from './template-values.ts';
import { type GeneratedRow, templatesRepository as repo, type TemplateRow } from './templates.repository.ts';
import './templates.messages.ts';

type Log = { warn(obj: object, msg: string): void };
/** A job that failed this many times (e.g. its entity is gone) is left `failed` with its error. */
export const MAX_TEMPLATE_JOB_ATTEMPTS = 3;

const toApi = (r: TemplateRow): DocumentTemplate => ({
  guid: r.guid,
  name: r.name,
  type: r.type as TemplateType,
  trigger: r.trigger as TemplateTrigger,
  event: r.event,
  cron: r.cron,
  title_en: r.title_en,
  title_fr: r.title_fr,
  body_en: r.body_en,
  body_fr: r.body_fr,
  active: r.active,
  built_in: false,
  created_at: r.created_at,
  updated_at: r.updated_at,
});

/** Refuses a placeholder the template's type does not have, naming it (400, on the first field that uses one). */
function checkTemplate(input: DocumentTemplateInput) {
  for (const field of ['title_en', 'title_fr', 'body_en', 'body_fr'] as const) {
    const [name] = unknownPlaceholders(input.type, input[field]);
    if (name !== undefined) throw new AppError(400, 'invalid_input', { name }, { [field]: 'unknown_placeholder' });
  }
  if (input.cron) {
    try {
      cronParser.parseExpression(input.cron, { tz: 'UTC' });
    } catch {
      throw badRequest({ cron: 'template_cron_invalid' });
    }
  }
}

/**
 * Document templates: the one template engine (`{{entity.field}}` placeholders, `template-values.ts`) rendered to
 * PDF (`template-pdf.ts`) for one customer, policy, claim or LOU in the customer's language. Generated documents are
 * stored under `generated/<partner>/<entity>` and recorded against their entity. Event and Scheduled triggers queue
 * `template_jobs` rows (an audit trigger, `runSchedules`) that `runJobs` renders once each.
 */
function progressOf(counts: Record<string, number>): TemplateProgress {
  const n = (k: string) => counts[k] ?? 0;
  const out = { pending: n('pending'), done: n('done'), failed: n('failed'), stopped: n('stopped') };
  return { ...out, total: out.pending + out.done + out.failed + out.stopped };
}

export function createTemplatesService(database: Database, storage: Storage, log: Log, now = () => new Date()) {
  const uploads = createUploads(storage);
  const scoped = <T>(partner: string, fn: (tx: Executor) => Promise<T>) => database.scoped([partner], fn);

  async function templateOf(tx: Executor, partner: string, guid: string, forUpdate = false) {
    const builtIn = builtInTemplate(guid);
    if (builtIn) return builtIn;
    const row = await repo.get(tx, partner, guid, forUpdate);
    if (!row) throw notFound('template_not_found');
    return toApi(row);
  }

  async function renderIn(
    tx: Executor,
    partner: string,
    template: DocumentTemplate,
    entityGuid: string,
    language?: TemplateLanguage,
  ) {
    const entity = await loadEntity(tx, partner, template.type, entityGuid);
    if (!entity) throw new AppError(404, 'template_entity_not_found', { type: template.type });
    const lang = language ?? templateLanguageOf(entity.customer.language);
    const values = placeholderValues(entity, lang, now());
    const title = fill(lang === 'fr' ? template.title_fr : template.title_en, values);
    const pdf = await templatePdf({
      title,
      body: fill(lang === 'fr' ? template.body_fr : template.body_en, values),
      language: lang,
    });
    return { pdf, language: lang, label: entity.label, title, filename: `${entity.label} - ${template.name}.pdf` };
  }

  const generatedOut = async (row: GeneratedRow): Promise<GeneratedDocument> => {
    const { url } = await storage.signDownload(row.storage_key, { filename: row.filename });
    return {
      guid: row.guid,
      template_guid: row.template_guid,
      template_name: row.template_name,
      entity_type: row.entity_type as TemplateType,
      entity_guid: row.entity_guid,
      language: row.language as TemplateLanguage,
      filename: row.filename,
      size_bytes: row.size_bytes,
      trigger: row.trigger as TemplateTrigger,
      created_by: row.created_by,
      created_at: row.created_at,
      url,
    };
  };

  /** Renders, stores and records one document in `tx` (audited); the bytes are written before the record. */
  async function generateIn(
    tx: Executor,
    actor: Actor,
    partner: string,
    template: DocumentTemplate,
    entityGuid: string,
    trigger: TemplateTrigger,
  ) {
    const r = await renderIn(tx, partner, template, entityGuid);
    const key = newKey(`generated/${partner}/${entityGuid}`, r.filename);
    await storage.put(key, r.pdf, 'application/pdf');
    const row = await repo.insertGenerated(tx, {
      partner_guid: partner,
      guid: uuidv7(),
      template_guid: template.guid,
      template_name: template.name,
      entity_type: template.type,
      entity_guid: entityGuid,
      language: r.language,
      trigger,
      filename: r.filename,
      storage_key: key,
      size_bytes: r.pdf.length,
      created_by: actor.username,
    });
    const { storage_key: _k, ...after } = row;
    await audit(tx, actor, {
      partner_guid: partner,
      entity_type: 'generated_document',
      entity_guid: row.guid,
      action: 'generate',
      after,
    });
    return row;
  }

  async function save(actor: Actor, partner: string, input: DocumentTemplateInput, guid?: string) {
    checkTemplate(input);
    if (guid && builtInTemplate(guid)) throw conflict('template_built_in');
    const values = {
      name: input.name,
      type: input.type,
      trigger: input.trigger,
      event: input.trigger === 'Event' ? input.event : null,
      cron: input.trigger === 'Scheduled' ? input.cron : null,
      title_en: input.title_en,
      title_fr: input.title_fr,
      body_en: input.body_en,
      body_fr: input.body_fr,
      active: input.active,
    };
    return scoped(partner, async (tx) => {
      const before = guid ? await repo.get(tx, partner, guid, true) : undefined;
      if (guid && !before) throw notFound('template_not_found');
      const after =
        guid && before
          ? await repo.update(tx, partner, guid, values)
          : await repo.insert(tx, {
              ...values,
              partner_guid: partner,
              guid: uuidv7(),
              // A new schedule starts at its next slot, not at the one just past.
              last_scheduled_at: now().toISOString(),
              created_by: actor.username,
            });
      await audit(tx, actor, {
        partner_guid: partner,
        entity_type: 'document_template',
        entity_guid: after.guid,
        action: before ? 'update' : 'create',
        before,
        after,
      });
      return toApi(after);
    }).catch((e: unknown) => {
      throw isUniqueViolation(e) ? conflict('template_name_taken') : e;
    });
  }

  const service = {
    list: (partner: string, type?: TemplateType) =>
      scoped(partner, async (tx) => [
        ...BUILT_IN_TEMPLATES.filter((t) => !type || t.type === type),
        ...(await repo.list(tx, partner, type)).map(toApi),
      ]),

    create: (actor: Actor, partner: string, input: DocumentTemplateInput) => save(actor, partner, input),
    update: (actor: Actor, partner: string, guid: string, input: DocumentTemplateInput) =>
      save(actor, partner, input, guid),

    remove: (actor: Actor, partner: string, guid: string) => {
      if (builtInTemplate(guid)) throw conflict('template_built_in');
      return scoped(partner, async (tx) => {
        const removed = await repo.remove(tx, partner, guid);
        if (!removed) throw notFound('template_not_found');
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'document_template',
          entity_guid: guid,
          action: 'delete',
          before: removed,
        });
      });
    },

    signUpload: (partner: string, filename: string) => uploads.sign(`templates/${partner}`, filename),

    /** The PDF of a template for one entity (not stored): download and preview. */
    render: (partner: string, templateGuid: string, entityGuid: string, language?: TemplateLanguage) =>
      scoped(partner, async (tx) =>
        renderIn(tx, partner, await templateOf(tx, partner, templateGuid), entityGuid, language),
      ),

    /** Renders a template for one entity and attaches the PDF to it (OnDemand). */
    generate: (actor: Actor, partner: string, templateGuid: string, entityGuid: string) =>
      scoped(partner, async (tx) => {
        const template = await templateOf(tx, partner, templateGuid);
        return generatedOut(await generateIn(tx, actor, partner, template, entityGuid, 'OnDemand'));
      }),

    generated: (partner: string, entityGuid: string) =>
      scoped(partner, async (tx) => Promise.all((await repo.generatedOf(tx, partner, entityGuid)).map(generatedOut))),

    /** A generated document's row and bytes (attachments of emails). */
    generatedFile: (tx: Executor, partner: string, guid: string) => repo.generated(tx, partner, guid),
    generateIn,
    templateOf,

    /**
     * Renders pending template jobs (events, schedules), each once: a job is locked, rendered, recorded and marked
     * done in one transaction, so a killed worker leaves it pending and the next run does it. Answers how many ran.
     */
    async runJobs(limit = 100): Promise<number> {
      const pending = await database.system((tx) => repo.pendingJobs(tx, limit));
      let done = 0;
      const one = async (job: { partner_guid: string; guid: string }) => {
        try {
          const ran = await scoped(job.partner_guid, async (tx) => {
            const row = await repo.claimJob(tx, job.partner_guid, job.guid);
            if (!row) return false;
            const template = await templateOf(tx, job.partner_guid, row.template_guid);
            const doc = await generateIn(
              tx,
              SYSTEM_ACTOR,
              job.partner_guid,
              template,
              row.entity_guid,
              row.trigger as TemplateTrigger,
            );
            await repo.finishJob(tx, job.partner_guid, job.guid, doc.guid);
            return true;
          });
          if (ran) done++;
        } catch (err) {
          log.warn({ err, job: job.guid }, 'template job failed');
          const message = err instanceof AppError ? err.key : String((err as Error).message ?? err).slice(0, 500);
          await scoped(job.partner_guid, (tx) =>
            repo.failJob(tx, job.partner_guid, job.guid, message, MAX_TEMPLATE_JOB_ATTEMPTS),
          );
        }
      };
      // A few at a time: rendering is CPU, the database waits are not.
      for (let i = 0; i < pending.length; i += 4) await Promise.all(pending.slice(i, i + 4).map(one));
      return done;
    },

    /** Queues the jobs of every Scheduled template whose last cron slot has not run yet. Answers jobs queued. */
    async runSchedules(at = now()): Promise<number> {
      let queued = 0;
      const templates = await database.system((tx) => repo.scheduled(tx));
      for (const t of templates) {
        if (!t.cron) continue;
        let slot: Date;
        try {
          slot = cronParser.parseExpression(t.cron, { currentDate: at, tz: 'UTC' }).prev().toDate();
        } catch {
          continue;
        }
        const since = new Date(t.last_scheduled_at ?? t.created_at);
        if (slot <= since) continue;
        queued += await scoped(t.partner_guid, (tx) => repo.queueScheduled(tx, t, slot.toISOString()));
      }
      return queued;
    },

    progress: (partner: string, templateGuid: string) =>
      scoped(partner, async (tx) => {
        await templateOf(tx, partner, templateGuid);
        return progressOf(await repo.jobCounts(tx, partner, templateGuid));
      }),

    /** Stops the template's pending documents, audited with how many were stopped. */
    stop: (actor: Actor, partner: string, templateGuid: string) =>
      scoped(partner, async (tx) => {
        await templateOf(tx, partner, templateGuid);
        const stopped = await repo.stopPending(tx, partner, templateGuid);
        if (stopped)
          await audit(tx, actor, {
            partner_guid: partner,
            entity_type: 'document_template',
            entity_guid: templateGuid,
            action: 'stop_generation',
            after: { stopped },
          });
        return progressOf(await repo.jobCounts(tx, partner, templateGuid));
      }),
  };
  return service;
}
export type TemplatesService = ReturnType<typeof createTemplatesService>;
