import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Both cores: on a 2-core machine Vitest's default ran one file at a time, while a server test mostly waits on
    // PostgreSQL and a web test on its own CPU — two at once finish sooner.
    maxWorkers: 2,
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      'packages/web/vitest.config.ts',
      {
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          globalSetup: ['packages/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // The files of a worker share its modules: each file still builds its own app on its own database
          // (createTestApp), but the server's modules load once per worker, not once per file (server tests took
          // 342 s with isolation, 164 s without). Module state that outlives a file is reset in createTestApp.
          isolate: false,
        },
      },
    ],
  },
});
