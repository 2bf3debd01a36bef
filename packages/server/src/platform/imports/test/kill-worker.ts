// The worker of the kill -9 tests (engine-kill.test.ts, onboarding-kill.test.ts), run as a child process: runs one
// import batch of `kind` (bulk payments unless named) the way the worker process does (createImportRunner on
// DATABASE_URL), printing `chunk <n>` after each committed chunk, until the batch is finished. A restarted worker may
// find the killed one's advisory lock still held for a moment (PostgreSQL frees it when it notices the dropped
// connection): it tries again, as the job retry and the sweep would.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { onboardingImport } from '../../../modules/onboarding/onboarding.import.ts';
import { bulkPaymentsImport } from '../../../modules/payments/bulk-payments.import.ts';
import { createDatabase } from '../../db/client.ts';
import { storageFor } from '../../storage.ts';
import type { ImportDomain } from '../domain.ts';
import { createImportRunner } from '../engine.ts';

const [url, dataDir, partner, batch, chunkSize, kind = bulkPaymentsImport.kind] = process.argv.slice(2) as [
  string,
  string,
  string,
  string,
  string,
  string?,
];
const probe = createDatabase(url, { max: 1 });
const { rows } = await probe.pool.query(
  'select rolsuper or rolbypassrls as b from pg_roles where rolname = current_user',
);
await probe.close();
const database = createDatabase(url, { appRole: Boolean(rows[0]?.b), max: 3 });
const base = ([bulkPaymentsImport, onboardingImport] as ImportDomain<unknown>[]).find((d) => d.kind === kind);
if (!base) throw new Error(`no import domain ${kind}`);
const domain: ImportDomain<unknown> = { ...base, chunkSize: Number(chunkSize) };
const runner = createImportRunner(
  {
    database,
    storage: storageFor(dataDir),
    log: pino({ level: 'silent' }),
    afterChunk: (_batch, n) => {
      process.stdout.write(`chunk ${n}\n`);
    },
  },
  new Map([[domain.kind, domain]]),
);
for (let i = 0; i < 200; i++) {
  await runner.run({ partner, batch, kind: domain.kind });
  const status = await database.system(async (tx) => {
    const r = await tx.execute<{ status: string }>(sql`select status from import_batches where guid = ${batch}`);
    return r.rows[0]?.status;
  });
  if (status !== 'queued' && status !== 'running') break;
  await new Promise((r) => setTimeout(r, 100));
}
process.stdout.write('done\n');
await database.close();
process.exit(0);
