// The worker of the collection run's kill -9 test (debit-run-kill.test.ts), run as a child process: runs (or resumes)
// one collection run the way the job worker does (`executeRun` on DATABASE_URL) in chunks of `chunk` mandates,
// printing `chunk <n>` after each committed chunk, then `done <status>`.
import { SYSTEM_ACTOR } from '../../../platform/audit.ts';
import { createDatabase } from '../../../platform/db/client.ts';
import { executeRun } from '../../debit-orders/debit-collection.ts';

const [url, partner, run, chunk] = process.argv.slice(2) as [string, string, string, string];
const probe = createDatabase(url, { max: 1 });
const { rows } = await probe.pool.query(
  'select rolsuper or rolbypassrls as b from pg_roles where rolname = current_user',
);
await probe.close();
const database = createDatabase(url, { appRole: Boolean(rows[0]?.b), max: 3 });
const out = await executeRun(
  database,
  { partner, run, actor: SYSTEM_ACTOR },
  {
    chunk: Number(chunk),
    afterChunk: (n) => {
      process.stdout.write(`chunk ${n}\n`);
    },
  },
);
process.stdout.write(`done ${out?.status}\n`);
await database.close();
process.exit(0);
