import type { DebitRun, DebitRunResult } from '@coverdesk/contract';
import { and, eq, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { type Actor, audit, auditFrom } from '../../platform/audit.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { debitCollectionsCounted } from '../../platform/metrics.ts';
import { addDays } from '../policies/index.ts';
import { dueSlots, holidaysOf } from './debit-calendar.ts';
import { debitCollectionRuns } from './debit-orders.tables.ts';
import { applyAnswers, debitSettingsOf } from './debit-process.ts';

/** A mandate the customer never authenticated expires after this many days. */
export const MANDATE_EXPIRY_DAYS = 10;
/** Mandates per transaction of a run: a killed run loses at most one chunk, which its resumption creates. */
export const RUN_CHUNK = 20_000;
/** Collections taken as paid per transaction. */
export const ASSUME_PAID_CHUNK = 1000;

export const DEBIT_RUN_QUEUE = 'debit_orders.run';
export const DEBIT_RUN_SWEEP_QUEUE = 'debit_orders.run_sweep';
export const DEBIT_RUN_JOB_OPTIONS = { retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 3600 };
export interface DebitRunJob {
  partner: string;
  run: string;
  actor: Actor;
}

export type RunRow = typeof debitCollectionRuns.$inferSelect;
const runs = debitCollectionRuns;

export function debitRunView(r: RunRow): DebitRun {
  return {
    guid: r.guid,
    date: r.run_date,
    status: r.status as DebitRun['status'],
    step: r.step as DebitRun['step'],
    total: r.total,
    processed: r.processed,
    created: r.created,
    retried: r.retried,
    assumed_paid: r.assumed_paid,
    expired_mandates: r.expired_mandates,
    cancel_requested: r.cancel_requested,
    error: r.error,
    created_by: r.created_by,
    created_at: r.created_at,
    updated_at: r.updated_at,
    finished_at: r.finished_at,
  };
}

export const runsRepository = {
  async get(db: Executor, partner: string, guid: string, opts: { forUpdate?: boolean } = {}) {
    const q = db
      .select()
      .from(runs)
      .where(and(eq(runs.partner_guid, partner), eq(runs.guid, guid)));
    const [row] = opts.forUpdate ? await q.for('update') : await q;
    return row;
  },
  async update(db: Executor, partner: string, guid: string, set: Partial<typeof runs.$inferInsert>) {
    const [row] = await db
      .update(runs)
      .set({ ...set, updated_at: sql`now()` })
      .where(and(eq(runs.partner_guid, partner), eq(runs.guid, guid)))
      .returning();
    return row!;
  },
  /** A new queued run; undefined when the partner already has one queued or running (partial unique index). */
  async insert(db: Executor, row: typeof runs.$inferInsert) {
    const [out] = await db.insert(runs).values(row).onConflictDoNothing().returning();
    return out;
  },
};

const finished = (r: RunRow) => r.status !== 'queued' && r.status !== 'running';

/**
 * Runs (or resumes) one collection run, step by step; every step is idempotent and commits its progress with its work:
 * 1. expire: mandates pending authentication for more than MANDATE_EXPIRY_DAYS expire (and the run's `total`, the
 *    active mandates of the due debit days, is counted);
 * 2. collect: one pending collection per active mandate whose debit day falls due (moved to the next business day),
 *    in keyset chunks of RUN_CHUNK mandates; each chunk is one `insert … on conflict do nothing` on the unique
 *    (debit order, period) key, committed with the run's counts and cursor (slot, last mandate): a killed worker's run
 *    resumes after its last committed chunk, and even a chunk done twice creates nothing twice;
 * 3. retry: collections whose retry day has come are sent again (attempt + 1);
 * 4. assume_paid: pending collections with no failure by their `assume_paid_on` day are taken as paid (through the
 *    same rule as a bank's success answer).
 * Between chunks the run stops when asked (`cancel_requested`). `stopAfterChunks` is for tests and the bench: the
 * worker "dies" after that many collect chunks, leaving the run `running` for the sweep to resume; `afterChunk` (tests)
 * is called after each committed collect chunk (the kill -9 test's worker reports it).
 */
export async function executeRun(
  database: Database,
  job: DebitRunJob,
  opts: { stopAfterChunks?: number; chunk?: number; afterChunk?: (n: number) => void | Promise<void> } = {},
): Promise<RunRow | undefined> {
  const { partner, actor } = job;
  const chunk = opts.chunk ?? RUN_CHUNK;
  let run = await database.scoped([partner], async (tx) => {
    const r = await runsRepository.get(tx, partner, job.run, { forUpdate: true });
    if (!r || finished(r)) return r;
    if (r.cancel_requested)
      return runsRepository.update(tx, partner, r.guid, { status: 'cancelled', finished_at: sql`now()` as never });
    return runsRepository.update(tx, partner, r.guid, { status: 'running' });
  });
  if (!run || finished(run)) return run;
  const date = run.run_date;
  const { settings, holidays } = await database.scoped([partner], async (tx) => ({
    settings: await debitSettingsOf(tx, partner),
    holidays: await holidaysOf(tx, partner, addDays(date, -45), addDays(date, 45)),
  }));
  const slots = dueSlots(date, holidays);

  /** One unit of work in a transaction with the run row locked: stops (cancelled) when asked, else commits `set`. */
  const step = async (work: (tx: Executor, r: RunRow) => Promise<Partial<typeof runs.$inferInsert>>) =>
    database.scoped([partner], async (tx) => {
      const r = (await runsRepository.get(tx, partner, job.run, { forUpdate: true }))!;
      if (finished(r)) return r;
      if (r.cancel_requested)
        return runsRepository.update(tx, partner, r.guid, { status: 'cancelled', finished_at: sql`now()` as never });
      return runsRepository.update(tx, partner, r.guid, await work(tx, r));
    });

  try {
    if (run.step === 'expire') {
      run = await step(async (tx) => {
        const r = await tx.execute<{ guid: string }>(sql`
          with expired as (
            update debit_orders set mandate_status = 'expired', mandate_message = 'not authenticated in time',
              updated_at = now()
            where partner_guid = ${partner} and mandate_status = 'pending_authentication'
              and mandate_requested_at < ${`${date}T00:00:00Z`}::timestamptz - make_interval(days => ${MANDATE_EXPIRY_DAYS})
            returning guid
          ), audited as (
            ${auditFrom(actor, {
              partner_guid: partner,
              entity_type: 'debit_order',
              entity_guid: sql`e.guid::text`,
              action: 'mandate_expired',
              before: sql`'{"mandate_status":"pending_authentication"}'::jsonb`,
              after: sql`'{"mandate_status":"expired"}'::jsonb`,
              reason: 'mandate not authenticated in time',
              from: sql`expired e`,
            })}
          )
          select guid from expired`);
        const days = slots.map((s) => s.day);
        const counts = days.length
          ? await tx.execute<{ day: number; n: number }>(sql`
              select day, count(*)::int as n from debit_orders
              where partner_guid = ${partner} and mandate_status = 'active' and day = any(${sql.param(days)}::int[])
              group by day`)
          : { rows: [] };
        const byDay = new Map(counts.rows.map((c) => [Number(c.day), Number(c.n)]));
        return {
          expired_mandates: r.rows.length,
          total: slots.reduce((n, s) => n + (byDay.get(s.day) ?? 0), 0),
          step: 'collect',
          slot: 0,
          after_guid: null,
        };
      });
      if (finished(run)) return run;
    }

    let chunks = 0;
    while (run.step === 'collect') {
      if (opts.stopAfterChunks !== undefined && chunks >= opts.stopAfterChunks) return run;
      const before = run.processed;
      run = await step(async (tx, r) => {
        const slot = slots[r.slot];
        if (!slot) return { step: 'retry', after_guid: null };
        const after = r.after_guid ?? '00000000-0000-0000-0000-000000000000';
        const out = await tx.execute<{ last: string | null; scanned: number; created: number }>(sql`
          with batch as (
            select d.guid, d.policy_guid, d.customer_guid, d.amount_in_cents, d.retries, d.mandate_reference,
              d.start_date
            from debit_orders d
            where d.partner_guid = ${partner} and d.day = ${slot.day} and d.mandate_status = 'active'
              and d.guid > ${after}::uuid
            order by d.guid
            limit ${chunk}
          ), ins as (
            insert into debit_order_transactions (partner_guid, guid, debit_order_guid, policy_guid, customer_guid,
              reference, period, amount_in_cents, due_date, status, attempts, retries, assume_paid_on)
            select ${partner}, cd_uuidv7(), b.guid, b.policy_guid, b.customer_guid,
              b.mandate_reference || '-' || ${slot.period}, ${slot.period}, b.amount_in_cents, ${slot.collect_on}::date,
              'pending', 1, b.retries, ${addDays(slot.collect_on, settings.assume_paid_days)}::date
            from batch b
            -- Each mandate's policy by one index probe: joined as a set, the planner hashed every policy (and every
            -- mandate) of the partner for each chunk (4.9 s a chunk at 1,000,000 mandates, 0.6 s now).
            join lateral (select status from policies
              where partner_guid = ${partner} and guid = b.policy_guid limit 1) p on true
            where b.start_date <= ${slot.nominal}::date and p.status not in ('cancelled', 'expired')
            on conflict do nothing
            returning 1
          )
          select (select max(guid::text) from batch) as last, (select count(*) from batch)::int as scanned,
            (select count(*) from ins)::int as created`);
        const row = out.rows[0]!;
        if (row.created > 0)
          await audit(tx, actor, {
            partner_guid: partner,
            entity_type: 'debit_collection_run',
            entity_guid: r.guid,
            action: 'collect',
            after: { period: slot.period, day: slot.day, due_date: slot.collect_on, created: row.created },
          });
        const done = !row.last || row.scanned < chunk;
        debitCollectionsCounted('created', row.created);
        return {
          processed: r.processed + row.scanned,
          created: r.created + row.created,
          slot: done ? r.slot + 1 : r.slot,
          after_guid: done ? null : row.last,
        };
      });
      if (run.processed > before) {
        chunks++;
        await opts.afterChunk?.(chunks);
      }
    }
    if (finished(run)) return run;

    if (run.step === 'retry') {
      run = await step(async (tx) => {
        const r = await tx.execute<{ guid: string }>(sql`
          with sent as (
            update debit_order_transactions set status = 'pending', attempts = attempts + 1, due_date = retry_on,
              assume_paid_on = retry_on + ${settings.assume_paid_days}::int, retry_on = null, updated_at = now()
            where partner_guid = ${partner} and status = 'retry_scheduled' and retry_on <= ${date}::date
            returning guid, attempts
          ), audited as (
            ${auditFrom(actor, {
              partner_guid: partner,
              entity_type: 'debit_order_transaction',
              entity_guid: sql`s.guid::text`,
              action: 'retry',
              after: sql`jsonb_build_object('status', 'pending', 'attempts', s.attempts)`,
              reason: 'retry sent to the bank',
              from: sql`sent s`,
            })}
          )
          select guid from sent`);
        return { retried: r.rows.length, step: 'assume_paid' };
      });
    }

    // Taken as paid: in chunks, each through the same rule as a bank's success answer.
    while (run.step === 'assume_paid' && !finished(run)) {
      run = await step(async (tx, r) => {
        const due = await tx.execute<{ guid: string }>(sql`
          select guid from debit_order_transactions
          where partner_guid = ${partner} and status = 'pending' and assume_paid_on <= ${date}::date
          order by guid limit ${ASSUME_PAID_CHUNK} for update skip locked`);
        if (due.rows.length)
          await applyAnswers(
            tx,
            actor,
            partner,
            due.rows.map((x) => ({ guid: x.guid, status: 'success' as const })),
            { today: date, reason: `no failure reported within ${settings.assume_paid_days} days: taken as paid` },
          );
        const last = due.rows.length < ASSUME_PAID_CHUNK;
        return {
          assumed_paid: r.assumed_paid + due.rows.length,
          ...(last ? { step: 'done', status: 'completed', finished_at: sql`now()` as never } : {}),
        };
      });
    }
    if (run.step === 'done' && run.status === 'completed')
      await database.scoped([partner], (tx) =>
        audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'debit_collection_run',
          entity_guid: job.run,
          action: 'complete',
          after: resultOf(run!),
        }),
      );
    return run;
  } catch (err) {
    // A database that went away leaves the run `running` for the sweep; an error in the work itself fails the run
    // (a person may run the day again: nothing is collected twice).
    const message = err instanceof Error ? err.message : String(err);
    return database
      .scoped([partner], (tx) =>
        runsRepository.update(tx, partner, job.run, {
          status: 'failed',
          error: message.slice(0, 500),
          finished_at: sql`now()` as never,
        }),
      )
      .catch(() => {
        throw err;
      });
  }
}

export const resultOf = (r: RunRow): DebitRunResult => ({
  date: r.run_date,
  created: r.created,
  retried: r.retried,
  assumed_paid: r.assumed_paid,
  expired_mandates: r.expired_mandates,
});

/** Queues a run row (no job sent): undefined when the partner has a run queued or running. */
export async function queueRun(tx: Executor, actor: Actor, partner: string, date: string) {
  const row = await runsRepository.insert(tx, {
    partner_guid: partner,
    guid: uuidv7(),
    run_date: date,
    status: 'queued',
    created_by: actor.username,
    created_by_guid: actor.sub,
  });
  if (row)
    await audit(tx, actor, {
      partner_guid: partner,
      entity_type: 'debit_collection_run',
      entity_guid: row.guid,
      action: 'create',
      after: { date, status: 'queued' },
    });
  return row;
}

/**
 * A day's collection run for one partner, queued and run here to the end (tools, the bench, tests). `stopAfterChunks`:
 * the run stops as if its worker were killed (left `running`), and calling this again resumes it.
 */
export async function runCollection(
  database: Database,
  actor: Actor,
  partner: string,
  date: string,
  opts: { stopAfterChunks?: number; chunk?: number } = {},
): Promise<DebitRunResult> {
  const running = await database.scoped([partner], async (tx) => {
    const r = await tx
      .select()
      .from(runs)
      .where(and(eq(runs.partner_guid, partner), sql`${runs.status} in ('queued', 'running')`));
    return r[0] ?? (await queueRun(tx, actor, partner, date));
  });
  if (!running) throw new Error('a collection run is already queued');
  const out = await executeRun(database, { partner, run: running.guid, actor }, opts);
  return resultOf(out!);
}

/** Collection runs for /metrics: how many are queued or running, and the age of the oldest (its cut-off alert). */
export async function unfinishedRuns(database: Database) {
  const row = await database.system(async (tx) => {
    const r = await tx.execute<{ unfinished: number; oldest: number }>(sql`
      select count(*)::int as unfinished, coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as oldest
      from debit_collection_runs where status in ('queued', 'running')`);
    return r.rows[0];
  });
  return { unfinished: Number(row?.unfinished ?? 0), oldest: Number(row?.oldest ?? 0) };
}

/** Runs no worker has touched for `olderThan` (a killed worker): the sweep resumes them from their cursor. */
export async function staleRuns(database: Database, olderThan: string) {
  return database.system(async (tx) => {
    const r = await tx.execute<{ partner_guid: string; guid: string }>(
      sql`select partner_guid, guid from debit_collection_runs
          where status in ('queued', 'running') and updated_at < now() - ${olderThan}::interval`,
    );
    return r.rows;
  });
}
