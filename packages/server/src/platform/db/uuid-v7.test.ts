import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
let db: pg.Client;
beforeAll(async () => {
  testDb = await createTestDatabase();
  db = new pg.Client({ connectionString: testDb.url });
  await db.connect();
});
afterAll(async () => {
  await db.end();
  await testDb.drop();
});

describe('one uuid v7 function in SQL (migration 0041)', () => {
  it('cd_uuidv7 answers time-ordered v7 uuids; cd_uuid_v7 is only its alias', async () => {
    const { rows } = await db.query<{ a: string; b: string }>(
      'select cd_uuidv7()::text as a, cd_uuid_v7()::text as b from generate_series(1, 50)',
    );
    for (const r of rows) {
      expect(r.a).toMatch(UUID_V7);
      expect(r.b).toMatch(UUID_V7);
    }
    const later = (await db.query<{ a: string }>('select cd_uuidv7()::text as a')).rows[0]!.a;
    expect(later.slice(0, 8) >= rows[0]!.a.slice(0, 8)).toBe(true);
    const alias = await db.query<{ src: string }>(`select prosrc as src from pg_proc where proname = 'cd_uuid_v7'`);
    expect(alias.rows[0]!.src.trim()).toBe('SELECT cd_uuidv7()');
  });

  it('no function of the schema but cd_uuidv7 itself calls gen_random_uuid()', async () => {
    const { rows } = await db.query<{ name: string }>(
      `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.prosrc like '%gen_random_uuid()%' order by 1`,
    );
    expect(rows.map((r) => r.name)).toEqual(['cd_uuidv7']);
  });
});
