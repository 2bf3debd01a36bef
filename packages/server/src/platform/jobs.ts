import PgBoss from 'pg-boss';
import type { Logger } from 'pino';

/** Background jobs on the same PostgreSQL (pg-boss). Workers run in the server or in `npm run worker`. */
export interface Jobs {
  send(queue: string, data: object, options?: PgBoss.SendOptions): Promise<string | null>;
  /** Registers a worker; it only runs when this process runs jobs. */
  work<T extends object>(queue: string, handler: (data: T) => Promise<void>): Promise<void>;
  schedule(queue: string, cron: string): Promise<void>;
  stop(): Promise<void>;
}

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
  await boss.start();
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
        for (const job of batch) await handler(job.data as never);
      });
      workers.set(queue, id);
    },
    async schedule(queue, cron) {
      await ensure(queue);
      if (opts.runWorkers) await boss.schedule(queue, cron);
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 5000 }),
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
  };
}
