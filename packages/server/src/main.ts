import fs from 'node:fs';
import { buildApp } from './app.ts';
import { seedDemoData } from './demo/demo-data.ts';
import { ensureAdmin } from './identity/admin-account.ts';
import { loadConfig } from './platform/config.ts';
import { createDatabase } from './platform/db/client.ts';
import { startEmbeddedPostgres } from './platform/db/embedded.ts';
import { migrateDatabase, withStartupLock } from './platform/db/migrate.ts';
import { startErrorReporting, stopErrorReporting } from './platform/error-reporting.ts';
import { startJobs } from './platform/jobs.ts';
import { createLogger } from './platform/logger.ts';

const started = Date.now();
const config = loadConfig();
const log = createLogger(config.logLevel);
if (config.sentryDsn) await startErrorReporting({ dsn: config.sentryDsn, environment: config.sentryEnvironment });
fs.mkdirSync(config.dataDir, { recursive: true });

const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir);
const url = config.databaseUrl ?? embedded!.url;
const { useAppRole } = await migrateDatabase(url);
const database = createDatabase(url, { appRole: useAppRole, log });
const jobs = await startJobs(url, log, { runWorkers: config.runJobs });
const { app, admin, demo } = await withStartupLock(url, async () => {
  const built = await buildApp(config, { database, jobs, logger: log });
  const admin = await ensureAdmin(config, database);
  const demo = config.demoData ? await seedDemoData(built.ctx, admin.id) : undefined;
  return { ...built, admin, demo };
});
await app.listen({ port: config.port, host: config.host });

const lines = [
  '',
  `  CoverDesk is running at ${config.publicUrl}  (started in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  `  Database: ${embedded ? `embedded PostgreSQL, data in ${config.dataDir}` : 'DATABASE_URL'}`,
  `  Sign in as "${config.adminUsername}"${admin.printedPassword ? ` with password ${admin.printedPassword}` : ''}`,
  admin.passwordFile ? `  (the admin password is kept in ${admin.passwordFile})` : '',
  ...(demo?.users.length
    ? [
        '  Demo users (one per role):',
        ...demo.users.map((u) => `    ${u.username.padEnd(20)} ${u.password.padEnd(26)} ${u.note}`),
      ]
    : []),
  `  API docs: ${config.publicUrl}/api/docs   Stop with Ctrl-C.`,
  '',
].filter((l) => l !== '');
process.stdout.write(`${lines.join('\n')}\n\n`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'stopping');
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  try {
    await app.close();
    await jobs.stop();
    await database.close();
    await stopErrorReporting();
    await embedded?.stop();
  } catch (err) {
    log.error({ err }, 'error while stopping');
  }
  log.info('stopped');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
