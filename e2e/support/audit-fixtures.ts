import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

/** A claim of the partner with at least two audit events (a transition after its creation), and its actions. */
export async function claimWithTransitions(
  partner: string,
): Promise<{ guid: string; reference: string; actions: string[] }> {
  const port = fs.readFileSync(path.join(inject('dataDir'), 'pg-port'), 'utf8').trim();
  const client = new pg.Client({ connectionString: `postgres://postgres:coverdesk@127.0.0.1:${port}/coverdesk` });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select c.guid, c.claim_reference reference, array_agg(a.action order by a.created_at) actions
         from claims c join audit_events a on a.partner_guid = c.partner_guid and a.entity_guid = c.guid::text
        where c.partner_guid = $1
        group by c.guid, c.claim_reference having count(*) >= 2 and bool_or(a.action = 'create')
        order by c.claim_reference limit 1`,
      [partner],
    );
    if (!rows[0]) throw new Error(`no claim with transitions at ${partner}`);
    return rows[0] as { guid: string; reference: string; actions: string[] };
  } finally {
    await client.end();
  }
}
