import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulatedKycProvider } from '../../platform/kyc.ts';
import { createSimulatedSmsGateway } from '../../platform/sms.ts';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, roleOf, type TestApp } from '../../test/test-app.ts';
import { findCustomers } from './customer-search.ts';
import { count, customerPayload, insertCustomer, seedPartners } from './customers.fixtures.ts';
import { createCustomersService, KYC_QUEUE, type KycJob } from './customers.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t);
});
afterAll(() => t.close());

const agent = roleOf('call_centre_agent', PARTNER_A);
const reader = roleOf('partner_user', PARTNER_A);
const adminB = adminOf(PARTNER_B);

async function register(over: Record<string, unknown> = {}) {
  const res = await t.call(agent, {
    method: 'POST',
    url: '/api/customers/register',
    payload: customerPayload(over),
    partner: PARTNER_A,
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('customer registration', () => {
  it('registers with every field, normalises phone numbers, sets the WebClient channel and audits', async () => {
    const c = await register();
    expect(c).toMatchObject({
      msisdn: '254712345678',
      beneficiary_msisdn: '254722000111',
      full_name: 'Wanjiru Kamau',
      registration_channel: 'WebClient',
      partner_guid: PARTNER_A,
      kyc_status: 'none',
      gender: 'female',
      town: 'Nairobi',
    });
    const ev = await t.owner.query('select action, partner_guid from audit_events where entity_guid = $1', [c.guid]);
    expect(ev.rows).toEqual([{ action: 'register', partner_guid: PARTNER_A }]);
  });

  it('answers 409 for a duplicate msisdn or national id within the partner, but not across partners', async () => {
    const again = await t.call(agent, {
      method: 'POST',
      url: '/api/customers/register',
      payload: customerPayload({ msisdn: '+254712345678', national_id: '999' }),
      partner: PARTNER_A,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A customer with this phone number is already registered for this partner.');
    const sameId = await t.call(agent, {
      method: 'POST',
      url: '/api/customers/register',
      payload: customerPayload({ msisdn: '0799000000' }),
      partner: PARTNER_A,
    });
    expect(sameId.statusCode).toBe(409);
    expect(sameId.json().message).toMatch(/national id/);
    const inB = await t.call(adminB, {
      method: 'POST',
      url: '/api/customers/register',
      payload: customerPayload({ msisdn: '0707070707', beneficiary_msisdn: null }),
      partner: PARTNER_B,
    });
    expect(inB.statusCode).toBe(201);
    expect(inB.json().msisdn).toBe('2250707070707');
  });

  it('rejects bad input with field errors and writes nothing', async () => {
    const before = await count(t, 'customers');
    const bad = await t.call(agent, {
      method: 'POST',
      url: '/api/customers/register',
      payload: customerPayload({
        full_name: ' Leading',
        msisdn: '',
        gender: 'other',
        date_of_birth: '1990-13-40',
        registration_channel: 'Fax',
      }),
      partner: PARTNER_A,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'date_of_birth',
      'full_name',
      'gender',
      'msisdn',
      'registration_channel',
    ]);
    const phone = await t.call(agent, {
      method: 'POST',
      url: '/api/customers/register',
      payload: customerPayload({ msisdn: '07123456789', national_id: null }),
      partner: PARTNER_A,
      headers: { 'accept-language': 'fr' },
    });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().errors.msisdn).toMatch(/bon nombre de chiffres/);
    expect(await count(t, 'customers')).toBe(before);
  });

  it('needs a token, the write permission and one of the caller’s partners', async () => {
    const url = '/api/customers/register';
    const payload = customerPayload({ msisdn: '0700111222', national_id: null });
    expect((await t.call(null, { method: 'POST', url, payload, partner: PARTNER_A })).statusCode).toBe(401);
    expect((await t.call(reader, { method: 'POST', url, payload, partner: PARTNER_A })).statusCode).toBe(403);
    expect((await t.call(agent, { method: 'POST', url, payload, partner: PARTNER_B })).statusCode).toBe(403);
  });
});

describe('customer search', () => {
  let ids: Record<string, string>;
  beforeAll(async () => {
    ids = {
      jose: await insertCustomer(t, PARTNER_A, {
        full_name: 'José Álvarez Núñez',
        msisdn: '254733111222',
        national_id: 'A1234567',
      }),
      josephine: await insertCustomer(t, PARTNER_A, { full_name: 'Josephine Achieng', external_identifier: 'CRM-77' }),
      other: await insertCustomer(t, PARTNER_A, { full_name: 'Peter Otieno' }),
      foreign: await insertCustomer(t, PARTNER_B, {
        full_name: 'Jose Alvarez',
        msisdn: '2250101010101',
        national_id: 'A1234567',
      }),
    };
  });
  const find = (query: Record<string, string>, user = reader, partner = PARTNER_A) =>
    t.call(user, { method: 'GET', url: '/api/customers/find', query, partner });

  it('finds by phone number typed as the caller reads it', async () => {
    for (const msisdn of ['0733 111 222', '733111222', '+254-733-111-222', '254733111222']) {
      const res = await find({ msisdn });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ count: 1, items: [{ guid: ids.jose }] });
    }
    const wrong = await find({ msisdn: '0733 111 22' });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().errors)).toEqual(['msisdn']);
  });

  it('finds by national id and external identifier exactly, only in the partner', async () => {
    expect((await find({ national_id: 'A1234567' })).json()).toMatchObject({ count: 1, items: [{ guid: ids.jose }] });
    expect((await find({ national_id: 'A123456' })).json()).toEqual({ count: 0, items: [], more: false });
    expect((await find({ external_identifier: 'CRM-77' })).json()).toMatchObject({
      count: 1,
      items: [{ guid: ids.josephine }],
    });
  });

  it('finds names fuzzily and accent-insensitively, ranked by similarity', async () => {
    const res = await find({ name: 'jose alvarez' });
    const body = res.json();
    expect(body.items[0].guid).toBe(ids.jose);
    expect(body.items.map((i: { guid: string }) => i.guid)).not.toContain(ids.foreign);
    const typo = (await find({ name: 'Alvares Nunez' })).json();
    expect(typo.items.map((i: { guid: string }) => i.guid)).toContain(ids.jose);
    const partial = (await find({ name: 'josephin' })).json();
    expect(partial.items[0].guid).toBe(ids.josephine);
    expect(partial.items[0].score).toBeGreaterThan(0.5);
    expect((await find({ name: 'zzzz qqqq' })).json()).toEqual({ count: 0, items: [], more: false });
  });

  it('pages on the server', async () => {
    for (let i = 0; i < 3; i++) await insertCustomer(t, PARTNER_A, { full_name: `Pagination Person ${i}` });
    const p1 = (await find({ name: 'pagination person', size: '2', page: '1' })).json();
    const p2 = (await find({ name: 'pagination person', size: '2', page: '2' })).json();
    const p3 = (await find({ name: 'pagination person', size: '2', page: '3' })).json();
    expect([p1.count, p2.count, p3.count]).toEqual([3, 3, 3]);
    expect([p1.more, p2.more, p3.more]).toEqual([true, false, false]);
    expect([p1.items.length, p2.items.length, p3.items.length]).toEqual([2, 1, 0]);
    // Exact criteria count in full when more follow, and past the end.
    for (let i = 0; i < 3; i++) await insertCustomer(t, PARTNER_A, { national_id: 'SHARED-1' });
    const e1 = (await find({ national_id: 'SHARED-1', size: '2', page: '1' })).json();
    const e3 = (await find({ national_id: 'SHARED-1', size: '2', page: '3' })).json();
    expect([e1.count, e1.more, e1.items.length, e3.count, e3.more, e3.items.length]).toEqual([3, true, 2, 3, false, 0]);
  });

  it('needs exactly one criterion', async () => {
    expect((await find({})).statusCode).toBe(400);
    const two = await find({ name: 'jose', msisdn: '0733111222' });
    expect(two.statusCode).toBe(400);
    expect(Object.keys(two.json().errors).sort()).toEqual(['msisdn', 'name']);
    expect((await find({ name: '   ' })).statusCode).toBe(400);
  });

  it('never finds another partner’s customers and checks token and partner', async () => {
    const b = (await find({ msisdn: '0101010101' }, adminB, PARTNER_B)).json();
    expect(b.items.map((i: { guid: string }) => i.guid)).toEqual([ids.foreign]);
    expect((await find({ name: 'jose' }, reader, PARTNER_B)).statusCode).toBe(403);
    expect(
      (await t.call(null, { method: 'GET', url: '/api/customers/find', query: { name: 'x' }, partner: PARTNER_A }))
        .statusCode,
    ).toBe(401);
    expect((await find({ name: 'jose' }, roleOf('partner_user'), PARTNER_A)).statusCode).toBe(403);
  });

  it('reads through the scoped reader: row-level security sees exactly the scope, per call', async () => {
    const all = {
      name: 'test_customers_by_partner',
      text: 'select partner_guid, count(*)::int n from customers group by partner_guid order by 1',
      values: [],
    };
    // More calls than the reader has connections, alternating scopes: a session's scope never outlives its call.
    for (let i = 0; i < 4; i++) {
      const inA = await t.database.reader.query<{ partner_guid: string }>([PARTNER_A], all);
      expect(inA.map((r) => r.partner_guid)).toEqual([PARTNER_A]);
      const inB = await t.database.reader.query<{ partner_guid: string }>([PARTNER_B], all);
      expect(inB.map((r) => r.partner_guid)).toEqual([PARTNER_B]);
      expect(await t.database.reader.query([], all)).toEqual([]);
    }
    // Values are bound parameters: a quote in a criterion is data, not SQL.
    const quoted = await findCustomers(t.database, PARTNER_A, { national_id: "x' or '1'='1" });
    expect(quoted).toEqual({ items: [], count: 0, more: false });
    const named = await findCustomers(t.database, PARTNER_A, { name: "O'Brien \\ José" });
    expect(named.count).toBeGreaterThanOrEqual(0);
    // Its sessions never pick a bitmap scan (a name search walks the nearest names first instead).
    const [setting] = await t.database.reader.query<{ v: string }>([PARTNER_A], {
      name: 'test_bitmapscan',
      text: "select current_setting('enable_bitmapscan') v",
      values: [],
    });
    expect(setting?.v).toBe('off');
    // A failing statement closes its connection and the reader goes on.
    await expect(
      t.database.reader.query([PARTNER_A], { name: 'bad', text: 'select nope', values: [] }),
    ).rejects.toThrow();
    expect((await t.database.reader.query([PARTNER_A], all)).length).toBe(1);
  });

  it('lets the name condition use the trigram index under row-level security (leakproof functions)', async () => {
    const r = await t.owner.query(
      "select proname, proleakproof from pg_proc where proname in ('cd_normalize_name', 'word_similarity_commutator_op') order by 1",
    );
    expect(r.rows).toEqual([
      { proname: 'cd_normalize_name', proleakproof: true },
      { proname: 'word_similarity_commutator_op', proleakproof: true },
    ]);
  });

  it('is callable without HTTP for the benchmark', async () => {
    const r = await findCustomers(t.database, PARTNER_A, { msisdn: '0733111222' }, { page: 1, size: 10 });
    expect(r.items.map((i) => i.guid)).toEqual([ids.jose]);
  });
});

describe('customer details', () => {
  let c: { guid: string };
  beforeAll(async () => {
    c = await register({ msisdn: '0711000001', national_id: '22334455', full_name: 'Akinyi Odhiambo' });
  });

  it('gets and edits a customer, audited; foreign partners get 404', async () => {
    const got = await t.call(reader, { method: 'GET', url: `/api/customers/${c.guid}`, partner: PARTNER_A });
    expect(got.json().full_name).toBe('Akinyi Odhiambo');
    const put = await t.call(agent, {
      method: 'PUT',
      url: `/api/customers/${c.guid}`,
      payload: customerPayload({
        msisdn: '0711 000 001',
        national_id: '22334455',
        full_name: 'Akinyi Otieno',
        loyalty_opt_in: true,
      }),
      partner: PARTNER_A,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ full_name: 'Akinyi Otieno', loyalty_opt_in: true });
    expect(put.json().loyalty_registered_at).not.toBeNull();
    const ev = await t.owner.query('select action from audit_events where entity_guid = $1 order by created_at', [
      c.guid,
    ]);
    expect(ev.rows.map((r) => r.action)).toEqual(['register', 'update']);
    expect(
      (await t.call(adminB, { method: 'GET', url: `/api/customers/${c.guid}`, partner: PARTNER_B })).statusCode,
    ).toBe(404);
    const foreignPut = await t.call(adminB, {
      method: 'PUT',
      url: `/api/customers/${c.guid}`,
      payload: customerPayload({ msisdn: '0707070799', national_id: null, beneficiary_msisdn: null }),
      partner: PARTNER_B,
    });
    expect(foreignPut.statusCode).toBe(404);
    expect(
      (
        await t.call(reader, {
          method: 'PUT',
          url: `/api/customers/${c.guid}`,
          payload: customerPayload(),
          partner: PARTNER_A,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.call(null, { method: 'GET', url: `/api/customers/${c.guid}`, partner: PARTNER_A })).statusCode,
    ).toBe(401);
    expect(
      (await t.call(reader, { method: 'GET', url: '/api/customers/not-a-guid', partner: PARTNER_A })).statusCode,
    ).toBe(400);
  });

  it('refuses an edit that takes another customer’s phone number', async () => {
    const res = await t.call(agent, {
      method: 'PUT',
      url: `/api/customers/${c.guid}`,
      payload: customerPayload({ msisdn: '0712345678', national_id: '22334455' }),
      partner: PARTNER_A,
    });
    expect(res.statusCode).toBe(409);
    const bad = await t.call(agent, {
      method: 'PUT',
      url: `/api/customers/${c.guid}`,
      payload: customerPayload({ full_name: ' x', status: 'gone' }),
      partner: PARTNER_A,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['full_name', 'status']);
  });

  it('answers the registration status', async () => {
    const res = await t.call(reader, {
      method: 'GET',
      url: '/api/customers/registration_status_by_guid',
      query: { customer_guid: c.guid },
      partner: PARTNER_A,
    });
    expect(res.json()).toMatchObject({
      customer_guid: c.guid,
      registered: true,
      registration_channel: 'WebClient',
      kyc_status: 'none',
    });
    expect(
      (await t.call(reader, { method: 'GET', url: '/api/customers/registration_status_by_guid', partner: PARTNER_A }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await t.call(adminB, {
          method: 'GET',
          url: '/api/customers/registration_status_by_guid',
          query: { customer_guid: c.guid },
          partner: PARTNER_B,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('registers for loyalty, audited', async () => {
    const off = await t.call(agent, {
      method: 'PUT',
      url: '/api/customers/loyalty_registration',
      payload: { customer_guid: c.guid, opt_in: false },
      partner: PARTNER_A,
    });
    expect(off.json()).toMatchObject({ loyalty_opt_in: false, loyalty_registered_at: null });
    const on = await t.call(agent, {
      method: 'PUT',
      url: '/api/customers/loyalty_registration',
      payload: { customer_guid: c.guid },
      partner: PARTNER_A,
    });
    expect(on.json().loyalty_opt_in).toBe(true);
    const ev = await t.owner.query(
      "select count(*)::int n from audit_events where entity_guid = $1 and action like 'loyalty%'",
      [c.guid],
    );
    expect(ev.rows[0].n).toBe(2);
    expect(
      (
        await t.call(agent, {
          method: 'PUT',
          url: '/api/customers/loyalty_registration',
          payload: { customer_guid: 'x' },
          partner: PARTNER_A,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.call(reader, {
          method: 'PUT',
          url: '/api/customers/loyalty_registration',
          payload: { customer_guid: c.guid },
          partner: PARTNER_A,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.call(adminB, {
          method: 'PUT',
          url: '/api/customers/loyalty_registration',
          payload: { customer_guid: c.guid },
          partner: PARTNER_B,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lists the customer’s policies read-only and sends the recurring SMS through the gateway', async () => {
    const noPolicy = await t.call(agent, {
      method: 'PUT',
      url: `/api/customers/${c.guid}/send_recurring_sms`,
      partner: PARTNER_A,
    });
    expect(noPolicy.statusCode).toBe(422);
    const product = uuidv7();
    await t.owner.query(
      `insert into products (partner_guid, guid, code, name, type, cover_type, granularity, cardinality, payment_method, minimum_age, maximum_age)
       values ($1, $2, 'HOSP', 'Hospital cash', 'paid', 'hospital', 'Monthly', 'single', 'mobile_money', 18, 65)`,
      [PARTNER_A, product],
    );
    await t.owner.query(
      `insert into policies (partner_guid, guid, policy_number, customer_guid, product_guid, premium_cents, granularity, start_date, status)
       values ($1, $2, 'POL-1', $3, $4, 25000, 'Monthly', '2026-01-01', 'active')`,
      [PARTNER_A, uuidv7(), c.guid, product],
    );
    const policies = await t.call(reader, {
      method: 'GET',
      url: `/api/policies/customer/guid/${c.guid}`,
      partner: PARTNER_A,
    });
    expect(policies.json()).toMatchObject([{ policy_number: 'POL-1', premium_cents: 25000, status: 'active' }]);
    expect(
      (await t.call(adminB, { method: 'GET', url: `/api/policies/customer/guid/${c.guid}`, partner: PARTNER_B }))
        .statusCode,
    ).toBe(404);

    const sent = await t.call(agent, {
      method: 'PUT',
      url: `/api/customers/${c.guid}/send_recurring_sms`,
      partner: PARTNER_A,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ msisdn: '254711000001', kind: 'recurring_reminder', status: 'sent' });
    expect(sent.json().text).toBe('Dear Akinyi, a reminder: your premium for policy POL-1 is due.');
    const list = await t.call(reader, { method: 'GET', url: `/api/sms/customer/${c.guid}`, partner: PARTNER_A });
    // Newest first: the reminder, then the welcome SMS of the registration.
    expect(list.json()).toMatchObject([
      { guid: sent.json().guid, customer_guid: c.guid },
      { kind: 'customer_registered', text: 'Welcome Akinyi, you are now registered with us.' },
    ]);
    expect(
      (await t.call(adminB, { method: 'GET', url: `/api/sms/customer/${c.guid}`, partner: PARTNER_B })).statusCode,
    ).toBe(404);
    expect(
      (await t.call(reader, { method: 'PUT', url: `/api/customers/${c.guid}/send_recurring_sms`, partner: PARTNER_A }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.call(null, { method: 'GET', url: `/api/sms/customer/${c.guid}`, partner: PARTNER_A })).statusCode,
    ).toBe(401);
    expect(
      (await t.call(adminB, { method: 'PUT', url: `/api/customers/${c.guid}/send_recurring_sms`, partner: PARTNER_B }))
        .statusCode,
    ).toBe(404);
    expect(
      await t.owner
        .query("select count(*)::int n from sms_outbox where partner_guid = $1 and kind = 'recurring_reminder'", [
          PARTNER_B,
        ])
        .then((r) => r.rows[0].n),
    ).toBe(0);
  });
});

describe('KYC', () => {
  it('answers at once with the job, then the job marks the customer verified (and texts them when asked)', async () => {
    const c = await register({ msisdn: '0711000002', national_id: 'KE998877', full_name: 'Baraka Mwangi' });
    const res = await t.call(agent, {
      method: 'PUT',
      url: `/api/customers/${c.guid}/request_kyc`,
      query: { send_sms: 'true' },
      partner: PARTNER_A,
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ customer_guid: c.guid, kyc_status: 'pending', expected_seconds: 120 });
    const again = await t.call(agent, {
      method: 'PUT',
      url: `/api/customers/${c.guid}/request_kyc`,
      partner: PARTNER_A,
    });
    expect(again.statusCode).toBe(409);

    const sent = (t.jobs as unknown as { sent: { queue: string; data: KycJob }[] }).sent.filter(
      (j) => j.queue === KYC_QUEUE,
    );
    expect(sent.at(-1)!.data).toEqual({ partner: PARTNER_A, customer_guid: c.guid, send_sms: true });
    // Run the job directly, with a provider that answers at once.
    const service = createCustomersService(t.database, {
      jobs: t.jobs,
      sms: createSimulatedSmsGateway(),
      kyc: createSimulatedKycProvider({ delaySeconds: 0 }),
    });
    await service.runKyc(sent.at(-1)!.data);
    const after = (await t.call(reader, { method: 'GET', url: `/api/customers/${c.guid}`, partner: PARTNER_A })).json();
    expect(after.kyc_status).toBe('verified');
    expect(after.kyc_checked_at).not.toBeNull();
    const sms = (
      await t.call(reader, { method: 'GET', url: `/api/sms/customer/${c.guid}`, partner: PARTNER_A })
    ).json();
    expect(sms).toMatchObject([
      { kind: 'kyc_result', text: 'Your identity has been verified.' },
      { kind: 'customer_registered' },
    ]);
  });

  it('fails a customer whose national id the registry does not know', async () => {
    const c = await register({ msisdn: '0711000003', national_id: '000111', full_name: 'Halima Said' });
    const service = createCustomersService(t.database, {
      jobs: t.jobs,
      sms: createSimulatedSmsGateway(),
      kyc: createSimulatedKycProvider({ delaySeconds: 0 }),
    });
    const answer = await service.requestKyc({ sub: 's', username: 'u' }, PARTNER_A, c.guid, false);
    expect(answer.expected_seconds).toBe(0);
    const row = await service.runKyc({ partner: PARTNER_A, customer_guid: c.guid, send_sms: false });
    expect(row).toMatchObject({ kyc_status: 'failed', kyc_reason: 'kyc_id_not_found' });
    expect(
      await t.owner
        .query("select count(*)::int n from sms_outbox where customer_guid = $1 and kind = 'kyc_result'", [c.guid])
        .then((r) => r.rows[0].n),
    ).toBe(0);
  });

  it('is partner-scoped and needs the write permission', async () => {
    const c = await register({ msisdn: '0711000004', national_id: null, full_name: 'Neema Ali' });
    const url = `/api/customers/${c.guid}/request_kyc`;
    expect((await t.call(adminB, { method: 'PUT', url, partner: PARTNER_B })).statusCode).toBe(404);
    expect((await t.call(reader, { method: 'PUT', url, partner: PARTNER_A })).statusCode).toBe(403);
    expect((await t.call(null, { method: 'PUT', url, partner: PARTNER_A })).statusCode).toBe(401);
    expect(
      (await t.call(agent, { method: 'PUT', url, query: { send_sms: 'maybe' }, partner: PARTNER_A })).statusCode,
    ).toBe(400);
    expect(
      (await t.call(reader, { method: 'GET', url: `/api/customers/${c.guid}`, partner: PARTNER_A })).json().kyc_status,
    ).toBe('none');
  });
});
