import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.ts';
import { type Jobs, startJobs } from './jobs.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const workers: Jobs[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const w of workers) await w.stop();
  await database.drop();
});

describe('scheduled jobs with several worker processes', () => {
  it('runs a scheduled job once per due time however many processes check the schedule', async () => {
    let runs = 0;
    const started = Date.now();
    // Two pg-boss instances are what two processes hold; each checks the schedules every second.
    for (const _ of [1, 2]) {
      const jobs = await startJobs(database.url, pino({ level: 'silent' }), {
        runWorkers: true,
        cronMonitorIntervalSeconds: 1,
      });
      workers.push(jobs);
      await jobs.work('test.tick', async () => {
        runs += 1;
      });
      await jobs.schedule('test.tick', '* * * * *');
    }
    // Every-minute: due at once, then checked again by both processes a few times over.
    const deadline = Date.now() + 30_000;
    while (!runs && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    await new Promise((r) => setTimeout(r, 6000));
    expect(runs).toBeGreaterThan(0);
    // At most one job per due minute. A job is sent a moment after its minute starts, or later on a busy machine (it
    // may even be sent in the next minute, beside that minute's own): so the jobs are counted against the minutes the
    // test lasted, not grouped by the minute each was sent or run in. Each process sending its own would double them.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const sent = await client
      .query<{ n: number }>(`select count(*)::int as n from pgboss.job where name = 'test.tick'`)
      .finally(() => client.end());
    const minutes = Math.floor(Date.now() / 60_000) - Math.floor(started / 60_000) + 1;
    expect(sent.rows[0]!.n).toBeGreaterThan(0);
    expect(sent.rows[0]!.n).toBeLessThanOrEqual(minutes);
    expect(runs).toBeLessThanOrEqual(sent.rows[0]!.n);
  }, 60_000);
});
