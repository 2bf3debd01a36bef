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
    // One job per due minute (when it was sent, not when it ran: a busy machine may run minute M's job in M+1), and
    // each job run once at most.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const sent = await client
      .query<{ minute: string }>(
        `select date_trunc('minute', created_on)::text as minute from pgboss.job where name = 'test.tick'`,
      )
      .finally(() => client.end());
    const minutes = sent.rows.map((r) => r.minute);
    expect(new Set(minutes).size).toBe(minutes.length);
    expect(runs).toBeLessThanOrEqual(minutes.length);
  }, 60_000);
});
