// Starts the CoverDesk API with its background workers (pg-boss) for the bulk payment benchmark, then prints a JSON
// line with an admin token. Run by bench/bulk-payments.ts as a child process; its peak RSS is read from /proc.
import pino from 'pino';
import { buildApp } from '../packages/server/src/app.ts';
import { ensureGroups } from '../packages/server/src/identity/bootstrap.ts';
import { loadConfig } from '../packages/server/src/platform/config.ts';
import { createDatabase } from '../packages/server/src/platform/db/client.ts';
import { startJobs } from '../packages/server/src/platform/jobs.ts';

const config = { ...loadConfig(), runJobs: true, logLevel: 'warn', demoData: false };
const url = process.env.DATABASE_URL!;
const partners = (process.env.BENCH_PARTNERS ?? '').split(',').filter(Boolean);
const logger = pino({ level: 'warn' });
const database = createDatabase(url, { appRole: process.env.BENCH_APP_ROLE === '1', max: 10 });
const jobs = await startJobs(url, logger, { runWorkers: true });
const { app, realm } = await buildApp(config, { database, jobs, logger });
await ensureGroups(database.db);
await app.listen({ port: config.port, host: '127.0.0.1' });
const token = await realm.keys.sign(
  {
    iss: realm.issuer,
    sub: 'bench',
    typ: 'Bearer',
    azp: config.oauthClientId,
    preferred_username: 'bench',
    realm_access: { roles: ['admin'] },
    partners,
  },
  3600,
);
process.stdout.write(`${JSON.stringify({ ready: true, token })}\n`);
// BENCH_MEMORY=1: the server's memory every second on stderr (where a peak comes from: heap, buffers or native).
if (process.env.BENCH_MEMORY === '1')
  setInterval(() => {
    const m = process.memoryUsage();
    const mb = (n: number) => Math.round(n / 1024 / 1024);
    process.stderr.write(
      `memory rss ${mb(m.rss)} heap ${mb(m.heapUsed)}/${mb(m.heapTotal)} external ${mb(m.external)} buffers ${mb(m.arrayBuffers)}\n`,
    );
  }, 1000).unref();
process.on('SIGTERM', async () => {
  await app.close();
  await jobs.stop();
  await database.close();
  process.exit(0);
});
