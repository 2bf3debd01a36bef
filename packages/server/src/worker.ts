import { buildApp } from './app.ts';
import { loadConfig } from './platform/config.ts';
import { createDatabase } from './platform/db/client.ts';
import { migrateDatabase } from './platform/db/migrate.ts';
import { startErrorReporting, stopErrorReporting } from './platform/error-reporting.ts';
import { startJobs } from './platform/jobs.ts';
import { createLogger } from './platform/logger.ts';
import { boundHeapGrowth } from './platform/memory.ts';

/**
 * `npm run worker`: a process that only runs background jobs on DATABASE_URL — no HTTP. Run as many as needed next
 * to servers started with RUN_JOBS=0. It builds the same app as the server without listening, so every module's
 * jobs (email delivery, imports, document templates, payment requests, collections, SMS dispatch…) are registered
 * from one place: the modules themselves. The embedded PostgreSQL belongs to the `npm start` process (which runs
 * the jobs itself), so a separate worker needs DATABASE_URL.
 */
boundHeapGrowth(); // runs only jobs (platform/memory.ts)
const config = loadConfig();
const log = createLogger(config.logLevel);
if (config.sentryDsn) await startErrorReporting({ dsn: config.sentryDsn, environment: config.sentryEnvironment });
if (!config.databaseUrl) {
  log.error('npm run worker needs DATABASE_URL (with the embedded database, `npm start` runs the jobs itself)');
  process.exit(1);
}
const { useAppRole } = await migrateDatabase(config.databaseUrl);
const database = createDatabase(config.databaseUrl, { appRole: useAppRole, max: 5, log });
const jobs = await startJobs(config.databaseUrl, log, { runWorkers: true });
const { app } = await buildApp({ ...config, runJobs: true }, { database, jobs, logger: log });
await app.ready();
log.info({ smtp: Boolean(config.smtpUrl) }, "worker started: every module's jobs, no HTTP");

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'worker stopping');
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  try {
    await app.close();
    await jobs.stop();
    await database.close();
    await stopErrorReporting();
  } catch (err) {
    log.error({ err }, 'error while stopping the worker');
  }
  log.info('worker stopped');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
