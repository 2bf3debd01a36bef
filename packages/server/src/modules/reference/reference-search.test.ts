import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, type TestApp } from '../../test/test-app.ts';
import { seedPartners } from '../products/test-fixtures.ts';
import { searchHospitals } from './reference.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t.owner);
  // 1 500 hospitals: code D00001…, names "Clinic 00001 Dense"… plus a few that sort before them.
  await t.owner.query(
    `insert into hospitals (partner_guid, guid, code, name, country_code)
     select $1::uuid, gen_random_uuid(), 'D' || lpad(i::text, 5, '0'), 'Clinic ' || lpad(i::text, 5, '0') || ' Dense', 'KE'
     from generate_series(1, 1500) i`,
    [PARTNER_A],
  );
  await t.owner.query(
    `insert into hospitals (partner_guid, guid, code, name, country_code) values
     ($1, gen_random_uuid(), 'ZDENSE', 'Zulu dense hospital', 'KE'),
     ($1, gen_random_uuid(), 'A1', 'Alpha', 'KE'),
     ($2, gen_random_uuid(), 'B1', 'Clinic of partner B Dense', 'CI')`,
    [PARTNER_A, PARTNER_B],
  );
});
afterAll(() => t.close());

const names = (r: { items: { name: string }[] }) => r.items.map((h) => h.name);

describe('hospital search', () => {
  it('pages dense matches in name order, stopping at the page: `more` instead of a full count', async () => {
    const p1 = await searchHospitals(t.database, PARTNER_A, 'dense', 3);
    expect([p1.count, p1.more]).toEqual([4, true]);
    expect(names(p1)).toEqual(['Clinic 00001 Dense', 'Clinic 00002 Dense', 'Clinic 00003 Dense']);
    const p2 = await t.call(adminOf(PARTNER_A), {
      method: 'GET',
      url: '/api/configs/hospitals',
      query: { query: 'dense', page: '2', size: '3' },
      partner: PARTNER_A,
    });
    expect([p2.json().count, p2.json().more]).toEqual([7, true]);
    expect(p2.json().items.map((h: { name: string }) => h.name)).toEqual([
      'Clinic 00004 Dense',
      'Clinic 00005 Dense',
      'Clinic 00006 Dense',
    ]);
  });

  it('puts an exact code first, then sparse matches by name', async () => {
    const r = await searchHospitals(t.database, PARTNER_A, 'zdense', 5);
    expect(names(r)).toEqual(['Zulu dense hospital']);
    const code = await searchHospitals(t.database, PARTNER_A, 'D00150', 5);
    expect(r.count).toBe(1);
    expect(names(code)).toEqual(['Clinic 00150 Dense']);
    const prefix = await searchHospitals(t.database, PARTNER_A, 'al', 5);
    expect(names(prefix)).toEqual(['Alpha']);
    const unfiltered = await searchHospitals(t.database, PARTNER_A, '', 2);
    expect([unfiltered.count, unfiltered.more]).toEqual([1502, true]);
    expect(names(unfiltered)).toEqual(['Alpha', 'Clinic 00001 Dense']);
    // A page past the end answers the total with no guid.
    const beyond = await t.database.scoped([PARTNER_A], (tx) =>
      tx.execute(
        sql`select guid, total, more from reference_search('hospitals', ${PARTNER_A}::uuid, 'zdense', null, 5, 10)`,
      ),
    );
    expect(beyond.rows).toEqual([{ guid: null, total: 1, more: false }]);
    // The last page of a broad term: exact total, nothing more.
    const last = await t.call(adminOf(PARTNER_A), {
      method: 'GET',
      url: '/api/configs/hospitals',
      query: { query: 'dense', page: '16', size: '100' },
      partner: PARTNER_A,
    });
    expect([last.json().items.length, last.json().count, last.json().more]).toEqual([1, 1501, false]);
  });

  it('never searches a partner outside the transaction’s scope', async () => {
    await expect(
      t.database.scoped([PARTNER_B], (tx) =>
        tx.execute(sql`select * from reference_search('hospitals', ${PARTNER_A}::uuid, 'dense', null, 5, 0)`),
      ),
    ).rejects.toThrow();
    const b = await searchHospitals(t.database, PARTNER_B, 'dense', 5);
    expect(names(b)).toEqual(['Clinic of partner B Dense']);
  });
});
