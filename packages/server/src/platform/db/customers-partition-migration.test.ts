import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MIGRATIONS_DIR, migrateDatabase } from './migrate.ts';

/**
 * Migration 0009 turns `customers` into one partition per partner. This upgrades a database built by the migrations
 * before it, holding customers of two partners and rows that point at them, and checks nothing is lost.
 */
const PARTNERS = ['0190a000-0000-7000-8000-0000000000a1', '0190a000-0000-7000-8000-0000000000b2'];
let admin: pg.Client;
let db: pg.Client;
let name: string;
let before: string;

/** The migrations folder as it stood before `tag`: the same files, with a journal that stops short of it. */
function migrationsBefore(tag: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coverdesk-migrations-'));
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8'));
  const at = journal.entries.findIndex((e: { tag: string }) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

beforeAll(async () => {
  const base = inject('databaseUrl');
  name = `coverdesk_t_${process.pid}_mig${Math.random().toString(36).slice(2, 6)}`;
  admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const u = new URL(base);
  u.pathname = `/${name}`;
  before = migrationsBefore('0009_customers_by_partner');
  await migrateDatabase(u.toString(), before);
  db = new pg.Client({ connectionString: u.toString() });
  await db.connect();
  await db.query(
    "insert into countries (code, name, currency_code, dialing_code, phone_digits) values ('KE', 'Kenya', 'KES', '254', 9)",
  );
  for (const [i, p] of PARTNERS.entries()) {
    await db.query(`insert into partners (guid, name, code, country_code) values ($1, $2, $3, 'KE')`, [
      p,
      `P${i}`,
      `P${i}`,
    ]);
    await db.query(
      `insert into customers (partner_guid, guid, msisdn, full_name)
       select $1, gen_random_uuid(), '2547' || lpad((${i} * 1000 + n)::text, 8, '0'), 'Amina Wanjiru ' || n
       from generate_series(1, 50) n`,
      [p],
    );
  }
  await db.query(
    `insert into dependants (partner_guid, guid, customer_guid, full_name, relationship, gender)
     select partner_guid, gen_random_uuid(), guid, 'Child of ' || full_name, 'Child', 'female' from customers`,
  );
  await migrateDatabase(u.toString());
});

afterAll(async () => {
  await db?.end();
  await admin.query(`drop database if exists "${name}" with (force)`).catch(() => {});
  await admin.end();
  fs.rmSync(before, { recursive: true, force: true });
});

describe('migration 0009: customers by partner', () => {
  it('keeps every customer, each in its partner partition, with its stored name key', async () => {
    const r = await db.query(
      `select tableoid::regclass::text as part, partner_guid, count(*)::int as n, bool_and(name_key = lower(full_name)) as keyed
       from customers group by 1, 2 order by 2`,
    );
    expect(r.rows).toEqual(
      PARTNERS.map((p) => ({ part: `customers_${p.replaceAll('-', '')}`, partner_guid: p, n: 50, keyed: true })),
    );
  });

  it('puts back the foreign keys that point at customers', async () => {
    const fks = await db.query(
      "select conrelid::regclass::text as tbl from pg_constraint where confrelid = 'customers'::regclass and contype = 'f'",
    );
    expect(fks.rows.map((r) => r.tbl)).toContain('dependants');
    const orphan = db.query(
      `insert into dependants (partner_guid, guid, customer_guid, full_name, relationship, gender)
       values ($1, gen_random_uuid(), gen_random_uuid(), 'Nobody', 'Child', 'male')`,
      [PARTNERS[0]],
    );
    await expect(orphan).rejects.toThrow(/foreign key/);
    // ON DELETE CASCADE still holds through the partition.
    await db.query("delete from customers where full_name = 'Amina Wanjiru 1'");
    const left = await db.query(
      "select count(*)::int as n from dependants where full_name = 'Child of Amina Wanjiru 1'",
    );
    expect(left.rows[0].n).toBe(0);
  });

  it('keeps row-level security on customers and the name indexes on every partition', async () => {
    const rls = await db.query("select relrowsecurity, relforcerowsecurity from pg_class where relname = 'customers'");
    expect(rls.rows[0]).toEqual({ relrowsecurity: true, relforcerowsecurity: true });
    // Since 0013: the names' trigram index on customer_names, the name's customers by a b-tree on customers.
    for (const index of ['customer_names_trgm_idx', 'customers_name_key_idx']) {
      const idx = await db.query(
        `select count(*)::int as n from pg_inherits i join pg_class c on c.oid = i.inhrelid
         where i.inhparent = $1::regclass`,
        [index],
      );
      expect(idx.rows[0].n, index).toBe(PARTNERS.length);
    }
  });

  it('fills customer_names (migration 0013) with each partner’s distinct name keys, and follows removals', async () => {
    const names = await db.query(
      `select n.partner_guid, count(*)::int as n from customer_names n group by 1 order by 1`,
    );
    // 50 names per partner; the test above removed 'Amina Wanjiru 1' of both partners, and with it the name.
    expect(names.rows).toEqual(PARTNERS.map((p) => ({ partner_guid: p, n: 49 })));
  });
});
