import Fastify from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from '../db/client.ts';
import { inlineJobs, type Jobs, startJobs } from '../jobs.ts';
import { registerProbes } from './probes.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
beforeAll(async () => {
  db = await createTestDatabase();
  pool = new pg.Pool({ connectionString: db.url, max: 2 });
});
afterAll(async () => {
  await pool.end();
  await db.drop();
});

async function probe(url: string, database: pg.Pool, jobs: Jobs) {
  const app = Fastify();
  registerProbes(app, { database: { pool: database } as unknown as Database, jobs });
  const res = await app.inject({ method: 'GET', url });
  await app.close();
  return { status: res.statusCode, body: res.json() };
}

describe('probes', () => {
  it('/ready: 200 with the database and the job workers running; 503 once the workers stop', async () => {
    const jobs = await startJobs(db.url, pino({ level: 'silent' }), { runWorkers: true });
    await jobs.work('test.probe', async () => {});
    expect(await probe('/ready', pool, jobs)).toEqual({
      status: 200,
      body: { status: 'UP', database: 'UP', jobs: { workers: 'running', queues: 1 } },
    });
    await jobs.stop();
    expect(await probe('/ready', pool, jobs)).toMatchObject({
      status: 503,
      body: { status: 'DOWN', database: 'UP', jobs: { workers: 'stopped' } },
    });
  });

  it('/ready: a process without workers (RUN_JOBS=0) is ready; a database out of reach is not', async () => {
    expect(await probe('/ready', pool, inlineJobs())).toEqual({
      status: 200,
      body: { status: 'UP', database: 'UP', jobs: { workers: 'off', queues: 0 } },
    });
    const unreachable = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/none' });
    unreachable.on('error', () => {});
    expect(await probe('/ready', unreachable, inlineJobs())).toMatchObject({
      status: 503,
      body: { status: 'DOWN', database: 'DOWN' },
    });
    // Liveness does not depend on the database: a load balancer or Kubernetes restarts nothing for an outage.
    expect(await probe('/health', unreachable, inlineJobs())).toEqual({ status: 200, body: { status: 'UP' } });
    await unreachable.end();
  });
});
