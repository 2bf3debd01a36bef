import pg from 'pg';
import { inject } from 'vitest';

/** The prefix of this run's test databases: the global setup drops whatever is left of them at the end. */
export const testDatabasePrefix = (runId: string | number) => `coverdesk_t_${runId}_`;

/**
 * A fresh database cloned from the run's migrated template. `drop()` returns at once: PostgreSQL checkpoints on every
 * DROP DATABASE (seconds while other tests write), so the drop goes on beside the next test file, and the global
 * teardown drops what a finished worker left.
 */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const baseUrl = inject('databaseUrl');
  const name = `${testDatabasePrefix(inject('testRunId'))}${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database "${name}" template "${inject('templateDatabase')}"`);
  await admin.end();
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      dropDatabase(baseUrl, name).catch(() => {});
    },
  };
}

export async function dropDatabase(baseUrl: string, name: string) {
  const c = new pg.Client({ connectionString: baseUrl });
  c.on('error', () => {});
  await c.connect();
  try {
    await c.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await c.end();
  }
}
