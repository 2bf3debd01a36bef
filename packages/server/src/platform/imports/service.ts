import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { IMPORT_CONTENT_TYPES, IMPORT_MAX_BYTES, type ImportBatch, type ImportRow } from '@coverdesk/contract';
import type { MultipartFile } from '@fastify/multipart';
import { stringify } from 'csv-stringify';
import { uuidv7 } from 'uuidv7';
import type { Actor } from '../audit.ts';
import { audit } from '../audit.ts';
import type { Database } from '../db/client.ts';
import { AppError, badRequest, conflict, notFound, unprocessable } from '../http/errors.ts';
import { type Lang, translate } from '../http/messages.ts';
import type { Jobs } from '../jobs.ts';
import { extensionOf, newKey, type Storage } from '../storage.ts';
import { createUploads } from '../uploads.ts';
import type { ImportDomain } from './domain.ts';
import { IMPORT_QUEUE, type ImportJob } from './engine.ts';
import { importsRepository as repo } from './imports.repository.ts';
import type { ImportBatchRow, importRows } from './imports.tables.ts';
import { ImportFileError, type ImportFileType } from './read-file.ts';
import { probeHeader } from './stage.ts';
import './imports.messages.ts';

export interface ImportServiceDeps {
  database: Database;
  jobs: Jobs;
  storage: Storage;
}

/** How a batch's job is sent: retried with backoff; a killed worker's job expires and is retried (or swept). */
export const IMPORT_JOB_OPTIONS = { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 3600 };

const fileError = (err: unknown): never => {
  if (err instanceof ImportFileError) throw new AppError(400, 'invalid_input', err.params, { file: err.key });
  throw err;
};

/** A batch as the API shows it (its error in the reader's language); every import and the groups module use it. */
export const batchOut = (b: ImportBatchRow, lang: Lang): ImportBatch => ({
  guid: b.guid,
  kind: b.kind,
  filename: b.filename,
  file_type: b.file_type,
  dry_run: b.dry_run,
  status: b.status as ImportBatch['status'],
  step: b.step as ImportBatch['step'],
  total: b.total,
  processed: b.processed,
  valid: b.valid,
  invalid: b.invalid,
  duplicates: b.duplicates,
  already: b.already,
  applied: b.applied,
  failed: b.failed,
  error: b.error ? translate(b.error, lang, b.error_params ?? {}) : null,
  options: b.options,
  created_by: b.created_by,
  created_at: b.created_at,
  finished_at: b.finished_at,
  stages: b.stages,
});

/** The HTTP side of one import domain: upload (multipart or signed URL), batches, rows, error file, cancel, apply. */
export function createImportService<Row>(deps: ImportServiceDeps, domain: ImportDomain<Row>) {
  const { database, jobs, storage } = deps;
  const scoped = database.scoped;
  const uploads = createUploads(storage, { maxBytes: IMPORT_MAX_BYTES, contentTypes: IMPORT_CONTENT_TYPES });
  const prefixOf = (partner: string) => `imports/${partner}/${domain.kind}`;
  const typeOf = (filename: string): ImportFileType => {
    const ext = extensionOf(filename);
    if (ext !== 'csv' && ext !== 'xlsx') throw new AppError(415, 'import_file_type');
    return ext;
  };

  const reasonOf = (r: typeof importRows.$inferSelect, lang: Lang) => {
    if (!r.reason) return null;
    const params = (r.reason_params ?? {}) as Record<string, string | number>;
    if (r.reason === 'import_row_invalid') return String(params[lang] ?? '');
    return translate(r.reason, lang, params);
  };

  async function batchOf(partner: string, guid: string) {
    const b = await scoped([partner], (tx) => repo.batch(tx, partner, guid));
    if (!b || b.kind !== domain.kind) throw notFound('import_batch_not_found');
    return b;
  }

  const send = (b: ImportBatchRow) =>
    jobs.send(IMPORT_QUEUE, { partner: b.partner_guid, batch: b.guid, kind: b.kind } satisfies ImportJob, {
      ...IMPORT_JOB_OPTIONS,
    });

  /**
   * What an Idempotency-Key stands for: the file's bytes (their SHA-256), dry run or not, and the options the request
   * chose (not the partner's money rule the server adds: a setting changed between two tries is not another request).
   */
  const requestHashOf = (fileHash: string, o: { dryRun: boolean; options: Record<string, unknown> }) => {
    const { money: _money, ...chosen } = o.options;
    return createHash('sha256')
      .update(JSON.stringify({ file: fileHash, dry_run: o.dryRun, options: chosen }))
      .digest('hex');
  };

  async function create(
    actor: Actor,
    partner: string,
    f: { key: string; filename: string; type: ImportFileType; sha256: string },
    o: { dryRun: boolean; options: Record<string, unknown>; key?: string },
    lang: Lang,
  ) {
    let replayed = false;
    const request_hash = requestHashOf(f.sha256, o);
    const b = await scoped([partner], async (tx) => {
      if (o.key) {
        const prior = await repo.byIdempotencyKey(tx, partner, domain.kind, o.key);
        if (prior) {
          // The same key with another file (or other options) is another request: refused, never the first batch.
          if (prior.request_hash && prior.request_hash !== request_hash) throw unprocessable('idempotency_key_reused');
          replayed = true;
          return prior;
        }
      }
      const row = await repo.insertBatch(tx, {
        idempotency_key: o.key ?? null,
        request_hash,
        partner_guid: partner,
        guid: uuidv7(),
        kind: domain.kind,
        filename: f.filename,
        storage_key: f.key,
        file_type: f.type,
        options: o.options,
        dry_run: o.dryRun,
        status: 'queued',
        step: 'queued',
        created_by: actor.username,
        created_by_guid: actor.sub,
      });
      await audit(tx, actor, {
        partner_guid: partner,
        entity_type: 'import_batch',
        entity_guid: row.guid,
        action: o.dryRun ? 'dry_run' : 'upload',
        after: { kind: row.kind, filename: row.filename, options: row.options },
      });
      return row;
    });
    if (!replayed) await send(b);
    return batchOut(b, lang);
  }

  return {
    domain,
    /** The template: the header row (required then optional columns). */
    template: () => `${[...domain.columns, ...(domain.optionalColumns ?? [])].join(',')}\r\n`,

    signUpload: (partner: string, filename: string) => uploads.sign(prefixOf(partner), filename),

    /** Starts a batch from a file uploaded to a signed URL: checked (4xx) before anything is written. */
    async startFromStorage(
      actor: Actor,
      partner: string,
      body: { filename: string; dry_run: boolean },
      o: { options: Record<string, unknown>; key?: string },
      lang: Lang,
    ) {
      const got = await uploads.received(body.filename, prefixOf(partner), 'filename');
      const type = typeOf(got.key);
      if (got.size_bytes === 0) throw badRequest({ file: 'import_file_empty' });
      await probeHeader(await storage.readStream(got.key), type, domain as ImportDomain<unknown>, o.options).catch(
        fileError,
      );
      const filename = path.basename(got.key).replace(/^[0-9a-f-]{36}-/, '');
      const digest = createHash('sha256');
      for await (const chunk of await storage.readStream(got.key)) digest.update(chunk as Buffer);
      const sha256 = digest.digest('hex');
      return create(actor, partner, { key: got.key, filename, type, sha256 }, { dryRun: body.dry_run, ...o }, lang);
    },

    /**
     * Starts a batch from a multipart upload (field `file`): the part streams to a temporary file (413 beyond the
     * limit, 415 not CSV/XLSX, 400 empty, binary or without the columns), then to storage. Nothing is written on error.
     */
    async startFromMultipart(
      actor: Actor,
      partner: string,
      file: MultipartFile | undefined,
      o: { dryRun: boolean; options: Record<string, unknown>; key?: string },
      lang: Lang,
    ) {
      if (!file) throw badRequest({ file: 'import_file_missing' });
      const type = typeOf(file.filename);
      const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'coverdesk-import-'));
      const tmp = path.join(dir, `upload.${type}`);
      try {
        let size = 0;
        const digest = createHash('sha256');
        await pipeline(
          file.file,
          new Transform({
            transform(chunk: Buffer, _e, done) {
              size += chunk.length;
              digest.update(chunk);
              done(null, chunk);
            },
          }),
          fs.createWriteStream(tmp),
        );
        if (file.file.truncated) throw new AppError(413, 'file_too_large', { max: IMPORT_MAX_BYTES / (1024 * 1024) });
        if (size === 0) throw badRequest({ file: 'import_file_empty' });
        await probeHeader(fs.createReadStream(tmp), type, domain as ImportDomain<unknown>, o.options).catch(fileError);
        const key = newKey(prefixOf(partner), file.filename);
        await storage.putFile(key, tmp, IMPORT_CONTENT_TYPES[type]!);
        const sha256 = digest.digest('hex');
        try {
          return await create(actor, partner, { key, filename: path.basename(file.filename), type, sha256 }, o, lang);
        } catch (err) {
          // Refused (e.g. a reused Idempotency-Key): the stored copy belongs to no batch.
          await storage.remove(key).catch(() => undefined);
          throw err;
        }
      } finally {
        await fs.promises.rm(dir, { recursive: true, force: true });
      }
    },

    list: (partner: string, q: { page: number; size: number }, lang: Lang) =>
      scoped([partner], (tx) => repo.page(tx, partner, domain.kind, q)).then((p) => ({
        items: p.items.map((b) => batchOut(b, lang)),
        count: p.count,
      })),

    get: async (partner: string, guid: string, lang: Lang) => batchOut(await batchOf(partner, guid), lang),

    async rows(
      partner: string,
      guid: string,
      q: { page: number; size: number; status?: string },
      lang: Lang,
    ): Promise<{ items: ImportRow[]; count: number }> {
      await batchOf(partner, guid);
      const p = await scoped([partner], (tx) => repo.rows(tx, guid, q));
      return {
        items: p.items.map((r) => ({
          line: r.line,
          key: r.row_key,
          status: r.status as ImportRow['status'],
          reason: reasonOf(r, lang),
          data: r.data,
        })),
        count: p.count,
      };
    },

    /** The rows to fix as CSV (the file's columns and a `reason` column), streamed page by page. */
    async errorFile(partner: string, guid: string, lang: Lang) {
      const b = await batchOf(partner, guid);
      const columns = [...domain.columns, ...(domain.optionalColumns ?? [])];
      async function* rows() {
        let after = 0;
        for (;;) {
          const page = await scoped([partner], (tx) => repo.problems(tx, b.guid, after, 5000));
          if (!page.length) return;
          after = page.at(-1)!.line;
          for (const r of page) yield [...columns.map((c) => r.data[c] ?? ''), reasonOf(r, lang) ?? ''];
        }
      }
      const name = `${b.filename.replace(/\.(csv|xlsx)$/i, '')}-errors.csv`;
      const body = Readable.from(rows()).pipe(stringify({ header: true, columns: [...columns, 'reason'], bom: true }));
      return { name, body };
    },

    async cancel(actor: Actor, partner: string, guid: string, lang: Lang) {
      await batchOf(partner, guid);
      const b = await scoped([partner], async (tx) => {
        const before = (await repo.batch(tx, partner, guid, { forUpdate: true }))!;
        if (before.status !== 'queued' && before.status !== 'running')
          throw conflict('import_not_cancellable', { status: before.status });
        const after = await repo.updateBatch(tx, partner, guid, {
          cancel_requested: true,
          // A batch no worker has started yet stops here; a running one stops after its current chunk.
          ...(before.status === 'queued'
            ? { status: 'cancelled', step: 'done', finished_at: new Date().toISOString() }
            : {}),
        });
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'import_batch',
          entity_guid: guid,
          action: 'cancel',
          before: { status: before.status },
          after: { status: after!.status },
        });
        return after!;
      });
      return batchOut(b, lang);
    },

    /** Applies a completed dry run: its staged rows become `valid` again and the job applies them. */
    async apply(actor: Actor, partner: string, guid: string, lang: Lang) {
      await batchOf(partner, guid);
      const b = await scoped([partner], async (tx) => {
        const before = (await repo.batch(tx, partner, guid, { forUpdate: true }))!;
        if (!before.dry_run || before.status !== 'completed') throw conflict('import_not_applicable');
        await repo.resetChecked(tx, guid);
        // Steps from the applying one on run again; those before it (reading…) stay as the dry run left them.
        const from = before.stages.findIndex((st) => st.name === domain.stages?.applying);
        const stages =
          from < 0
            ? before.stages
            : before.stages.map((st, i) => (i < from ? st : { ...st, status: 'pending' as const, count: null }));
        const after = await repo.updateBatch(tx, partner, guid, {
          stages,
          dry_run: false,
          status: 'queued',
          step: 'queued',
          already: 0,
          failed: 0,
          processed: before.invalid + before.duplicates,
          finished_at: null,
          attempts: 0,
        });
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'import_batch',
          entity_guid: guid,
          action: 'apply',
          before: { dry_run: true },
          after: { dry_run: false },
        });
        return after!;
      });
      await send(b);
      return batchOut(b, lang);
    },
  };
}
export type ImportService<Row = unknown> = ReturnType<typeof createImportService<Row>>;
