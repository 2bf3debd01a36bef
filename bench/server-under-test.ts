// Starts the CoverDesk API (no embedded database, no background workers) for the benchmark, then prints
// a JSON line with a bench user's token and password. Run by bench/run.ts as a child process.
import pino from 'pino';
import { buildApp } from '../packages/server/src/app.ts';
import { ensureGroups, ensureUser } from '../packages/server/src/identity/bootstrap.ts';
import { loadConfig } from '../packages/server/src/platform/config.ts';
import { createDatabase } from '../packages/server/src/platform/db/client.ts';
import { inlineJobs } from '../packages/server/src/platform/jobs.ts';

const config = { ...loadConfig(), runJobs: false, logLevel: 'warn', demoData: false };
const url = process.env.DATABASE_URL!;
const partners = (process.env.BENCH_PARTNERS ?? '').split(',').filter(Boolean);
const database = createDatabase(url, { appRole: process.env.BENCH_APP_ROLE === '1', max: 20 });
const { app, realm } = await buildApp(config, { database, jobs: inlineJobs(), logger: pino({ level: 'warn' }) });
await ensureGroups(database.db);
const password = 'Bench-pass1!';
const user = await ensureUser(database.db, { username: 'bench', password, roles: ['admin'], partners });
await app.listen({ port: config.port, host: '127.0.0.1' });
const token = await realm.keys.sign(
  {
    iss: realm.issuer,
    sub: user.id,
    typ: 'Bearer',
    azp: config.oauthClientId,
    preferred_username: 'bench',
    realm_access: { roles: ['admin'] },
    partners,
  },
  3600,
);
process.stdout.write(`${JSON.stringify({ ready: true, token, username: 'bench', password })}\n`);
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
