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
    const runs: { worker: number; minute: number }[] = [];
    // Two pg-boss instances are what two processes hold; each checks the schedules every second.
    for (const n of [1, 2]) {
      const jobs = await startJobs(database.url, pino({ level: 'silent' }), {
        runWorkers: true,
        cronMonitorIntervalSeconds: 1,
      });
      workers.push(jobs);
      await jobs.work('test.tick', async () => {
        runs.push({ worker: n, minute: Math.floor(Date.now() / 60_000) });
      });
      await jobs.schedule('test.tick', '* * * * *');
    }
    // Every-minute: due at once, then checked again by both processes a few times over.
    const deadline = Date.now() + 30_000;
    while (!runs.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    await new Promise((r) => setTimeout(r, 6000));
    expect(runs.length).toBeGreaterThan(0);
    const minutes = runs.map((r) => r.minute);
    expect(new Set(minutes).size).toBe(minutes.length);
  }, 60_000);
});
