import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, type TestApp } from '../../test/test-app.ts';
import { seedPartners } from '../products/test-fixtures.ts';
import { REFERENCE_CHANGED_CHANNEL, searchHospitals } from './reference.service.ts';

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

  it('answers a repeated search from its cache, and forgets it when the partner’s list changes here or elsewhere', async () => {
    const admin = adminOf(PARTNER_A);
    const search = async () =>
      (
        await t.call(admin, {
          method: 'GET',
          url: '/api/configs/hospitals',
          query: { query: 'cachedword' },
          partner: PARTNER_A,
        })
      ).json() as { items: { guid: string; name: string; town: string | null }[]; count: number };
    const titles = async () => (await search()).items.map((h) => h.name);
    expect(await titles()).toEqual([]);
    // A change through the API is seen at once by this process.
    const added = t.database.notifications.expect(REFERENCE_CHANGED_CHANNEL, PARTNER_A);
    const created = await t.call(admin, {
      method: 'POST',
      url: '/api/configs/hospitals',
      payload: { code: 'CW1', name: 'Cachedword Clinic', country_code: 'KE' },
      partner: PARTNER_A,
    });
    expect(created.statusCode).toBe(201);
    expect(await titles()).toEqual(['Cachedword Clinic']);
    await added; // (its NOTIFY, heard later, forgets the partner's answers again)
    expect(await titles()).toEqual(['Cachedword Clinic']);
    const towns = async () => (await search()).items.map((h) => h.town);
    expect(await towns()).toEqual([null]);
    // Kept: a change the triggers do not report (session_replication_role skips them) is not seen yet…
    const quiet = await t.owner.connect();
    await quiet.query('set session_replication_role = replica');
    await quiet.query("update hospitals set town = 'Unseen' where code = 'CW1' and partner_guid = $1", [PARTNER_A]);
    quiet.release(true);
    expect(await towns()).toEqual([null]);
    // …nor forgotten by another partner's change…
    const other = t.database.notifications.expect(REFERENCE_CHANGED_CHANNEL, PARTNER_B);
    await t.owner.query("update hospitals set town = 'Abidjan' where partner_guid = $1", [PARTNER_B]);
    await other;
    expect(await towns()).toEqual([null]);
    // …but a write of this partner's list in another connection (another process, a job) is, once its commit's
    // NOTIFY arrives.
    const heard = t.database.notifications.expect(REFERENCE_CHANGED_CHANNEL, PARTNER_A);
    await t.owner.query("update hospitals set town = 'Kisumu' where code = 'CW1' and partner_guid = $1", [PARTNER_A]);
    await heard;
    expect(await towns()).toEqual(['Kisumu']);
    const removedByOther = t.database.notifications.expect(REFERENCE_CHANGED_CHANNEL, PARTNER_A);
    await t.owner.query("delete from hospitals where code = 'CW1' and partner_guid = $1", [PARTNER_A]);
    await removedByOther;
    expect(await titles()).toEqual([]);
  });
});
