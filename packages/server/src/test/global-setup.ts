import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../platform/db/embedded.ts';
import { migrateDatabase } from '../platform/db/migrate.ts';

let embedded: EmbeddedDatabase | undefined;

/**
 * One PostgreSQL for the run (DATABASE_URL, else an embedded one), and one migrated template database that every
 * test file clones (CREATE DATABASE … TEMPLATE), so files run in parallel without seeing each other's rows.
 */
export default async function setup(project: TestProject) {
  let url = process.env.DATABASE_URL;
  if (!url) {
    const dir = path.join(os.tmpdir(), 'coverdesk-test-pg');
    embedded = await startEmbeddedPostgres(dir, { quiet: true });
    url = embedded.url;
  }
  const base = new URL(url);
  const template = `coverdesk_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const stale = await admin.query(
    "select datname from pg_database where datname like 'coverdesk_tpl_%' or datname like 'coverdesk_t_%'",
  );
  // Left behind by runs that died; a run still going (another worktree, another terminal) keeps its own.
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  for (const r of stale.rows) {
    const pid = Number(/_(\d+)(_|$)/.exec(r.datname.replace(/^coverdesk_(tpl|t)/, ''))?.[1]);
    if (pid && alive(pid)) continue;
    await admin.query(`drop database if exists "${r.datname}" with (force)`).catch(() => {});
  }
  await admin.query(`create database "${template}"`);
  const tplUrl = new URL(base);
  tplUrl.pathname = `/${template}`;
  await migrateDatabase(tplUrl.toString());
  await admin.end();
  project.provide('databaseUrl', url);
  project.provide('templateDatabase', template);
  fs.mkdirSync(path.join(os.tmpdir(), 'coverdesk-test-data'), { recursive: true });
  return async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop database if exists "${template}" with (force)`).catch(() => {});
    await c.end();
    await embedded?.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    templateDatabase: string;
  }
}
