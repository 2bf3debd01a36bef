import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, roleOf, type TestApp } from '../../test/test-app.ts';
import { seedPartners } from '../partners/partners.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t.owner, [
    { guid: PARTNER_A, code: 'PA' },
    { guid: PARTNER_B, code: 'PB' },
  ]);
});
afterAll(() => t.close());

const admin = adminOf(PARTNER_A);
const stored = async (column: string, partner = PARTNER_A) =>
  (await t.owner.query(`select ${column} c from partner_configs where partner_guid = $1`, [partner])).rows[0].c;

const cases = [
  {
    name: 'config',
    url: '/api/partners_config',
    write: 'PUT',
    column: 'config',
    valid: {
      claims_mode: 'complex',
      minimum_missing_payment_amount: 250,
      maximum_payment_amount: 5_000_000,
      currency_display: 'symbol',
      show_minor_units: false,
      debit_order_assume_paid_days: 7,
      debit_order_retry_days: 2,
      sms_rate_per_second: 100,
      sms_max_segments: 4,
    },
    defaults: {
      claims_mode: 'simple',
      minimum_missing_payment_amount: 100,
      maximum_payment_amount: 20_000_000,
      currency_display: 'code',
      show_minor_units: true,
      debit_order_assume_paid_days: 5,
      debit_order_retry_days: 3,
      sms_rate_per_second: 500,
      sms_max_segments: 6,
    },
    invalid: { claims_mode: 'weird', minimum_missing_payment_amount: 99.5 },
    invalidFields: ['claims_mode', 'minimum_missing_payment_amount'],
  },
  {
    name: 'claim config',
    url: '/api/partners_config_claim',
    write: 'PUT',
    column: 'claim_config',
    valid: {
      max_days_after_discharge_or_death: 60,
      document_deadline_days: 14,
      required_documents: {
        hospital: ['discharge_summary'],
        death: ['death_certificate'],
        accident: [],
        reimbursement: ['receipt'],
      },
      four_eyes_payment: false,
      high_risk_amount_cents: 5_000_000,
    },
    defaults: { max_days_after_discharge_or_death: 90, document_deadline_days: 30, four_eyes_payment: true },
    invalid: { max_days_after_discharge_or_death: 0, required_documents: { hospital: ['x-ray'] } },
    invalidFields: ['max_days_after_discharge_or_death', 'required_documents.hospital.0'],
  },
  {
    name: 'group config',
    url: '/api/partners_config_group',
    write: 'PUT',
    column: 'group_config',
    valid: {
      group_schemes_enabled: true,
      min_members: 3,
      max_members: 50,
      temporary_members_enabled: false,
      temporary_member_days: 10,
    },
    defaults: { group_schemes_enabled: false, min_members: 5, max_members: 500 },
    invalid: { min_members: 10, max_members: 5 },
    invalidFields: ['min_members'],
  },
  {
    name: 'email config',
    url: '/api/partners_config/email',
    write: 'POST',
    column: 'email_config',
    valid: {
      client: 'outbox',
      sender_name: 'Alpha Care',
      sender_address: 'care@alpha.example',
      recipients: ['claims@alpha.example', 'ops@alpha.example'],
      events: {
        claim_submitted: true,
        claim_decided: false,
        claim_paid: true,
        claim_expired: true,
        policy_purchased: false,
        policy_cancelled: true,
        payment_failed: true,
      },
    },
    defaults: { client: 'outbox', sender_address: null, recipients: [] },
    invalid: { recipients: ['not-an-email'], sender_address: 'nope' },
    invalidFields: ['recipients.0', 'sender_address'],
  },
] as const;

describe.each(cases)('partner $name', (c) => {
  it('reads defaults, replaces the document and audits before → after', async () => {
    const first = await t.call(admin, { method: 'GET', url: c.url, partner: PARTNER_A });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject(c.defaults);
    const put = await t.call(admin, { method: c.write, url: c.url, partner: PARTNER_A, payload: c.valid });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual(c.valid);
    expect((await t.call(admin, { method: 'GET', url: c.url, partner: PARTNER_A })).json()).toEqual(c.valid);
    expect(await stored(c.column)).toEqual(c.valid);
    const ev = await t.owner.query(
      'select before, after, partner_guid from audit_events where entity_type = $1 and partner_guid = $2',
      [`partner_${c.column}`, PARTNER_A],
    );
    expect(ev.rowCount).toBe(1);
    expect(ev.rows[0].before).toMatchObject(c.defaults);
    expect(ev.rows[0].after).toEqual(c.valid);
  });

  it('rejects bad input with field errors and writes nothing', async () => {
    const before = await stored(c.column, PARTNER_B);
    const res = await t.call(adminOf(PARTNER_B), {
      method: c.write,
      url: c.url,
      partner: PARTNER_B,
      payload: c.invalid,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual([...c.invalidFields].sort());
    expect(await stored(c.column, PARTNER_B)).toEqual(before);
  });

  it('refuses a foreign partner, a missing role, a missing partner and no token', async () => {
    const before = await stored(c.column, PARTNER_B);
    expect((await t.call(admin, { method: 'GET', url: c.url, partner: PARTNER_B })).statusCode).toBe(403);
    expect(
      (await t.call(admin, { method: c.write, url: c.url, partner: PARTNER_B, payload: c.valid })).statusCode,
    ).toBe(403);
    const reader = roleOf('partner_user', PARTNER_B);
    expect((await t.call(reader, { method: 'GET', url: c.url, partner: PARTNER_B })).statusCode).toBe(200);
    expect(
      (await t.call(reader, { method: c.write, url: c.url, partner: PARTNER_B, payload: c.valid })).statusCode,
    ).toBe(403);
    expect((await t.call(admin, { method: 'GET', url: c.url })).statusCode).toBe(400);
    expect((await t.call(null, { method: 'GET', url: c.url, partner: PARTNER_B })).statusCode).toBe(401);
    expect(await stored(c.column, PARTNER_B)).toEqual(before);
  });
});

describe('email clients', () => {
  it('lists outbox and SMTP, and refuses SMTP when the server has none', async () => {
    const res = await t.call(admin, { method: 'GET', url: '/api/email-client-definitions' });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((d: { code: string; available: boolean }) => [d.code, d.available])).toEqual([
      ['outbox', true],
      ['smtp', false],
    ]);
    const smtp = await t.call(admin, {
      method: 'POST',
      url: '/api/partners_config/email',
      partner: PARTNER_A,
      payload: { client: 'smtp', sender_address: 'care@alpha.example' },
    });
    expect(smtp.statusCode).toBe(422);
    const noSender = await t.call(admin, {
      method: 'POST',
      url: '/api/partners_config/email',
      partner: PARTNER_A,
      payload: { client: 'smtp' },
    });
    expect(noSender.statusCode).toBe(400);
    expect(noSender.json().errors).toHaveProperty('sender_address');
    expect((await t.call(null, { method: 'GET', url: '/api/email-client-definitions' })).statusCode).toBe(401);
    expect(
      (await t.call({ roles: [], partners: [] }, { method: 'GET', url: '/api/email-client-definitions' })).statusCode,
    ).toBe(403);
  });

  it('keeps defaults for fields a stored document lacks', async () => {
    await t.owner.query(`update partner_configs set config = '{"claims_mode":"complex"}' where partner_guid = $1`, [
      PARTNER_B,
    ]);
    const res = await t.call(adminOf(PARTNER_B), { method: 'GET', url: '/api/partners_config', partner: PARTNER_B });
    expect(res.json()).toEqual({
      claims_mode: 'complex',
      minimum_missing_payment_amount: 100,
      maximum_payment_amount: 20_000_000,
      currency_display: 'code',
      show_minor_units: true,
      debit_order_assume_paid_days: 5,
      debit_order_retry_days: 3,
      sms_rate_per_second: 500,
      sms_max_segments: 6,
    });
  });
});
