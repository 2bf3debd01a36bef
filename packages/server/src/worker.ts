import { bulkPaymentsImport } from './modules/payments/bulk-payments.import.ts';
import { debitAnswersImport } from './modules/payments/debit-answers.import.ts';
import { registerDebitJobs } from './modules/payments/debit-orders.routes.ts';
import { loadConfig } from './platform/config.ts';
import { createDatabase } from './platform/db/client.ts';
import { migrateDatabase } from './platform/db/migrate.ts';
import { registerImportDomain } from './platform/imports/index.ts';
import { startJobs } from './platform/jobs.ts';
import { createLogger } from './platform/logger.ts';
import { createMailer } from './platform/mail.ts';
import { storageFor } from './platform/storage.ts';

/**
 * `npm run worker`: a process that only runs background jobs (email delivery and its sweep, import batches, debit order
 * collections and cashback) on DATABASE_URL — no
 * HTTP. Run as many as needed next to servers started with RUN_JOBS=0. The embedded PostgreSQL belongs to the
 * `npm start` process (which runs the jobs itself), so a separate worker needs DATABASE_URL.
 */
const config = loadConfig();
const log = createLogger(config.logLevel);
if (!config.databaseUrl) {
  log.error('npm run worker needs DATABASE_URL (with the embedded database, `npm start` runs the jobs itself)');
  process.exit(1);
}
const { useAppRole } = await migrateDatabase(config.databaseUrl);
const database = createDatabase(config.databaseUrl, { appRole: useAppRole, max: 5, log });
const jobs = await startJobs(config.databaseUrl, log, { runWorkers: true });
const mailer = createMailer(database, {
  smtpUrl: config.smtpUrl,
  from: config.mailFrom,
  log,
  jobs,
  storage: storageFor(config.dataDir),
});
await mailer.registerJobs(jobs);
// The import engine's batches (and its sweep), for every import domain.
await registerImportDomain({ database, jobs, config, log }, bulkPaymentsImport);
await registerImportDomain({ database, jobs, config, log }, debitAnswersImport);
// The daily debit order collection run and the nightly cashback.
await registerDebitJobs({ database, jobs });
log.info({ smtp: Boolean(config.smtpUrl) }, 'worker started: email delivery, imports, debit order collections');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'worker stopping');
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  try {
    await jobs.stop();
    await database.close();
  } catch (err) {
    log.error({ err }, 'error while stopping the worker');
  }
  log.info('worker stopped');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
