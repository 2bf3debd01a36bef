import type pg from 'pg';
import { uuidv7 } from 'uuidv7';

/**
 * Test fixtures written as the database owner (bypasses row-level security): countries, partners and a small chain
 * of partner-owned rows (product → customer → policy → payment, claim). Used by this folder's tests.
 */
export async function seedPartners(owner: pg.Pool, partners: { guid: string; code: string; name?: string }[]) {
  await owner.query(
    `insert into countries (code, name, currency_code, dialing_code, phone_digits)
     values ('KE', 'Kenya', 'KES', '254', 9) on conflict do nothing`,
  );
  for (const p of partners) {
    await owner.query(
      `insert into partners (guid, name, code, country_code) values ($1, $2, $3, 'KE') on conflict do nothing`,
      [p.guid, p.name ?? `Partner ${p.code}`, p.code],
    );
    await owner.query('insert into partner_configs (partner_guid) values ($1) on conflict do nothing', [p.guid]);
  }
}

export interface OwnedRows {
  product: string;
  customer: string;
  policy: string;
  payment: string;
  claim: string;
}

/** One product, customer, policy, payment and claim of a partner; `n` makes msisdns and references unique. */
export async function seedOwnedRows(
  db: pg.Pool | pg.PoolClient,
  partner: string,
  n: number,
  opts: { policyStatus?: string; claimStatus?: string; paymentAt?: string } = {},
): Promise<OwnedRows> {
  const r: OwnedRows = { product: uuidv7(), customer: uuidv7(), policy: uuidv7(), payment: uuidv7(), claim: uuidv7() };
  await db.query(
    `insert into products (partner_guid, guid, code, name, type, cover_type, granularity, cardinality, payment_method,
       minimum_age, maximum_age) values ($1, $2, $3, 'Hospital cash', 'hospital', 'individual', 'monthly', 'single',
       'strike_money', 18, 65)`,
    [partner, r.product, `HC${n}`],
  );
  await db.query(`insert into customers (partner_guid, guid, msisdn, full_name) values ($1, $2, $3, $4)`, [
    partner,
    r.customer,
    `2547000000${String(n).padStart(2, '0')}`,
    `Customer ${n}`,
  ]);
  await db.query(
    `insert into policies (partner_guid, guid, policy_number, customer_guid, product_guid, premium_cents, granularity,
       start_date, status) values ($1, $2, $3, $4, $5, 10000, 'monthly', '2026-01-01', $6)`,
    [partner, r.policy, `POL-${n}`, r.customer, r.product, opts.policyStatus ?? 'active'],
  );
  await db.query(
    `insert into payments (partner_guid, guid, policy_guid, customer_guid, amount_cents, effected_at, mno_reference,
       status) values ($1, $2, $3, $4, 10000, $5, $6, 'succeeded')`,
    [partner, r.payment, r.policy, r.customer, opts.paymentAt ?? new Date().toISOString(), `MNO-${n}`],
  );
  await db.query(
    `insert into claims (partner_guid, guid, claim_reference, customer_guid, policy_guid, type, status)
     values ($1, $2, $3, $4, $5, 'hospital', $6)`,
    [partner, r.claim, `CLM-${n}`, r.customer, r.policy, opts.claimStatus ?? 'decision_pending'],
  );
  return r;
}
