import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MIGRATIONS_DIR, migrateDatabase } from './migrate.ts';

/**
 * Migration 0038 allows one live debit order per policy. This upgrades a database built by the migrations before it
 * whose policy has three live orders (an older pending one, an active one, a newer pending one) and another policy
 * with one: the active order stays, the others are cancelled with an audit event each, and the index then holds.
 */
const PARTNER = '0190a000-0000-7000-8000-0000000000c3';
const TAG = '0039_money_keys_and_debit_order_per_policy';
let admin: pg.Client;
let db: pg.Client;
let name: string;
let before: string;

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

const order = (policy: string, reference: string, status: string, createdAt: string) =>
  db.query(
    `insert into debit_orders (partner_guid, guid, customer_guid, policy_guid, bank_detail_guid, bank_name,
       account_holder, account_number, amount_in_cents, day, start_date, msisdn, reference, mandate_reference,
       mandate_status, created_at)
     select partner_guid, gen_random_uuid(), customer_guid, guid, gen_random_uuid(), 'Absa', 'Holder', '61234561',
       20000, 10, current_date, '254700000001', $2, 'MD-' || $2, $3, $4::timestamptz
     from policies where guid = $1`,
    [policy, reference, status, createdAt],
  );

beforeAll(async () => {
  const base = inject('databaseUrl');
  name = `coverdesk_t_${process.pid}_mig${Math.random().toString(36).slice(2, 6)}`;
  admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const u = new URL(base);
  u.pathname = `/${name}`;
  before = migrationsBefore(TAG);
  await migrateDatabase(u.toString(), before);
  db = new pg.Client({ connectionString: u.toString() });
  await db.connect();
  await db.query(
    "insert into countries (code, name, currency_code, dialing_code, phone_digits) values ('KE', 'Kenya', 'KES', '254', 9)",
  );
  await db.query(`insert into partners (guid, name, code, country_code) values ($1, 'P', 'P', 'KE')`, [PARTNER]);
  const product = (
    await db.query(
      `insert into products (partner_guid, guid, code, name, type, cover_type, granularity, cardinality, payment_method,
         minimum_age, maximum_age, cool_off_hours, waiting_days)
       values ($1, gen_random_uuid(), 'HC', 'Hospital cash', 'hospital', 'individual', 'monthly', 'principal',
         'strike_money', 18, 65, 24, 30) returning guid`,
      [PARTNER],
    )
  ).rows[0].guid;
  for (const n of [1, 2]) {
    const customer = (
      await db.query(
        `insert into customers (partner_guid, guid, msisdn, full_name) values ($1, gen_random_uuid(), $2, 'Holder')
         returning guid`,
        [PARTNER, `25470000000${n}`],
      )
    ).rows[0].guid;
    await db.query(
      `insert into policies (partner_guid, guid, policy_number, customer_guid, product_guid, premium_cents, granularity,
         start_date, status) values ($1, gen_random_uuid(), $2, $3, $4, 20000, 'monthly', current_date, 'active')`,
      [PARTNER, `POL-${n}`, customer, product],
    );
  }
  const policy = async (n: number) =>
    (await db.query('select guid from policies where policy_number = $1', [`POL-${n}`])).rows[0].guid as string;
  const one = await policy(1);
  await order(one, 'OLD-PENDING', 'pending_authentication', '2026-01-01T00:00:00Z');
  await order(one, 'ACTIVE', 'active', '2026-02-01T00:00:00Z');
  await order(one, 'NEW-PENDING', 'pending_authentication', '2026-03-01T00:00:00Z');
  await order(one, 'REJECTED', 'rejected', '2025-12-01T00:00:00Z');
  await order(await policy(2), 'ALONE', 'pending_authentication', '2026-01-01T00:00:00Z');
  await migrateDatabase(u.toString());
});

afterAll(async () => {
  await db?.end();
  await admin.query(`drop database if exists "${name}" with (force)`).catch(() => {});
  await admin.end();
  fs.rmSync(before, { recursive: true, force: true });
});

describe('migration 0038: one live debit order per policy', () => {
  it('keeps the active order of a policy with several, cancels the others with an audit event each', async () => {
    const r = await db.query(
      'select reference, mandate_status, cancelled_at is not null as cancelled from debit_orders order by reference',
    );
    expect(r.rows).toEqual([
      { reference: 'ACTIVE', mandate_status: 'active', cancelled: false },
      { reference: 'ALONE', mandate_status: 'pending_authentication', cancelled: false },
      { reference: 'NEW-PENDING', mandate_status: 'cancelled', cancelled: true },
      { reference: 'OLD-PENDING', mandate_status: 'cancelled', cancelled: true },
      { reference: 'REJECTED', mandate_status: 'rejected', cancelled: false },
    ]);
    const audits = await db.query(
      `select a.action, a.before->>'mandate_status' as before, a.reason from audit_events a
       join debit_orders d on d.guid::text = a.entity_guid where a.entity_type = 'debit_order' order by d.reference`,
    );
    expect(audits.rows).toHaveLength(2);
    expect(audits.rows[0]).toMatchObject({ action: 'delete', before: 'pending_authentication' });
    expect(audits.rows[0].reason).toMatch(/one per policy/);
  });

  it('then refuses a second live order on a policy', async () => {
    await expect(
      db.query(
        `insert into debit_orders (partner_guid, guid, customer_guid, policy_guid, bank_detail_guid, bank_name,
           account_holder, account_number, amount_in_cents, day, start_date, msisdn, reference, mandate_reference,
           mandate_status)
         select partner_guid, gen_random_uuid(), customer_guid, policy_guid, bank_detail_guid, bank_name, account_holder,
           account_number, amount_in_cents, day, start_date, msisdn, 'SECOND', 'MD-SECOND', 'pending_authentication'
         from debit_orders where reference = 'ACTIVE'`,
      ),
    ).rejects.toThrow(/debit_orders_one_live_per_policy/);
  });
});
