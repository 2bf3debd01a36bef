import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  countSmsMarkers,
  type SmsBatch,
  type SmsBatchProgress,
  type SmsBatchStatus,
  type smsBatchCreate,
  type smsBulkCustomers,
  smsSegments,
} from '@coverdesk/contract';
import { stringify } from 'csv-stringify';
import { and, count, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { z } from 'zod';
import { type Actor, audit } from '../../platform/audit.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { pageOf } from '../../platform/db/paging.ts';
import { AppError, badRequest, conflict, notFound, unprocessable } from '../../platform/http/errors.ts';
import { type Lang, translate } from '../../platform/http/messages.ts';
import {
  batchRows,
  type ImportBatchRow,
  ImportFileError,
  type ImportService,
  importBatchOf,
  importBatchStatusIn,
  inLineWindows,
  readRecords,
  sniffDelimiter,
} from '../../platform/imports/index.ts';
import type { Jobs } from '../../platform/jobs.ts';
import { smsOutbox } from '../../platform/sms.tables.ts';
import type { Storage } from '../../platform/storage.ts';
import { phoneCountryOf } from '../partners/index.ts';
import { type SmsBatchRow, smsBatches, smsBatchRecipients } from './sms.tables.ts';
import type { BlastOptions, BlastRow } from './sms-blast.import.ts';
import { SMS_DISPATCH_JOB_OPTIONS, SMS_DISPATCH_QUEUE, type SmsDispatchJob } from './sms-dispatch.ts';
import { renderSmsTemplate } from './sms-render.ts';
import { countSelection, customerValues, type SmsSelection } from './sms-selection.ts';
import { checkLength, maxSegmentsOf, smsTemplatesRepository } from './sms-templates.service.ts';
import './sms.messages.ts';

type Create = z.output<typeof smsBatchCreate>;
type Bulk = z.output<typeof smsBulkCustomers>;
const PREVIEW = 5;
/** Messages per page of the download. */
const PAGE = 5000;
const REPEAT_WINDOW = '1 day';

export interface SmsBatchesDeps {
  database: Database;
  jobs: Jobs;
  storage: Storage;
  imports: ImportService<BlastRow>;
}

/** SMS batches: blasts from a file (validated by the import engine) and bulk SMS to customers; dispatch is a job. */
export function createSmsBatchesService(deps: SmsBatchesDeps) {
  const { database, jobs, storage, imports } = deps;
  const scoped = database.scoped;
  const where = (partner: string, guid: string) => and(eq(smsBatches.partner_guid, partner), eq(smsBatches.guid, guid));

  async function load(tx: Executor, partner: string, guid: string, forUpdate = false) {
    const q = tx.select().from(smsBatches).where(where(partner, guid));
    const [b] = await (forUpdate ? q.for('update') : q);
    if (!b) throw notFound('sms_batch_not_found');
    const imp = b.import_batch_guid ? await importBatchOf(tx, partner, b.import_batch_guid) : undefined;
    return { b, imp };
  }

  /** The stored status, or what the validating import says: ready (dry run done), failed, interrupted. */
  function statusOf(b: SmsBatchRow, imp?: ImportBatchRow): SmsBatchStatus {
    if (b.status !== 'validating' || !imp) return b.status as SmsBatchStatus;
    if (imp.status === 'completed') return 'ready';
    if (imp.status === 'failed') return 'failed';
    if (imp.status === 'cancelled') return 'interrupted';
    return 'validating';
  }

  async function preview(tx: Executor, b: SmsBatchRow, imp?: ImportBatchRow) {
    if (imp?.staged && imp.dry_run) {
      // A file's messages as the engine staged them (their parsed value, not parsed again): its valid rows are the
      // queue, before and while it is sent.
      return inLineWindows(imp.total, 0, PREVIEW, (from, through) =>
        tx
          .execute<{ msisdn: string; text: string; segments: number }>(sql`
            select r.value->>'msisdn' as msisdn, r.value->>'text' as text, (r.value->>'segments')::int as segments
            from (${batchRows(imp.guid, { after: from, through })}) r where r.status = 'valid' and r.value is not null
            order by r.line limit ${PREVIEW}`)
          .then((r) => r.rows),
      );
    }
    return tx
      .select({
        msisdn: smsBatchRecipients.msisdn,
        text: smsBatchRecipients.text,
        segments: smsBatchRecipients.segments,
      })
      .from(smsBatchRecipients)
      .where(and(eq(smsBatchRecipients.partner_guid, b.partner_guid), eq(smsBatchRecipients.batch_guid, b.guid)))
      .orderBy(smsBatchRecipients.line)
      .limit(PREVIEW);
  }

  function out(
    b: SmsBatchRow,
    imp: ImportBatchRow | undefined,
    lang: Lang,
    previewRows: SmsBatch['preview'],
  ): SmsBatch {
    const status = statusOf(b, imp);
    const fromFile = b.source === 'file' && imp;
    const error = b.error ?? imp?.error ?? null;
    return {
      guid: b.guid,
      batch_number: b.batch_number,
      source: b.source,
      filename: b.filename,
      delimiter: b.delimiter,
      msisdn_column: b.msisdn_column,
      text_column: b.text_column,
      default_text: b.default_text,
      scheduled_at: b.scheduled_at,
      reply_expected: b.reply_expected,
      status,
      total: fromFile ? imp.total : b.total,
      invalid: fromFile ? imp.invalid + imp.duplicates : b.invalid,
      recipients: fromFile && b.status === 'validating' ? imp.valid : Math.max(b.recipients, fromFile ? imp.valid : 0),
      segments: b.segments,
      sent: b.sent,
      delivered: b.delivered,
      failed: b.failed,
      error: error ? translate(error, lang, (imp?.error_params ?? {}) as Record<string, string | number>) : null,
      created_by: b.created_by,
      created_at: b.created_at,
      started_at: b.started_at,
      finished_at: b.finished_at,
      preview: previewRows,
    };
  }

  /**
   * A page of the batch's messages in line order with their outbox state: a blast's valid staged rows (its queue: see
   * the dispatcher), or the batch's recipients (bulk SMS to customers, blasts sent before 2026-11-26).
   */
  function recipientsPage(tx: Executor, b: SmsBatchRow, imp: ImportBatchRow | undefined, after: number) {
    const outbox = (line: SQL | typeof smsBatchRecipients.line) =>
      and(eq(smsOutbox.partner_guid, b.partner_guid), eq(smsOutbox.batch_guid, b.guid), eq(smsOutbox.batch_line, line));
    const state = {
      status: smsOutbox.status,
      error: smsOutbox.error,
      sent_at: smsOutbox.sent_at,
      delivered_at: smsOutbox.delivered_at,
    };
    if (b.source === 'file' && imp?.dry_run)
      return inLineWindows(imp.total, after, PAGE, (from, through) =>
        tx
          .select({
            line: sql<number>`r.line`,
            msisdn: sql<string>`r.value->>'msisdn'`,
            text: sql<string>`r.value->>'text'`,
            segments: sql<number>`(r.value->>'segments')::int`,
            ...state,
          })
          .from(sql`(${batchRows(imp.guid, { after: from, through })}) r`)
          .leftJoin(smsOutbox, outbox(sql`r.line`))
          .where(sql`r.status in ('valid', 'applied')`)
          .orderBy(sql`r.line`)
          .limit(PAGE),
      );
    return tx
      .select({
        line: smsBatchRecipients.line,
        msisdn: smsBatchRecipients.msisdn,
        text: smsBatchRecipients.text,
        segments: smsBatchRecipients.segments,
        ...state,
      })
      .from(smsBatchRecipients)
      .leftJoin(smsOutbox, outbox(smsBatchRecipients.line))
      .where(
        and(
          eq(smsBatchRecipients.partner_guid, b.partner_guid),
          eq(smsBatchRecipients.batch_guid, b.guid),
          gt(smsBatchRecipients.line, after),
        ),
      )
      .orderBy(smsBatchRecipients.line)
      .limit(PAGE);
  }

  const view = (partner: string, guid: string, lang: Lang) =>
    scoped([partner], async (tx) => {
      const { b, imp } = await load(tx, partner, guid);
      return out(b, imp, lang, await preview(tx, b, imp));
    });

  const dispatch = (b: SmsBatchRow) =>
    jobs.send(SMS_DISPATCH_QUEUE, { partner: b.partner_guid, batch: b.guid } satisfies SmsDispatchJob, {
      ...SMS_DISPATCH_JOB_OPTIONS,
      ...(b.scheduled_at && new Date(b.scheduled_at) > new Date() ? { startAfter: new Date(b.scheduled_at) } : {}),
    });

  /** The first line of a CSV upload, to check the delimiter the user chose, and the file's SHA-256. */
  async function inspect(key: string) {
    const hash = createHash('sha256');
    for await (const chunk of await storage.readStream(key)) hash.update(chunk as Buffer);
    let firstLine = '';
    if (key.toLowerCase().endsWith('.csv')) {
      const stream = await storage.readStream(key);
      for await (const chunk of stream) {
        firstLine += (chunk as Buffer).toString('utf8');
        if (firstLine.includes('\n') || firstLine.length > 65_536) break;
      }
      stream.destroy();
      firstLine = firstLine.split(/\r?\n/)[0] ?? '';
    }
    return { sha256: hash.digest('hex'), firstLine };
  }

  /** The storage key of a blast file the partner uploaded (400 for another URL or a file not uploaded). */
  async function uploadedKey(partner: string, filename: string) {
    let key: string | null = null;
    try {
      key = storage.keyFromUrl(filename);
    } catch {} // a malformed URL (bad percent escape) is not an upload of ours
    if (!key?.startsWith(`imports/${partner}/sms_blast/`)) throw badRequest({ filename: 'upload_url_invalid' });
    if (!(await storage.stat(key))) throw badRequest({ filename: 'file_not_uploaded' });
    return key;
  }

  return {
    signUpload: (partner: string, filename: string) => imports.signUpload(partner, filename),

    /**
     * The header and first rows of an uploaded blast file, read by the import engine's own reader (the browser reads
     * a CSV itself; an XLSX is read here, streaming: only its first rows are parsed).
     */
    async fileHead(partner: string, filename: string) {
      const key = await uploadedKey(partner, filename);
      const records = readRecords(await storage.readStream(key), key.toLowerCase().endsWith('.xlsx') ? 'xlsx' : 'csv');
      const head: string[][] = [];
      try {
        for await (const r of records) {
          head.push(r);
          if (head.length > PREVIEW) break;
        }
      } catch (err) {
        if (err instanceof ImportFileError) throw new AppError(400, 'invalid_input', err.params, { filename: err.key });
        throw err;
      } finally {
        await records.return(undefined);
      }
      if (!head.length) throw badRequest({ filename: 'import_file_empty' });
      return { header: head[0]!, rows: head.slice(1) };
    },

    async create(actor: Actor, partner: string, body: Create, lang: Lang) {
      checkSchedule(body.scheduled_at);
      const key = await uploadedKey(partner, body.filename);
      const { sha256, firstLine } = await inspect(key);
      if (firstLine) {
        const found = sniffDelimiter(firstLine);
        if (found !== body.delimiter)
          throw new AppError(
            400,
            'invalid_input',
            { found: found === '\t' ? 'tab' : found },
            {
              delimiter: 'sms_delimiter_mismatch',
            },
          );
      }
      const { country, max } = await scoped([partner], async (tx) => ({
        country: await phoneCountryOf(tx, partner),
        max: await maxSegmentsOf(tx, partner),
      }));
      if (body.default_text) checkLength(body.default_text, max, 'default_text');
      const guid = uuidv7();
      const row = await scoped([partner], async (tx) => {
        if (!body.confirm_repeat) {
          const prior = await repeatOf(tx, partner, [
            eq(smsBatches.file_sha256, sha256),
            sql`${smsBatches.text_column} is not distinct from ${body.text_column ?? null}`,
            sql`${smsBatches.default_text} is not distinct from ${body.default_text ?? null}`,
          ]);
          if (prior) throw conflict('sms_batch_repeat', { batch: prior.guid });
        }
        const [b] = await tx
          .insert(smsBatches)
          .values({
            partner_guid: partner,
            guid,
            batch_number: sql`nextval('sms_batch_number_seq')` as unknown as number,
            source: 'file',
            filename: key
              .split('/')
              .pop()!
              .replace(/^[0-9a-f-]{36}-/, ''),
            file_sha256: sha256,
            delimiter: body.delimiter,
            msisdn_column: body.msisdn_column,
            text_column: body.text_column ?? null,
            default_text: body.default_text ?? null,
            scheduled_at: body.scheduled_at ?? null,
            reply_expected: body.reply_expected,
            status: 'validating',
            created_by: actor.username,
            created_by_guid: actor.sub,
          })
          .returning();
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'sms_batch',
          entity_guid: guid,
          action: 'create',
          after: { filename: b!.filename, msisdn_column: b!.msisdn_column, text_column: b!.text_column },
        });
        return b!;
      });
      const options: BlastOptions = {
        sms_batch: guid,
        msisdn_column: body.msisdn_column,
        text_column: body.text_column ?? null,
        default_text: body.default_text ?? null,
        country,
        max_segments: max,
      };
      let imp: Awaited<ReturnType<typeof imports.startFromStorage>>;
      try {
        imp = await imports.startFromStorage(
          actor,
          partner,
          { filename: body.filename, dry_run: true },
          { options: options as unknown as Record<string, unknown> },
          lang,
        );
      } catch (err) {
        await scoped([partner], (tx) => tx.delete(smsBatches).where(where(partner, guid)));
        throw err;
      }
      await scoped([partner], (tx) =>
        tx.update(smsBatches).set({ import_batch_guid: imp.guid }).where(where(partner, guid)),
      );
      return view(partner, row.guid, lang);
    },

    async list(partner: string, q: { page: number; size: number; status?: SmsBatchStatus }, lang: Lang) {
      return scoped([partner], async (tx) => {
        const w = and(eq(smsBatches.partner_guid, partner), q.status ? statusWhere(q.status) : undefined);
        const { items: rows, count: total } = await pageOf(
          q,
          (win) =>
            tx
              .select()
              .from(smsBatches)
              .where(w)
              .orderBy(desc(smsBatches.created_at), desc(smsBatches.guid))
              .limit(win.limit)
              .offset(win.offset),
          tx.select({ n: count() }).from(smsBatches).where(w),
        );
        const items = [];
        for (const b of rows) {
          const imp = b.import_batch_guid ? await importBatchOf(tx, partner, b.import_batch_guid) : undefined;
          items.push(out(b, imp, lang, []));
        }
        return { items, count: total };
      });
    },

    get: view,

    progress: (partner: string, guid: string): Promise<SmsBatchProgress> =>
      scoped([partner], async (tx) => {
        const { b, imp } = await load(tx, partner, guid);
        const status = statusOf(b, imp);
        const base = { guid, status, sent: b.sent, delivered: b.delivered, failed: b.failed };
        if (status === 'validating') {
          const total = imp?.total || 0;
          const processed = imp?.processed ?? 0;
          return { ...base, step: 'validating', total, processed, percent: pct(processed, total) };
        }
        // While the import queues recipients its `valid` holds how many will come; once it is done, `recipients`.
        const total = Math.max(b.recipients, b.source === 'file' && imp ? imp.valid : 0);
        const done = status === 'completed' || status === 'interrupted' || status === 'failed' || status === 'ready';
        return { ...base, step: done ? 'done' : 'sending', total, processed: b.sent, percent: pct(b.sent, total) };
      }),

    invalid: (partner: string, guid: string, q: { page: number; size: number }, lang: Lang) =>
      scoped([partner], async (tx) => {
        const { imp } = await load(tx, partner, guid);
        return imp ? imp.guid : null;
      }).then(async (importGuid) => {
        if (!importGuid) return { items: [], count: 0 };
        const p = await imports.rows(partner, importGuid, { ...q, status: 'problem' }, lang);
        return { items: p.items.map((r) => ({ line: r.line, reason: r.reason ?? '', data: r.data })), count: p.count };
      }),

    async send(actor: Actor, partner: string, guid: string, lang: Lang) {
      const { b, imp } = await scoped([partner], (tx) => load(tx, partner, guid));
      const status = statusOf(b, imp);
      if (status !== 'ready' || !imp) throw conflict('sms_batch_not_ready', { status });
      if (imp.valid - imp.failed <= 0) throw unprocessable('sms_batch_nothing_to_send');
      const scheduled = b.scheduled_at && new Date(b.scheduled_at) > new Date();
      const next = await scoped([partner], async (tx) => {
        const { b: locked } = await load(tx, partner, guid, true);
        if (locked.status !== 'validating') throw conflict('sms_batch_not_ready', { status: locked.status });
        const [after] = await tx
          .update(smsBatches)
          .set({
            status: scheduled ? 'scheduled' : 'sending',
            // The valid staged rows are the queue (dispatch reads them): sending copies nothing per row.
            recipients: imp.valid,
            started_at: scheduled ? null : new Date().toISOString(),
            updated_at: new Date().toISOString(),
          })
          .where(where(partner, guid))
          .returning();
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'sms_batch',
          entity_guid: guid,
          action: 'send',
          before: { status },
          after: { status: after!.status, recipients: imp.valid, segments: b.segments },
        });
        return after!;
      });
      await dispatch(next);
      return view(partner, guid, lang);
    },

    async interrupt(actor: Actor, partner: string, guid: string, lang: Lang) {
      const importGuid = await scoped([partner], async (tx) => {
        const { b, imp } = await load(tx, partner, guid, true);
        const status = statusOf(b, imp);
        if (!['validating', 'ready', 'scheduled', 'sending'].includes(status))
          throw conflict('sms_batch_not_interruptible', { status });
        await tx
          .update(smsBatches)
          .set({ status: 'interrupted', finished_at: new Date().toISOString(), updated_at: new Date().toISOString() })
          .where(where(partner, guid));
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'sms_batch',
          entity_guid: guid,
          action: 'interrupt',
          before: { status, sent: b.sent },
          after: { status: 'interrupted' },
        });
        return imp && (imp.status === 'queued' || imp.status === 'running') ? imp.guid : null;
      });
      if (importGuid) await imports.cancel(actor, partner, importGuid, lang).catch(() => undefined);
      return view(partner, guid, lang);
    },

    /** Per-recipient state as CSV: the recipients in line order, then the refused rows with their reason. */
    async download(partner: string, guid: string, lang: Lang) {
      const { b, imp } = await scoped([partner], (tx) => load(tx, partner, guid));
      const finished = ['completed', 'interrupted', 'failed'].includes(statusOf(b, imp));
      async function* rows() {
        let after = 0;
        for (;;) {
          const page = await scoped([partner], (tx) => recipientsPage(tx, b, imp, after));
          if (!page.length) break;
          after = page.at(-1)!.line;
          for (const r of page)
            yield [
              r.line,
              r.msisdn,
              r.text,
              r.segments,
              r.status ?? (finished ? 'not_sent' : 'queued'),
              r.error ? translate(r.error, lang) : '',
              r.sent_at ?? '',
              r.delivered_at ?? '',
            ];
        }
        if (!imp) return;
        for (let page = 1; ; page++) {
          const p = await imports.rows(partner, imp.guid, { page, size: 500, status: 'problem' }, lang);
          if (!p.items.length) break;
          for (const r of p.items)
            yield [r.line, r.data.msisdn ?? '', r.data.text ?? '', '', r.status, r.reason ?? '', '', ''];
        }
      }
      const columns = ['line', 'msisdn', 'text', 'segments', 'status', 'reason', 'sent_at', 'delivered_at'];
      const body = Readable.from(rows()).pipe(stringify({ header: true, columns, bom: true }));
      return { name: `sms-batch-${b.batch_number}.csv`, body };
    },

    async previewCustomers(partner: string, body: Bulk) {
      return scoped([partner], async (tx) => {
        const { text, parameters } = await messageOf(tx, partner, body);
        const sel = selectionOf(body);
        const n = await countSelection(tx, partner, sel);
        const first = await customerValues(tx, partner, sel, '00000000-0000-0000-0000-000000000000', PREVIEW);
        const previewRows = first.map((p) => {
          const t = renderSmsTemplate({ text, parameters }, p);
          return { msisdn: p.msisdn, text: t, segments: smsSegments(t) };
        });
        const each = Math.max(smsSegments(text), ...previewRows.map((p) => p.segments));
        return { count: n, segments: n * each, preview: previewRows };
      });
    },

    async createCustomers(actor: Actor, partner: string, body: Bulk, lang: Lang) {
      checkSchedule(body.scheduled_at);
      const b = await scoped([partner], async (tx) => {
        const { text, parameters } = await messageOf(tx, partner, body);
        const sel = selectionOf(body);
        if ((await countSelection(tx, partner, sel)) === 0) throw unprocessable('sms_batch_nothing_to_send');
        // The same text to the same customers inside the repeat window needs confirming, as a file blast does.
        if (!body.confirm_repeat) {
          const prior = await repeatOf(tx, partner, [
            eq(smsBatches.source, 'customers'),
            sql`${smsBatches.selection} = ${JSON.stringify({ text, parameters, where: sel })}::jsonb`,
          ]);
          if (prior) throw conflict('sms_bulk_repeat', { batch: prior.guid });
        }
        const scheduled = body.scheduled_at && new Date(body.scheduled_at) > new Date();
        const [row] = await tx
          .insert(smsBatches)
          .values({
            partner_guid: partner,
            guid: uuidv7(),
            batch_number: sql`nextval('sms_batch_number_seq')` as unknown as number,
            source: 'customers',
            default_text: text,
            selection: { text, parameters, where: sel as Record<string, unknown> },
            scheduled_at: body.scheduled_at ?? null,
            status: scheduled ? 'scheduled' : 'sending',
            started_at: scheduled ? null : new Date().toISOString(),
            created_by: actor.username,
            created_by_guid: actor.sub,
          })
          .returning();
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'sms_batch',
          entity_guid: row!.guid,
          action: 'create',
          after: { source: 'customers', selection: sel, text, template_guid: body.template_guid ?? null },
        });
        return row!;
      });
      await dispatch(b);
      return view(partner, b.guid, lang);
    },
  };
}
export type SmsBatchesService = ReturnType<typeof createSmsBatchesService>;

/** The list's status filter: `ready`, `failed` and `interrupted` also read the validating import's state. */
function statusWhere(status: SmsBatchStatus) {
  const imp = (...states: string[]) =>
    importBatchStatusIn(smsBatches.partner_guid, smsBatches.import_batch_guid, states);
  const validating = sql`${smsBatches.status} = 'validating'`;
  if (status === 'ready') return sql`(${validating} and ${imp('completed')})`;
  if (status === 'validating') return sql`(${validating} and not ${imp('completed', 'failed', 'cancelled')})`;
  if (status === 'failed') return sql`(${smsBatches.status} = 'failed' or (${validating} and ${imp('failed')}))`;
  if (status === 'interrupted')
    return sql`(${smsBatches.status} = 'interrupted' or (${validating} and ${imp('cancelled')}))`;
  return eq(smsBatches.status, status);
}

const pct = (n: number, total: number) => (total > 0 ? Math.min(100, Math.floor((n * 100) / total)) : 0);

const selectionOf = (b: Bulk): SmsSelection => ({
  ...(b.product_guid ? { product_guid: b.product_guid } : {}),
  ...(b.policy_status ? { policy_status: b.policy_status } : {}),
  // Sorted and distinct: the same customers chosen in another order are the same recipients.
  ...(b.customer_guids ? { customer_guids: [...new Set(b.customer_guids)].sort() } : {}),
});

/**
 * A batch of the partner like the one being created (`same`) inside the repeat window (SPEC: a double click must not
 * text every recipient twice), not failed. Two requests at once queue on a per-partner lock, so the second sees the
 * first batch.
 */
async function repeatOf(tx: Executor, partner: string, same: SQL[]) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms_repeat:${partner}`}))`);
  const [prior] = await tx
    .select({ guid: smsBatches.guid })
    .from(smsBatches)
    .where(
      and(
        eq(smsBatches.partner_guid, partner),
        ...same,
        sql`${smsBatches.created_at} > now() - ${REPEAT_WINDOW}::interval`,
        sql`${smsBatches.status} <> 'failed'`,
      ),
    )
    .limit(1);
  return prior;
}

/** Seconds a send time may lie behind the server's clock (a time picked "now" arriving a moment later). */
const SCHEDULE_GRACE_MS = 60_000;

/** A send time in the past is refused on every SMS path (it would go out at once, not when meant). */
function checkSchedule(at: string | null | undefined) {
  if (at && new Date(at).getTime() < Date.now() - SCHEDULE_GRACE_MS)
    throw badRequest({ scheduled_at: 'sms_schedule_past' });
}

/** The text and its parameters: a template of the partner (404 otherwise), or a text without markers. */
async function messageOf(tx: Executor, partner: string, b: Bulk) {
  const max = await maxSegmentsOf(tx, partner);
  if (b.template_guid) {
    const t = await smsTemplatesRepository.get(tx, partner, b.template_guid);
    if (!t) throw notFound('sms_unknown_template');
    return { text: t.text, parameters: t.parameters };
  }
  const text = b.text!;
  if (countSmsMarkers(text) > 0) throw badRequest({ text: 'sms_parameters_mismatch' });
  checkLength(text, max);
  return { text, parameters: [] as string[] };
}
