import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../platform/db/embedded.ts';
import { migrateDatabase } from '../platform/db/migrate.ts';
import { dropDatabase, testDatabasePrefix } from './test-database.ts';

let embedded: EmbeddedDatabase | undefined;

const listDatabases = async (client: pg.Client, like: string) =>
  (await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [like])).rows;

/**
 * One PostgreSQL for the run (DATABASE_URL, else an embedded one), and one migrated template database that every
 * test file clones (CREATE DATABASE … TEMPLATE), so files run in parallel without seeing each other's rows.
 */
export default async function setup(project: TestProject) {
  let url = process.env.DATABASE_URL;
  if (!url) {
    const dir = path.join(os.tmpdir(), 'coverdesk-test-pg');
    embedded = await startEmbeddedPostgres(dir, { quiet: true, durable: false });
    url = embedded.url;
  }
  const base = new URL(url);
  const template = `coverdesk_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const stale = [...(await listDatabases(admin, 'coverdesk_tpl_%')), ...(await listDatabases(admin, 'coverdesk_t_%'))];
  // Left behind by runs that died; a run still going (another worktree, another terminal) keeps its own.
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  for (const r of stale) {
    const pid = Number(/_(\d+)(_|$)/.exec(r.datname.replace(/^coverdesk_(tpl|t)/, ''))?.[1]);
    if (pid && alive(pid)) continue;
    await dropDatabase(url, r.datname).catch(() => {});
  }
  await admin.query(`create database "${template}"`);
  const tplUrl = new URL(base);
  tplUrl.pathname = `/${template}`;
  await migrateDatabase(tplUrl.toString());
  await admin.end();
  project.provide('databaseUrl', url);
  project.provide('templateDatabase', template);
  project.provide('testRunId', String(process.pid));
  fs.mkdirSync(path.join(os.tmpdir(), 'coverdesk-test-data'), { recursive: true });
  return async () => {
    // The test databases whose drop a finished worker left, four at a time (their checkpoints are shared).
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    const left = (await listDatabases(c, `${testDatabasePrefix(process.pid)}%`)).map((r) => r.datname);
    await c.end();
    const dropNext = async (): Promise<void> => {
      const name = left.pop();
      if (!name) return;
      await dropDatabase(url, name).catch(() => {});
      return dropNext();
    };
    await Promise.all([dropNext(), dropNext(), dropNext(), dropNext()]);
    await dropDatabase(url, template).catch(() => {});
    await embedded?.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    templateDatabase: string;
    /** The main Vitest process's pid: the test databases of this run are named after it. */
    testRunId: string;
  }
}
