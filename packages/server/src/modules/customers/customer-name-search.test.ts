import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, type TestApp } from '../../test/test-app.ts';
import { findCustomers } from './customer-search.ts';
import { insertCustomer, seedPartners } from './customers.fixtures.ts';

// Name search walks the distinct name keys of the partner (customer_names, migration 0013). It must rank exactly as a
// nearest-first scan of the customers themselves would, and customer_names must follow every insert, rename and
// removal, whatever the statement.
let t: TestApp;
const FIRST = ['Amina', 'Brian', 'Chloé', 'Moïse', 'Njeri', 'Thérèse', 'Yao'];
const LAST = ['Achieng', 'Coulibaly', 'Étienne', 'Kamau', 'Koné', 'Odhiambo', 'Traoré', 'Yéo'];

beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t);
  // 300 customers over 7 × 8 × 8 names: names shared by several customers, as in a real population.
  let k = 0;
  const names: string[] = [];
  for (let i = 0; i < 300; i++) {
    k = (k * 31 + 17) % 448;
    names.push(`${FIRST[k % 7]} ${LAST[Math.floor(k / 7) % 8]} ${LAST[Math.floor(k / 56) % 8]}`);
  }
  await t.owner.query(
    `insert into customers (partner_guid, guid, msisdn, full_name, language, gender)
     select $1, gen_random_uuid(), '2547' || lpad(n::text, 8, '0'), name, 'en', 'female'
     from unnest($2::text[]) with ordinality u(name, n)`,
    [PARTNER_A, names],
  );
  await insertCustomer(t, PARTNER_A, { full_name: 'Njeri Koné Traoré' });
  await insertCustomer(t, PARTNER_A, { full_name: 'Njeri Koné Traoré' });
  await insertCustomer(t, PARTNER_B, { full_name: 'Njeri Kamau Traoré' });
});
afterAll(() => t.close());

/** The distances a nearest-first scan of every customer of the partner answers, in order (the oracle). */
async function nearestDistances(partner: string, query: string, n: number) {
  const { rows } = await t.owner.query<{ d: number }>(
    `select name_key <->> cd_normalize_name($2) as d from customers
     where partner_guid = $1 and name_key %> cd_normalize_name($2) order by 1 limit $3`,
    [partner, query, n],
  );
  return rows.map((r) => Number(r.d));
}

describe('customer name search through the distinct names', () => {
  it('ranks as a nearest-first scan of the customers: same distances, page by page', async () => {
    for (const q of [
      'Njeri Kone Traore',
      'traoré njeri',
      'AMINA',
      'amina yeo',
      'Chloe Etienne Kamau',
      'moise',
      'xyz',
    ]) {
      const all = await nearestDistances(PARTNER_A, q, 40);
      for (const [page, size] of [
        [1, 10],
        [2, 10],
        [3, 7],
      ] as const) {
        const r = await findCustomers(t.database, PARTNER_A, { name: q }, { page, size });
        const from = (page - 1) * size;
        expect(
          r.items.map((i) => 1 - (i.score ?? 0)),
          `${q} page ${page}`,
        ).toEqual(all.slice(from, from + size).map((d) => expect.closeTo(d, 5)));
        expect(r.more, `${q} page ${page}`).toBe(all.length > from + size);
      }
    }
  });

  it('is accent-, case- and word-order-insensitive, nearest first, and stays in the partner', async () => {
    const r = await findCustomers(t.database, PARTNER_A, { name: 'TRAORE kone NJERI' }, { page: 1, size: 5 });
    expect(r.items.length).toBeGreaterThan(0);
    for (const i of r.items) expect(i.full_name).toBe('Njeri Koné Traoré');
    expect(r.items[0]!.score).toBe(1);
    const scores = (await findCustomers(t.database, PARTNER_A, { name: 'amina' }, { page: 1, size: 10 })).items.map(
      (i) => i.score,
    );
    expect(scores).toEqual([...scores].sort((a, b) => (b ?? 0) - (a ?? 0)));
    const b = await findCustomers(t.database, PARTNER_B, { name: 'njeri kamau traore' });
    expect(b.items.map((i) => i.full_name)).toEqual(['Njeri Kamau Traoré']);
  });

  it('follows registration, renames and removals (customer_names holds exactly the name keys)', async () => {
    const register = await t.call(adminOf(PARTNER_A), {
      method: 'POST',
      url: '/api/customers/register',
      partner: PARTNER_A,
      payload: {
        msisdn: '0799 000 123',
        full_name: 'Zébulon Quattrocchi',
        date_of_birth: '1980-01-01',
        language: 'en',
        gender: 'male',
      },
    });
    expect(register.statusCode).toBe(201);
    const guid = register.json().guid as string;
    const found = async (q: string) =>
      (await findCustomers(t.database, PARTNER_A, { name: q })).items.map((i) => i.guid);
    expect(await found('zebulon quattrocchi')).toEqual([guid]);
    await t.owner.query(`update customers set full_name = 'Zacharie Quattrocchi' where guid = $1`, [guid]);
    expect(await found('zebulon')).toEqual([]);
    expect(await found('zacharie quattrocchi')).toEqual([guid]);
    // A rename that leaves other bearers keeps their name; a change that keeps the name keeps it too.
    await t.owner.query(`update customers set town = 'Kisumu' where guid = $1`, [guid]);
    expect(await found('zacharie quattrocchi')).toEqual([guid]);
    await t.owner.query(`delete from customers where guid = $1`, [guid]);
    expect(await found('zacharie quattrocchi')).toEqual([]);
    await t.owner.query(`delete from customers where partner_guid = $1 and full_name like 'Yao %'`, [PARTNER_A]);
    const drift = await t.owner.query(
      `select coalesce(n.partner_guid, c.partner_guid) p, coalesce(n.name_key, c.name_key) k
       from customer_names n full join (select distinct partner_guid, name_key from customers) c using (partner_guid, name_key)
       where n.name_key is null or c.name_key is null`,
    );
    expect(drift.rows).toEqual([]);
  });

  it('never loses a name when one transaction removes its last bearer while another adds one', async () => {
    const hasName = async () =>
      (await t.owner.query("select 1 from customer_names where name_key = 'ulla rasmussen'")).rowCount;
    const add = (c: pg.Client) =>
      c.query(
        `insert into customers (partner_guid, guid, msisdn, full_name, language, gender)
         values ($1, gen_random_uuid(), '2547' || lpad((random() * 1e8)::int::text, 8, '0'), 'Ulla Rasmussen', 'en', 'female')`,
        [PARTNER_A],
      );
    // Two sessions of their own (the owner pool holds only two connections, and asserts on it too).
    const url = (t.owner.options as { connectionString: string }).connectionString;
    const [a, b] = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })];
    await Promise.all([a.connect(), b.connect()]);
    try {
      // The remover first: the adder waits for it, then adds the name again.
      await add(a);
      await a.query('begin');
      await a.query("delete from customers where full_name = 'Ulla Rasmussen'");
      await b.query('begin');
      const adding = add(b).then(() => b.query('commit'));
      await new Promise((r) => setTimeout(r, 200));
      await a.query('commit');
      await adding;
      expect(await hasName()).toBe(1);
      // The adder first: the remover waits for it, then sees the new bearer and keeps the name.
      await b.query('begin');
      await add(b);
      await a.query('begin');
      // (b's new bearer is not visible to the delete: only the first one goes.)
      const removing = a
        .query("delete from customers where full_name = 'Ulla Rasmussen'")
        .then(() => a.query('commit'));
      await new Promise((r) => setTimeout(r, 200));
      await b.query('commit');
      await removing;
      expect(await hasName()).toBe(1);
      expect((await t.owner.query("select 1 from customers where full_name = 'Ulla Rasmussen'")).rowCount).toBe(1);
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
  });

  it('keeps customer_names behind row-level security, one partition per partner', async () => {
    const seen = await t.database.reader.query<{ p: string }>([PARTNER_B], {
      name: 'test_customer_names_scope',
      text: 'select distinct partner_guid::text p from customer_names',
      values: [],
    });
    expect(seen.map((r) => r.p)).toEqual([PARTNER_B]);
    const parts = await t.owner.query(
      `select c.relname, c.relforcerowsecurity from pg_inherits i join pg_class c on c.oid = i.inhrelid
       where i.inhparent = 'customer_names'::regclass order by 1`,
    );
    expect(parts.rows).toEqual(
      [PARTNER_A, PARTNER_B]
        .map((p) => ({ relname: `customer_names_${p.replaceAll('-', '')}`, relforcerowsecurity: true }))
        .sort((x, y) => x.relname.localeCompare(y.relname)),
    );
  });
});
