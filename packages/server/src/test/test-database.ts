import pg from 'pg';
import { inject } from 'vitest';

/** A fresh database cloned from the run's migrated template, for tests that start servers or workers themselves. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const baseUrl = inject('databaseUrl');
  const name = `coverdesk_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database "${name}" template "${inject('templateDatabase')}"`);
  await admin.end();
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`).catch(() => {});
      await c.end();
    },
  };
}
