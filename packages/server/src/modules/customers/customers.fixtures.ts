import { uuidv7 } from 'uuidv7';
import { PARTNER_A, PARTNER_B, type TestApp } from '../../test/test-app.ts';

/** Kenya for partner A (9-digit numbers after 254), Côte d'Ivoire for partner B (10 digits after 225). */
export async function seedPartners(t: TestApp) {
  await t.owner.query(`insert into countries (code, name, currency_code, dialing_code, phone_digits) values
    ('KE', 'Kenya', 'KES', '254', 9), ('CI', 'Côte d''Ivoire', 'XOF', '225', 10) on conflict do nothing`);
  await t.owner.query(
    `insert into partners (guid, name, code, country_code) values ($1, 'Partner A', 'PA', 'KE'), ($2, 'Partner B', 'PB', 'CI')
     on conflict do nothing`,
    [PARTNER_A, PARTNER_B],
  );
}

export const customerPayload = (over: Record<string, unknown> = {}) => ({
  msisdn: '0712 345 678',
  full_name: 'Wanjiru Kamau',
  date_of_birth: '1990-04-12',
  national_id: '12345678',
  external_identifier: 'EXT-1',
  language: 'en',
  gender: 'female',
  town: 'Nairobi',
  address: 'Moi Avenue 1',
  beneficiary_name: 'Kamau Njoroge',
  beneficiary_msisdn: '+254 722 000 111',
  is_agent: false,
  has_bank_account: false,
  loyalty_opt_in: false,
  ...over,
});

/** Inserts a customer straight into the database (bypassing the API), answering its guid. */
export async function insertCustomer(t: TestApp, partner: string, over: Record<string, unknown> = {}) {
  const guid = uuidv7();
  const c = {
    msisdn: `2547${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    full_name: 'Test Customer',
    national_id: null,
    external_identifier: null,
    ...over,
  };
  await t.owner.query(
    `insert into customers (partner_guid, guid, msisdn, full_name, national_id, external_identifier) values ($1, $2, $3, $4, $5, $6)`,
    [partner, guid, c.msisdn, c.full_name, c.national_id, c.external_identifier],
  );
  return guid;
}

export const count = async (t: TestApp, table: string) =>
  (await t.owner.query(`select count(*)::int n from ${table}`)).rows[0].n as number;
