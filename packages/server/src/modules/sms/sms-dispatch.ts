import { smsSegments } from '@coverdesk/contract';
import { and, eq, sql } from 'drizzle-orm';
import { type Actor, audit, SYSTEM_ACTOR } from '../../platform/audit.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import { batchRows, importBatchOf, inLineWindows } from '../../platform/imports/index.ts';
import { type SmsGateway, settleSimulatedDeliveries } from '../../platform/sms.ts';
import { partnerConfigsRepository, readConfig } from '../configuration/index.ts';
import { type SmsBatchRow, smsBatches } from './sms.tables.ts';
import { renderSmsTemplate } from './sms-render.ts';
import { customerValues, selectionWhere } from './sms-selection.ts';

export const SMS_DISPATCH_QUEUE = 'sms.dispatch';
export const SMS_SWEEP_QUEUE = 'sms.sweep';
export const SMS_DELIVERIES_QUEUE = 'sms.deliveries';
export const SMS_DISPATCH_JOB_OPTIONS = { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 3600 };
export interface SmsDispatchJob {
  partner: string;
  batch: string;
}
const LOCK_CLASS = 7243018;
/** At most this many messages per transaction: a stop takes effect within one chunk (well under a second). */
const MAX_CHUNK = 1000;

export interface DispatchDeps {
  database: Database;
  gateway: SmsGateway;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
  /** Tests only: called after each chunk handed to the gateway is committed (throw to simulate a crash). */
  afterChunk?: (batch: string, handed: number) => void | Promise<void>;
}

const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Sends a batch's messages through the gateway, in line order, at the partner's rate (`sms_rate_per_second`). Each
 * chunk is one transaction: the next lines of the batch's queue (`queueOf`) read, their outbox rows written (one per
 * line at most: a unique index on the outbox's batch and line) and, for a recipients table, the recipients marked
 * handed, together — a killed worker loses only an uncommitted chunk, and nobody gets the same message twice. The
 * batch's status is read before each chunk: an interrupted batch starts no new message (those already handed still go
 * out). One run per batch at a time (advisory lock). A blast's queue is its import's staged rows (`queueOf`): sending
 * it writes nothing per row.
 */
export function createSmsDispatcher(deps: DispatchDeps) {
  const { database, gateway } = deps;
  const now = deps.now ?? (() => new Date());
  const sleep = deps.sleep ?? wait;
  const scoped = database.scoped;

  const batchOf = (tx: Tx, partner: string, guid: string) =>
    tx
      .select()
      .from(smsBatches)
      .where(and(eq(smsBatches.partner_guid, partner), eq(smsBatches.guid, guid)))
      .then((r) => r[0]);

  const update = (partner: string, guid: string, set: Partial<SmsBatchRow>) =>
    scoped([partner], (tx) =>
      tx
        .update(smsBatches)
        .set({ ...set, updated_at: now().toISOString() })
        .where(and(eq(smsBatches.partner_guid, partner), eq(smsBatches.guid, guid))),
    );

  /** Bulk SMS to customers: the recipients chosen and their texts filled, once, in one transaction. */
  async function select(b: SmsBatchRow) {
    await scoped([b.partner_guid], async (tx) => {
      const fresh = await batchOf(tx, b.partner_guid, b.guid);
      if (!fresh || fresh.selected) return;
      const sel = fresh.selection as { text: string; parameters: string[]; where: Record<string, unknown> };
      let line = 0;
      let segments = 0;
      let after = '00000000-0000-0000-0000-000000000000';
      for (;;) {
        const people = await customerValues(tx, b.partner_guid, selectionWhere(sel.where), after, 5000);
        if (!people.length) break;
        after = people.at(-1)!.guid;
        const values = people.map((p) => {
          const text = renderSmsTemplate(sel, p);
          const s = smsSegments(text);
          segments += s;
          line += 1;
          return { line, msisdn: p.msisdn, text, customer_guid: p.guid, segments: s };
        });
        await tx.execute(sql`
          insert into sms_batch_recipients (partner_guid, batch_guid, line, msisdn, text, customer_guid, segments)
          select ${b.partner_guid}::uuid, ${b.guid}::uuid, x.line, x.msisdn, x.text, x.customer_guid, x.segments
          from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
            as x(line int, msisdn text, text text, customer_guid uuid, segments int)
          on conflict do nothing`);
      }
      await tx
        .update(smsBatches)
        .set({ selected: true, total: line, recipients: line, segments, updated_at: now().toISOString() })
        .where(and(eq(smsBatches.partner_guid, b.partner_guid), eq(smsBatches.guid, b.guid)));
    });
  }

  /** A blast queued by an import run (sent before its staged rows were the queue): dispatch follows it. */
  const importRunning = (tx: Tx, b: SmsBatchRow) =>
    b.import_batch_guid
      ? importBatchOf(tx, b.partner_guid, b.import_batch_guid).then(
          (i) => i?.status === 'queued' || i?.status === 'running',
        )
      : Promise.resolve(false);

  /**
   * Where a batch's messages wait. A blast from a file: its import's valid staged rows, as validation left them
   * (`value`: the number read for the country, the text, its segments) — sending copies nothing, and handing a message
   * writes only its outbox row (the batch's line: unique). Bulk SMS to customers (and a blast sent before 2026-11-26,
   * whose import was applied): the batch's recipients. Decided once per run: a sent batch's queue does not change.
   */
  const queueOf = (tx: Tx, b: SmsBatchRow) =>
    b.source === 'file' && b.import_batch_guid
      ? importBatchOf(tx, b.partner_guid, b.import_batch_guid).then((i) =>
          i?.dry_run ? stagedQueue(b.import_batch_guid!, i.total) : recipientsQueue(b),
        )
      : Promise.resolve(recipientsQueue(b));

  interface Queue {
    /** The next `size` messages not handed, from line `after` on (every line up to it is handed). */
    next(
      tx: Tx,
      size: number,
      after: number,
    ): Promise<{ line: number; msisdn: string; text: string; customer_guid: string | null }[]>;
    handed(tx: Tx, lines: number[]): Promise<unknown>;
    /** Nothing left now: may more come (an import still queueing)? */
    more(tx: Tx, b: SmsBatchRow): Promise<boolean>;
  }
  const lineList = (lines: number[]) => `{${lines.join(',')}}`;

  // No row locks: one run per batch at a time (the advisory lock), and nothing writes the staged rows of a sent batch.
  const stagedQueue = (imp: string, lines: number): Queue => ({
    next: (tx, size, after) =>
      inLineWindows(lines, after, size, (from, through) =>
        tx
          .execute<{ line: number; msisdn: string; text: string; customer_guid: null }>(sql`
            select r.line, r.value->>'msisdn' as msisdn, r.value->>'text' as text, null as customer_guid
            from (${batchRows(imp, { after: from, through })}) r where r.status = 'valid'
            order by r.line limit ${size}`)
          .then((r) => r.rows),
      ),
    handed: async () => undefined, // a line's outbox row says it is handed (and moves the run's cursor past it)
    more: async () => false,
  });

  // Read in windows of lines like the staged rows (a batch's recipients are new to the planner's statistics too); the
  // last line is asked each time, since a blast queued by its import gains lines while it is sent.
  const recipientsQueue = (b: SmsBatchRow): Queue => ({
    next: async (tx, size, after) => {
      const [last] = await tx
        .execute<{ line: number }>(sql`select coalesce(max(line), 0)::int as line from sms_batch_recipients
          where partner_guid = ${b.partner_guid} and batch_guid = ${b.guid}`)
        .then((r) => r.rows);
      return inLineWindows(last!.line, after, size, (from, through) =>
        tx
          .execute<{ line: number; msisdn: string; text: string; customer_guid: string | null }>(sql`
            select line, msisdn, text, customer_guid from sms_batch_recipients
            where partner_guid = ${b.partner_guid} and batch_guid = ${b.guid} and not handed
              and line > ${from} and line <= ${through}
            order by line limit ${size} for update skip locked`)
          .then((r) => r.rows),
      );
    },
    handed: (tx, lines) =>
      tx.execute(sql`update sms_batch_recipients set handed = true
        where partner_guid = ${b.partner_guid} and batch_guid = ${b.guid} and line = any(${lineList(lines)}::int[])`),
    more: importRunning,
  });

  /**
   * Chunks hand lines in order, each committed whole: every line up to the batch's last handed one is handed. A run
   * reads the queue from there (found once, then carried from chunk to chunk), not from its first line: past the index
   * entries of a million lines handed before (still in the index until vacuum), each chunk was slower than the last.
   */
  const lastHanded = (partner: string, guid: string) =>
    scoped([partner], (tx) =>
      tx
        .execute<{ line: number }>(sql`select coalesce(max(batch_line), 0)::int as line
          from sms_outbox where partner_guid = ${partner} and batch_guid = ${guid}`)
        .then((r) => r.rows[0]!.line),
    );

  /** One chunk after line `after`: answers how many were handed and the last line, or 'stop' / 'idle' / 'done'. */
  async function chunk(
    partner: string,
    guid: string,
    queue: Queue,
    size: number,
    after: number,
  ): Promise<{ handed: number; last: number } | 'stop' | 'idle' | 'done'> {
    return scoped([partner], async (tx) => {
      const b = await batchOf(tx, partner, guid);
      if (b?.status !== 'sending') return 'stop';
      const rows = await queue.next(tx, size, after);
      if (!rows.length) return (await queue.more(tx, b)) ? 'idle' : 'done';
      const handed = await gateway.sendMany(
        tx,
        partner,
        rows.map((r) => ({
          partner_guid: partner,
          customer_guid: r.customer_guid,
          msisdn: r.msisdn,
          text: r.text,
          kind: 'sms_batch',
          batch_guid: guid,
          batch_line: r.line,
        })),
      );
      const lines = rows.map((r) => r.line);
      await queue.handed(tx, lines);
      await tx.execute(sql`update sms_batches set sent = sent + ${handed.length}, updated_at = now()
        where partner_guid = ${partner} and guid = ${guid}`);
      return { handed: lines.length, last: lines.at(-1)! };
    });
  }

  async function runLocked(job: SmsDispatchJob) {
    let b = await scoped([job.partner], (tx) => batchOf(tx, job.partner, job.batch));
    if (!b || (b.status !== 'scheduled' && b.status !== 'sending')) return;
    if (b.scheduled_at && new Date(b.scheduled_at) > now()) return; // the job was early: the sweep sends it again
    const actor: Actor = {
      sub: b.created_by_guid ?? SYSTEM_ACTOR.sub,
      username: b.created_by ?? SYSTEM_ACTOR.username,
    };
    if (b.status === 'scheduled')
      await transition(b, 'scheduled', 'sending', actor, { started_at: now().toISOString() });
    await update(b.partner_guid, b.guid, { attempts: b.attempts + 1 });
    if (b.source === 'customers' && !b.selected) await select(b);
    b = (await scoped([job.partner], (tx) => batchOf(tx, job.partner, job.batch)))!;
    const config = await scoped([job.partner], async (tx) =>
      readConfig('config', await partnerConfigsRepository.get(tx, job.partner, 'config')),
    );
    const rate = config.sms_rate_per_second;
    const size = Math.max(1, Math.min(MAX_CHUNK, rate));
    const started = Date.now();
    let handed = 0;
    let settled = Date.now();
    const queue = await scoped([job.partner], (tx) => queueOf(tx, b));
    let after = await lastHanded(job.partner, job.batch);
    for (;;) {
      const r = await chunk(job.partner, job.batch, queue, size, after);
      if (r === 'stop') return;
      if (r === 'done') break;
      if (r === 'idle') {
        await sleep(200);
        continue;
      }
      handed += r.handed;
      after = r.last;
      await deps.afterChunk?.(job.batch, r.handed);
      const ahead = (handed / rate) * 1000 - (Date.now() - started);
      if (ahead > 0) await sleep(ahead);
      if (Date.now() - settled > 2000) {
        settled = Date.now();
        await settleSimulatedDeliveries(database);
      }
    }
    await transition(b, 'sending', 'completed', actor, { finished_at: now().toISOString() });
  }

  /** A status change made by the job, only from the state it expects, with its audit event (same transaction). */
  const transition = (b: SmsBatchRow, from: string, to: string, actor: Actor, set: Partial<SmsBatchRow>) =>
    scoped([b.partner_guid], async (tx) => {
      const moved = await tx
        .update(smsBatches)
        .set({ ...set, status: to, updated_at: now().toISOString() })
        .where(and(where(b), eq(smsBatches.status, from)))
        .returning({ sent: smsBatches.sent });
      if (!moved.length) return;
      await audit(tx, actor, {
        partner_guid: b.partner_guid,
        entity_type: 'sms_batch',
        entity_guid: b.guid,
        action: to === 'completed' ? 'complete' : 'start',
        before: { status: from },
        after: { status: to, sent: moved[0]!.sent },
      });
    });
  const where = (b: SmsBatchRow) => and(eq(smsBatches.partner_guid, b.partner_guid), eq(smsBatches.guid, b.guid));

  /** Runs the batch to its end (or its stop). Resolves when another worker holds it; throws to be retried. */
  async function run(job: SmsDispatchJob) {
    const lock = await database.pool.connect();
    try {
      const { rows } = await lock.query<{ ok: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as ok', [
        LOCK_CLASS,
        job.batch,
      ]);
      if (!rows[0]?.ok) return;
      try {
        await runLocked(job);
      } finally {
        await lock.query('select pg_advisory_unlock($1, hashtext($2))', [LOCK_CLASS, job.batch]);
      }
    } finally {
      lock.release();
    }
  }

  return { run };
}

/**
 * The SMS queue for /metrics: messages of batches sending (or due) not yet handed, and how long it has been since the
 * least recently moved of those batches handed a chunk (or became due): it grows only when the queue stops.
 */
export async function smsQueueState(database: Database) {
  const row = await database.system(async (tx) => {
    const r = await tx.execute<{ waiting: number; oldest: number }>(sql`
      select coalesce(sum(recipients - sent), 0)::int as waiting,
        coalesce(extract(epoch from now() - min(greatest(updated_at, coalesce(scheduled_at, created_at)))), 0)::float8
          as oldest
      from sms_batches
      where (status = 'sending' or (status = 'scheduled' and scheduled_at <= now())) and recipients > sent`);
    return r.rows[0];
  });
  return { waiting: Number(row?.waiting ?? 0), oldest: Number(row?.oldest ?? 0) };
}

/** Batches no worker has touched for two minutes (a killed worker), and scheduled ones now due: to dispatch again. */
export async function dueSmsBatches(database: Database) {
  return database.system(async (tx) => {
    const r = await tx.execute<{ partner_guid: string; guid: string }>(
      sql`select partner_guid, guid from sms_batches
          where (status = 'sending' and updated_at < now() - interval '2 minutes')
             or (status = 'scheduled' and scheduled_at <= now() and updated_at < now() - interval '1 minute')`,
    );
    return r.rows;
  });
}
