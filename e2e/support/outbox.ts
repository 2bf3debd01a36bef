import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

/**
 * The text of the newest email to a user since a moment, read from the outbox table of the server's embedded
 * PostgreSQL (no SMTP in tests: every email stays in the outbox). Waits up to 20 s for it to appear.
 */
export async function latestEmailTo(usernameOrAddress: string, since: Date): Promise<string> {
  const dataDir = inject('dataDir');
  const port = fs.readFileSync(path.join(dataDir, 'pg-port'), 'utf8').trim();
  const client = new pg.Client({ connectionString: `postgres://postgres:coverdesk@127.0.0.1:${port}/coverdesk` });
  await client.connect();
  try {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const { rows } = await client.query(
        `select text_body, html_body from email_outbox
          where (to_address ilike $1 or to_address ilike $2) and created_at >= $3
          order by created_at desc limit 1`,
        [usernameOrAddress, `${usernameOrAddress}@%`, new Date(since.getTime() - 5_000).toISOString()],
      );
      if (rows[0]) return `${rows[0].text_body}\n${rows[0].html_body ?? ''}`;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error(`no email to ${usernameOrAddress} in the outbox`);
  } finally {
    await client.end();
  }
}
