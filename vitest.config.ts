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
        },
      },
    ],
  },
});
