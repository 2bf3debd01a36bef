import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { errorReportingOn, reportJobError } from './error-reporting.ts';
import { whileJobRuns } from './memory.ts';
import { jobFailed, jobQueueGauges, watchPoolMetrics } from './metrics.ts';

/** What `/ready` says of the job workers: `running`, `off` (RUN_JOBS=0 or a queue that runs nothing) or `stopped`. */
export interface JobsStatus {
  workers: 'running' | 'off' | 'stopped';
  /** Queues this process works. */
  queues: number;
}

/** Background jobs on the same PostgreSQL (pg-boss). Workers run in the server or in `npm run worker`. */
export interface Jobs {
  send(queue: string, data: object, options?: PgBoss.SendOptions): Promise<string | null>;
  /** Registers a worker; it only runs when this process runs jobs. */
  work<T extends object>(queue: string, handler: (data: T) => Promise<void>): Promise<void>;
  schedule(queue: string, cron: string): Promise<void>;
  stop(): Promise<void>;
  status?(): JobsStatus;
  /** Sets the `coverdesk_job_queue_*` gauges from pg-boss's tables (all processes' jobs). */
  readQueueMetrics?(): Promise<void>;
}

/**
 * Per queue: jobs due and waiting, active, failed for good in the last hour, and how long the oldest due job has
 * waited (since it became due). Queues with none of these read 0.
 */
const QUEUE_METRICS = `
  select q.name,
    count(j.*) filter (where j.state < 'active' and j.start_after <= now())::int as waiting,
    count(j.*) filter (where j.state = 'active')::int as active,
    count(j.*) filter (where j.state = 'failed')::int as failed,
    coalesce(extract(epoch from now() - min(j.start_after) filter (where j.state < 'active' and j.start_after <= now())), 0)::float8 as oldest
  from pgboss.queue q
  left join pgboss.job j on j.name = q.name
    and (j.state < 'completed' or (j.state = 'failed' and j.completed_on > now() - interval '1 hour'))
  group by q.name`;

/**
 * Scheduled jobs run once however many processes run workers: each `schedule` is one row of pg-boss's schedule table,
 * and its timekeeper sends each due run as a singleton for that minute (proved in `jobs.test.ts`).
 * `cronMonitorIntervalSeconds` (default 30) is how often each process checks the schedules.
 */
export async function startJobs(
  url: string,
  log: Logger,
  opts: { runWorkers: boolean; cronMonitorIntervalSeconds?: number },
): Promise<Jobs> {
  const boss = new PgBoss({
    connectionString: url,
    max: 4,
    schema: 'pgboss',
    ...(opts.cronMonitorIntervalSeconds ? { cronMonitorIntervalSeconds: opts.cronMonitorIntervalSeconds } : {}),
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  let stopped = false;
  boss.on('stopped', () => {
    stopped = true;
  });
  await boss.start();
  const unwatchPool = watchPoolMetrics('jobs', (boss.getDb() as unknown as { pool: import('pg').Pool }).pool);
  /** A failed job's partner, by its code (jobs name their partner by guid as `partner` or `partner_guid`). */
  const partnerCodeOf = async (data: object) => {
    const d = data as { partner?: unknown; partner_guid?: unknown };
    const guid = typeof d.partner === 'string' ? d.partner : typeof d.partner_guid === 'string' ? d.partner_guid : null;
    if (!guid || !/^[0-9a-f-]{36}$/i.test(guid)) return null;
    const r = await boss
      .getDb()
      .executeSql('select code from public.partners where guid = $1', [guid])
      .catch(() => null);
    return (r?.rows[0] as { code?: string } | undefined)?.code ?? null;
  };
  const queues = new Set<string>();
  const workers = new Map<string, string>();
  const ensure = async (q: string) => {
    if (queues.has(q)) return;
    await boss.createQueue(q).catch(() => {});
    queues.add(q);
  };
  return {
    async send(queue, data, options) {
      await ensure(queue);
      const id = await boss.send(queue, data, options ?? {});
      // This process's worker of the queue takes a job due now at once, not at its next poll (up to a second later).
      const worker = workers.get(queue);
      if (id && worker && !options?.startAfter) boss.notifyWorker(worker);
      return id;
    },
    async work(queue, handler) {
      await ensure(queue);
      if (!opts.runWorkers) return;
      const id = await boss.work<object>(queue, { pollingIntervalSeconds: 1 }, async (batch) => {
        for (const job of batch) {
          try {
            await whileJobRuns(() => handler(job.data as never));
          } catch (err) {
            jobFailed(queue);
            if (errorReportingOn())
              reportJobError(err, { queue, jobId: job.id, partnerCode: await partnerCodeOf(job.data) });
            throw err;
          }
        }
      });
      workers.set(queue, id);
    },
    async schedule(queue, cron) {
      await ensure(queue);
      if (opts.runWorkers) await boss.schedule(queue, cron);
    },
    stop: () => {
      unwatchPool();
      return boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
    status: () => ({
      workers: stopped ? 'stopped' : opts.runWorkers && workers.size ? 'running' : 'off',
      queues: workers.size,
    }),
    async readQueueMetrics() {
      const { rows } = await boss.getDb().executeSql(QUEUE_METRICS, []);
      for (const g of Object.values(jobQueueGauges)) g.reset();
      for (const r of rows as { name: string; waiting: number; active: number; failed: number; oldest: number }[]) {
        jobQueueGauges.waiting.set({ queue: r.name }, Number(r.waiting));
        jobQueueGauges.active.set({ queue: r.name }, Number(r.active));
        jobQueueGauges.failedLastHour.set({ queue: r.name }, Number(r.failed));
        jobQueueGauges.oldestWaiting.set({ queue: r.name }, Number(r.oldest));
      }
    },
  };
}

/** A queue that runs nothing: for tests and tools that do not need background work. */
export function inlineJobs(): Jobs & { sent: { queue: string; data: object }[] } {
  const sent: { queue: string; data: object }[] = [];
  return {
    sent,
    async send(queue, data) {
      sent.push({ queue, data });
      return null;
    },
    async work() {},
    async schedule() {},
    async stop() {},
    status: () => ({ workers: 'off', queues: 0 }),
  };
}
