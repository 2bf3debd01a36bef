import type pg from 'pg';
import { PARTNER_A, PARTNER_B } from '../../test/test-app.ts';

/** Countries KE and CI and partners A (Kenya) and B (Côte d'Ivoire), for tests of partner-owned data. */
export async function seedPartners(owner: pg.Pool) {
  await owner.query(`insert into countries (code, name, currency_code, dialing_code, phone_digits) values
    ('KE', 'Kenya', 'KES', '254', 9), ('CI', 'Côte d''Ivoire', 'XOF', '225', 10) on conflict do nothing`);
  await owner.query(
    `insert into partners (guid, name, code, country_code) values
    ($1, 'Partner A', 'PA', 'KE'), ($2, 'Partner B', 'PB', 'CI') on conflict do nothing`,
    [PARTNER_A, PARTNER_B],
  );
}

/** A valid product body. */
export const productBody = (over: Record<string, unknown> = {}) => ({
  code: 'HOSP-1',
  name: 'Hospital cash',
  type: 'hospital',
  cover_type: 'individual',
  granularity: 'monthly',
  cardinality: 'principal_only',
  payment_method: 'strike_money',
  minimum_age: 18,
  maximum_age: 65,
  cool_off_hours: 48,
  waiting_days: 30,
  min_hospital_days: 1,
  max_hospital_days: 30,
  debit_grace_days: 5,
  hospital_benefit_amount: 100_000,
  fixed_indemnity_amount: 300_000,
  ...over,
});

export const countRows = async (owner: pg.Pool, table: string) =>
  (await owner.query(`select count(*)::int n from ${table}`)).rows[0].n as number;
