import { uuidv7 } from 'uuidv7';
import type { TestApp } from '../../test/test-app.ts';
import { PARTNER_A, PARTNER_B } from '../../test/test-app.ts';

/** Test rows written as the database owner (bypassing row-level security): partners, products, customers. */
export async function seedPartners(t: TestApp) {
  await t.owner.query(
    `insert into countries (code, name, currency_code, dialing_code, phone_digits) values ('KE','Kenya','KES','254',9)
     on conflict do nothing`,
  );
  for (const [guid, code] of [
    [PARTNER_A, 'ACME'],
    [PARTNER_B, 'BETA'],
  ])
    await t.owner.query(
      `insert into partners (guid, name, code, country_code, insurer) values ($1, $2, $3, 'KE', 'Jubilee')
       on conflict do nothing`,
      [guid, `${code} Insurance`, code],
    );
}

export async function seedProduct(t: TestApp, partner: string, o: Record<string, unknown> = {}) {
  const p = {
    guid: uuidv7(),
    code: `P${Math.random().toString(36).slice(2, 8)}`,
    name: 'Hospital Cash',
    type: 'hospital',
    cover_type: 'individual',
    granularity: 'monthly',
    cardinality: 'principal',
    payment_method: 'strike_money',
    minimum_age: 18,
    maximum_age: 65,
    cool_off_hours: 48,
    waiting_days: 30,
    debit_grace_days: 10,
    fixed_indemnity_amount: 500_000,
    active: true,
    ...o,
  };
  await t.owner.query(
    `insert into products (partner_guid, guid, code, name, type, cover_type, granularity, cardinality, payment_method,
       minimum_age, maximum_age, cool_off_hours, waiting_days, debit_grace_days, fixed_indemnity_amount, active)
     values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16)`,
    [
      partner,
      p.guid,
      p.code,
      p.name,
      p.type,
      p.cover_type,
      p.granularity,
      p.cardinality,
      p.payment_method,
      p.minimum_age,
      p.maximum_age,
      p.cool_off_hours,
      p.waiting_days,
      p.debit_grace_days,
      p.fixed_indemnity_amount,
      p.active,
    ],
  );
  // The product's price list (product_premiums): the premiums tests choose from, per the product's granularity.
  const premiums = (o.premiums as number[] | undefined) ?? [500, 1_000, 10_000, 12_000, 20_000, 30_000, 700_000];
  for (const amount of premiums)
    await t.owner.query(
      `insert into product_premiums (partner_guid, guid, product_guid, amount_in_cents, granularity)
       values ($1, $2, $3, $4, $5)`,
      [partner, uuidv7(), p.guid, amount, p.granularity],
    );
  return p;
}

let phone = 700_000_000;
export async function seedCustomer(t: TestApp, partner: string, o: Record<string, unknown> = {}) {
  const c = {
    guid: uuidv7(),
    msisdn: `254${++phone}`,
    full_name: 'Amina Wanjiru',
    date_of_birth: '1990-05-20' as string | null,
    national_id: `ID${phone}`,
    language: 'en',
    status: 'active',
    ...o,
  };
  await t.owner.query(
    `insert into customers (partner_guid, guid, msisdn, full_name, date_of_birth, national_id, language, status)
     values ($1,$2,$3,$4,$5,$6,$7,$8)`,
    [partner, c.guid, c.msisdn, c.full_name, c.date_of_birth, c.national_id, c.language, c.status],
  );
  return c;
}

/** A date `days` from today (UTC), as 'YYYY-MM-DD'. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** How many rows a table has (as the owner: all partners). */
export const countRows = async (t: TestApp, table: string) =>
  (await t.owner.query(`select count(*)::int n from ${table}`)).rows[0].n as number;
