import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

export interface DecisionClaim {
  guid: string;
  reference: string;
  partner: string;
  partner_name: string;
  version: number;
}

/** A demo claim awaiting the assessor's decision, with its partner and version (the newest, so other flows keep theirs). */
export async function decisionPendingClaim(): Promise<DecisionClaim> {
  const port = fs.readFileSync(path.join(inject('dataDir'), 'pg-port'), 'utf8').trim();
  const client = new pg.Client({ connectionString: `postgres://postgres:coverdesk@127.0.0.1:${port}/coverdesk` });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select c.guid, c.claim_reference reference, c.partner_guid partner, p.name partner_name, c.version
         from claims c join partners p on p.guid = c.partner_guid
        where c.status = 'decision_pending'
        order by c.received_at desc limit 1`,
    );
    if (!rows[0]) throw new Error('no demo claim awaiting a decision');
    return rows[0] as DecisionClaim;
  } finally {
    await client.end();
  }
}
