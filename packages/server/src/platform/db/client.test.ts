import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PARTNER_A, PARTNER_B, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.owner.query(
    "insert into countries (code, name, currency_code, dialing_code, phone_digits) values ('KE','Kenya','KES','254',9)",
  );
  for (const [g, code] of [
    [PARTNER_A, 'A'],
    [PARTNER_B, 'B'],
  ])
    await t.owner.query("insert into partners (guid, name, code, country_code) values ($1, $2, $2, 'KE')", [g, code]);
  await t.owner.query(
    `insert into customers (partner_guid, guid, msisdn, full_name) values
     ($1, gen_random_uuid(), '254700000001', 'Customer of A'), ($2, gen_random_uuid(), '254700000002', 'Customer of B')`,
    [PARTNER_A, PARTNER_B],
  );
});
afterAll(() => t.close());

const names = (rows: { full_name: string }[]) => rows.map((r) => r.full_name);

describe('partner scope', () => {
  it('a scoped transaction sees only its partner', async () => {
    const rows = await t.database.scoped([PARTNER_A], (tx) => tx.execute(sql`select full_name from customers`));
    expect(names(rows.rows as { full_name: string }[])).toEqual(['Customer of A']);
  });

  it('unscoped request queries see no partner-owned rows', async () => {
    const rows = await t.database.db.execute(sql`select full_name from customers`);
    expect(rows.rows).toEqual([]);
  });
});

describe('session settings', () => {
  it('compiles no statement with JIT, on the main pool and the scoped reader', async () => {
    const main = await t.database.scoped([PARTNER_A], (tx) => tx.execute<{ jit: string }>(sql`show jit`));
    expect(main.rows[0]?.jit).toBe('off');
    const read = await t.database.reader.query<{ jit: string }>([PARTNER_A], {
      name: 'jit',
      text: 'show jit',
      values: [],
    });
    expect(read[0]?.jit).toBe('off');
  });
});
