import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, type TestApp } from '../../test/test-app.ts';
import { seedPartners } from '../products/test-fixtures.ts';

// The word index (migration 0013) must answer exactly what a plain scan of the list answers: same matches, same
// order (an exact code first, then lower(name) COLLATE "C", guid). The oracle below is written without LIKE, so an
// escaping slip in the search cannot hide in both.
let t: TestApp;

const WORDS = [
  'Royal',
  'royale',
  'St',
  'Mary',
  "Mary's",
  'Mercy',
  'Kisumu',
  'Nairobi',
  'Hôpital',
  'Général',
  'Hospital',
  '50%',
  'a_b',
  'Grace',
  'Thika',
  '77',
  '177',
  'Clinic',
  'Étoile',
  'back\\slash',
];
const SEPARATORS = [' ', ' ', ' ', '  ', '\t'];

function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t.owner);
  const r = rng(7);
  const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)]!;
  const rows: [string, string, string, string][] = [];
  for (let i = 0; i < 400; i++) {
    const n = 1 + Math.floor(r() * 4);
    let name = pick(WORDS);
    for (let k = 1; k < n; k++) name += pick(SEPARATORS) + pick(WORDS);
    const partner = i % 5 === 4 ? PARTNER_B : PARTNER_A;
    rows.push([partner, i % 37 === 0 ? `ROYAL${i}` : `H${String(i).padStart(4, '0')}`, name, i % 3 ? 'KE' : 'CI']);
  }
  rows.push([PARTNER_A, 'royal', 'Zeta exact code', 'KE'], [PARTNER_A, 'ROYAL', 'Alpha other case code', 'CI']);
  // Common words (over 2,000 entries each), so that a query of several of them takes the trigram shortcut when few
  // hospitals hold the whole query, and walks the words when many do.
  for (let i = 0; i < 4400; i++)
    rows.push([PARTNER_A, `C${i}`, `${i % 2 ? 'Grace Thika' : 'Mercy Kisumu'} Hospital ${i}`, i % 3 ? 'KE' : 'CI']);
  for (let i = 0; i < 3; i++) rows.push([PARTNER_A, `GT77-${i}`, `Grace Thika 77 Annex ${i}`, 'KE']);
  await t.owner.query(
    `insert into hospitals (partner_guid, guid, code, name, country_code)
     select p::uuid, gen_random_uuid(), c, n, k from unnest($1::text[], $2::text[], $3::text[], $4::text[]) u(p, c, n, k)`,
    [rows.map((x) => x[0]), rows.map((x) => x[1]), rows.map((x) => x[2]), rows.map((x) => x[3])],
  );
  await t.owner.query(
    `insert into health_diagnoses (partner_guid, guid, code, name) values
     ($1, gen_random_uuid(), 'B50', 'Plasmodium falciparum malaria'), ($1, gen_random_uuid(), 'B54', 'Malaria, unspecified'),
     ($1, gen_random_uuid(), 'A01', 'Typhoid fever'), ($2, gen_random_uuid(), 'B51', 'Vivax malaria')`,
    [PARTNER_A, PARTNER_B],
  );
});
afterAll(() => t.close());

type Kind = 'hospitals' | 'health_diagnoses';

/** Every match in rank order, by a plain scan (strpos / starts_with instead of LIKE). */
async function oracle(kind: Kind, partner: string, query: string, country: string | null) {
  const q = query.trim().toLowerCase();
  const { rows } = await t.owner.query<{ guid: string }>(
    `select guid from ${kind} where partner_guid = $1
       and ${kind === 'hospitals' ? '($3::text is null or country_code = $3)' : '$3::text is null'}
       and (starts_with(lower(code), $2) or case when length($2) >= 3 then strpos(lower(name), $2) > 0
                                                 else starts_with(lower(name), $2) end)
     order by lower(code) = $2 desc, case when lower(code) = $2 then guid end, lower(name) collate "C", guid`,
    [partner, q, kind === 'hospitals' ? country : null],
  );
  return rows.map((r) => r.guid);
}

async function search(kind: Kind, partner: string, query: string, country: string | null, limit: number, offset = 0) {
  const { rows } = await t.database.scoped([partner], (tx) =>
    tx.execute<{ guid: string | null; total: number; more: boolean }>(
      sql`select guid, total, more from reference_search(${kind}, ${partner}::uuid, ${query}, ${country}, ${limit}, ${offset})`,
    ),
  );
  return {
    guids: rows.map((r) => r.guid).filter((g): g is string => g !== null),
    total: Number(rows[0]!.total),
    more: rows[0]!.more,
  };
}

const QUERIES = [
  'royal',
  'ROYAL ',
  'oyal',
  'royale',
  'mary',
  "mary's",
  'st mary',
  't mar',
  'st  mary',
  'mercy kisumu',
  'cy kis',
  'hospital 77',
  'pital 17',
  'hôpital général',
  'éral',
  '50%',
  '0%',
  '%',
  'a_b',
  '_b ',
  'back\\slash',
  'h00',
  'h01',
  'royal1',
  'grace thika 77',
  'grace thika hospital',
  'mercy kisumu hospital',
  'thika mercy',
  'kisumu  grace',
  'ace thika 77 ann',
  'kisumu\tgrace',
  'mary mary',
  'nothing here',
  'ro',
  'h0',
  'st',
  'Ét',
];

describe('hospital search through the word index', () => {
  it('answers what a plain scan answers, in the same order, for every page', async () => {
    for (const query of QUERIES)
      for (const country of [null, 'KE'])
        for (const [limit, offset] of [
          [10, 0],
          [3, 2],
          [50, 0],
          [5, 40],
        ] as const) {
          const all = await oracle('hospitals', PARTNER_A, query, country);
          const got = await search('hospitals', PARTNER_A, query, country, limit, offset);
          const where = `${JSON.stringify(query)} country ${country} page ${limit}/${offset}`;
          expect(got.guids, where).toEqual(all.slice(offset, offset + limit));
          expect(got.more, where).toBe(all.length > offset + limit);
          const q = query.trim();
          // From 3 characters the search stops at the page; shorter ones count up to 1000, as before.
          const total = q.length >= 3 && all.length > offset + limit ? offset + limit + 1 : all.length;
          expect(got.total, where).toBe(total);
        }
  });

  it('finds a few queries the expected way (word order, accents and the exact code)', async () => {
    const exact = await search('hospitals', PARTNER_A, 'royal', null, 3);
    const codes = await t.owner.query<{ code: string }>(
      'select code from hospitals where guid = any($1) order by array_position($1, guid)',
      [exact.guids],
    );
    // Both codes equal to the query come first (in guid order), whatever their names.
    expect(
      codes.rows
        .slice(0, 2)
        .map((r) => r.code)
        .sort(),
    ).toEqual(['ROYAL', 'royal']);
    expect((await search('hospitals', PARTNER_A, 'général', null, 5)).guids.length).toBeGreaterThan(0);
  });

  it('keeps the word index in step with inserts, renames and removals', async () => {
    const name = 'Quokka Referral Centre';
    const { rows } = await t.owner.query<{ guid: string }>(
      `insert into hospitals (partner_guid, guid, code, name, country_code)
       values ($1, gen_random_uuid(), 'QK1', $2, 'KE') returning guid`,
      [PARTNER_A, name],
    );
    const guid = rows[0]!.guid;
    expect((await search('hospitals', PARTNER_A, 'okka referral', null, 5)).guids).toEqual([guid]);
    await t.owner.query(`update hospitals set name = 'Wombat Centre' where guid = $1`, [guid]);
    expect((await search('hospitals', PARTNER_A, 'quokka', null, 5)).guids).toEqual([]);
    expect((await search('hospitals', PARTNER_A, 'wombat cen', null, 5)).guids).toEqual([guid]);
    await t.owner.query('delete from hospitals where guid = $1', [guid]);
    expect((await search('hospitals', PARTNER_A, 'wombat', null, 5)).guids).toEqual([]);
    // The word counts equal a count from scratch, and no entry outlives its row.
    const drift = await t.owner.query(
      `select w.partner_guid, w.list, w.word, w.entries, c.n from reference_name_words w
       full join (select partner_guid, list, word, count(*)::int n from reference_word_entries group by 1, 2, 3) c
         using (partner_guid, list, word)
       where w.entries is distinct from c.n`,
    );
    expect(drift.rows).toEqual([]);
    const orphans = await t.owner.query(
      `select e.* from reference_word_entries e
       where e.list = 'hospitals' and not exists (select 1 from hospitals h where h.guid = e.guid)`,
    );
    expect(orphans.rows).toEqual([]);
  });

  it('searches diagnoses the same way, each partner its own', async () => {
    for (const query of ['malaria', 'aria', 'falciparum mal', 'b5', 'typhoid fever', 'nope nope']) {
      expect((await search('health_diagnoses', PARTNER_A, query, null, 10)).guids, query).toEqual(
        await oracle('health_diagnoses', PARTNER_A, query, null),
      );
    }
    const b = await search('health_diagnoses', PARTNER_B, 'malaria', null, 10);
    expect(b.guids).toEqual(await oracle('health_diagnoses', PARTNER_B, 'malaria', null));
    expect(b.guids).toHaveLength(1);
  });

  it('answers `more` over HTTP and never reads another partner’s words', async () => {
    const res = await t.call(adminOf(PARTNER_A), {
      method: 'GET',
      url: '/api/configs/hospitals',
      query: { query: 'royal', size: '2' },
      partner: PARTNER_A,
    });
    expect(res.statusCode).toBe(200);
    expect([res.json().items.length, res.json().count, res.json().more]).toEqual([2, 3, true]);
    const inB = await t.call(adminOf(PARTNER_B), {
      method: 'GET',
      url: '/api/configs/hospitals',
      query: { query: 'royal', size: '100' },
      partner: PARTNER_B,
    });
    const bGuids = new Set(
      (
        await t.owner.query<{ guid: string }>('select guid from hospitals where partner_guid = $1', [PARTNER_B])
      ).rows.map((r) => r.guid),
    );
    expect(inB.json().items.length).toBeGreaterThan(0);
    for (const h of inB.json().items) expect(bGuids.has(h.guid)).toBe(true);
    // The app role reads the word tables only in its own scope (row-level security is forced on them).
    const seen = await t.database.scoped([PARTNER_B], (tx) =>
      tx.execute<{ p: string }>(sql`select distinct partner_guid::text p from reference_word_entries`),
    );
    expect(seen.rows.map((r) => r.p)).toEqual([PARTNER_B]);
  });
});
