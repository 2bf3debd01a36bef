import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROLE } from '../../platform/db/client.ts';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, type TestApp } from '../../test/test-app.ts';
import { type OwnedRows, seedOwnedRows, seedPartners } from './partners.fixtures.ts';

/**
 * Row-level security is the second wall behind the repositories' own `partner_guid` filters: a query that forgets
 * the filter, run as the app role, still sees only the partners of its transaction's scope.
 */
let t: TestApp;
let a: OwnedRows;
let b: OwnedRows;
const OWNED = ['products', 'customers', 'policies', 'payments', 'claims', 'partner_configs'] as const;

beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t.owner, [
    { guid: PARTNER_A, code: 'PA' },
    { guid: PARTNER_B, code: 'PB' },
  ]);
  a = await seedOwnedRows(t.owner, PARTNER_A, 1);
  b = await seedOwnedRows(t.owner, PARTNER_B, 2);
});
afterAll(() => t.close());

/** A session as the app role (what request queries run as), in a transaction rolled back afterwards. */
async function asApp<T>(scope: string | undefined, fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
  const c = await t.owner.connect();
  try {
    await c.query('begin');
    await c.query(`set local role ${APP_ROLE}`);
    if (scope !== undefined) await c.query(`select set_config('app.partner_guids', $1, true)`, [scope]);
    return await fn(c);
  } finally {
    await c.query('rollback');
    c.release();
  }
}

const partnersSeen = (c: pg.PoolClient, table: string) =>
  c.query(`select distinct partner_guid from ${table}`).then((r) => r.rows.map((x) => x.partner_guid));

describe('row-level security', () => {
  it('the owner sees both partners (the rows exist)', async () => {
    for (const table of OWNED) {
      const r = await t.owner.query(`select count(distinct partner_guid)::int n from ${table}`);
      expect(r.rows[0].n, table).toBe(2);
    }
  });

  it('the app role without a scope sees no rows at all', async () => {
    await asApp(undefined, async (c) => {
      const role = await c.query('select current_user');
      expect(role.rows[0].current_user).toBe(APP_ROLE);
      for (const table of OWNED) expect(await partnersSeen(c, table), table).toEqual([]);
    });
  });

  it("partner A's scope sees only A's rows, even by B's keys", async () => {
    await asApp(PARTNER_A, async (c) => {
      for (const table of OWNED) expect(await partnersSeen(c, table), table).toEqual([PARTNER_A]);
      const byKey = await c.query('select guid from customers where guid = $1', [b.customer]);
      expect(byKey.rowCount).toBe(0);
      const updated = await c.query("update claims set status = 'closed' where guid = $1", [b.claim]);
      expect(updated.rowCount).toBe(0);
      const deleted = await c.query('delete from payments where guid = $1', [b.payment]);
      expect(deleted.rowCount).toBe(0);
    });
    const still = await t.owner.query('select status from claims where guid = $1', [b.claim]);
    expect(still.rows[0].status).toBe('decision_pending');
  });

  it("an insert for partner B under A's scope is refused", async () => {
    await asApp(PARTNER_A, async (c) => {
      await expect(
        c.query(
          `insert into customers (partner_guid, guid, msisdn, full_name) values ($1, gen_random_uuid(), '254711000999', 'Intruder')`,
          [PARTNER_B],
        ),
      ).rejects.toThrow(/row-level security/);
    });
    await asApp(PARTNER_A, async (c) => {
      // Moving A's row to B is refused too.
      await expect(
        c.query('update customers set partner_guid = $1 where guid = $2', [PARTNER_B, a.customer]),
      ).rejects.toThrow(/row-level security|foreign key/);
    });
    const n = await t.owner.query("select count(*)::int n from customers where full_name = 'Intruder'");
    expect(n.rows[0].n).toBe(0);
  });

  it('the application connection itself runs as the app role', async () => {
    const seen = await t.database.db.execute('select current_user as u');
    expect((seen.rows[0] as { u: string }).u).toBe(APP_ROLE);
    const none = await t.database.db.execute('select count(*)::int n from customers');
    expect((none.rows[0] as { n: number }).n).toBe(0);
    const scoped = await t.database.scoped([PARTNER_B], (tx) => tx.execute('select partner_guid from customers'));
    expect(scoped.rows).toEqual([{ partner_guid: PARTNER_B }]);
  });
});

describe('customers: one partition per partner', () => {
  const partitionOf = (partner: string) => `customers_${partner.replaceAll('-', '')}`;

  it("each partner's customers live in that partner's partition, and only there", async () => {
    const r = await t.owner.query('select tableoid::regclass::text as part, partner_guid from customers');
    expect(r.rows.length).toBeGreaterThan(0);
    for (const row of r.rows) expect(row.part).toBe(partitionOf(row.partner_guid));
  });

  it('a partner created by the app role gets its partition, which the app role cannot read directly', async () => {
    const guid = '019a0000-0000-7000-8000-00000000c0de';
    await asApp(PARTNER_A, async (c) => {
      await c.query(`insert into partners (guid, name, code, country_code) values ($1, 'New', 'PNEW', 'KE')`, [guid]);
      const part = await c.query('select to_regclass($1)::text as part', [partitionOf(guid)]);
      expect(part.rows[0].part).toBe(partitionOf(guid));
      await c.query('savepoint direct');
      await expect(c.query(`select * from ${partitionOf(guid)}`)).rejects.toThrow(/permission denied/);
      await c.query('rollback to savepoint direct');
      // Through customers, with the new partner in scope, its customers are written and found as any others.
      await c.query(`select set_config('app.partner_guids', $1, true)`, [guid]);
      await c.query(
        `insert into customers (partner_guid, guid, msisdn, full_name) values ($1, gen_random_uuid(), '254711000777', 'Newcomer')`,
        [guid],
      );
      const seen = await c.query('select tableoid::regclass::text as part from customers');
      expect(seen.rows).toEqual([{ part: partitionOf(guid) }]);
    });
  });
});

describe('partner isolation over HTTP', () => {
  const userOfA = adminOf(PARTNER_A);

  it("a user of A asking for B's data gets 403 or 404 and no B row", async () => {
    const asks: { method: 'GET'; url: string; partner?: string }[] = [
      { method: 'GET', url: '/api/dashboard/summary', partner: PARTNER_B },
      { method: 'GET', url: '/api/audit_events', partner: PARTNER_B },
      { method: 'GET', url: '/api/partners_config', partner: PARTNER_B },
      { method: 'GET', url: '/api/partners_config_claim', partner: PARTNER_B },
      { method: 'GET', url: '/api/feature-flags', partner: PARTNER_B },
      { method: 'GET', url: `/api/partners/${PARTNER_B}` },
      { method: 'GET', url: `/api/partners/${PARTNER_B}`, partner: PARTNER_A },
    ];
    for (const ask of asks) {
      const res = await t.call(userOfA, ask);
      expect([403, 404], `${ask.url} ${ask.partner}`).toContain(res.statusCode);
      expect(res.body).not.toContain('PB');
    }
    const list = await t.call(userOfA, { method: 'GET', url: '/api/partners' });
    expect(list.json().items.map((p: { guid: string }) => p.guid)).toEqual([PARTNER_A]);
  });
});
