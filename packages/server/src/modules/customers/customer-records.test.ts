import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, roleOf, type TestApp } from '../../test/test-app.ts';
import { count, insertCustomer, seedPartners } from './customers.fixtures.ts';

let t: TestApp;
let customer: string;
let foreignCustomer: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t);
  customer = await insertCustomer(t, PARTNER_A, { full_name: 'Amina Hassan' });
  foreignCustomer = await insertCustomer(t, PARTNER_B, { full_name: 'Awa Koné', msisdn: '2250102030405' });
});
afterAll(() => t.close());

const agent = roleOf('call_centre_agent', PARTNER_A);
const reader = roleOf('partner_user', PARTNER_A);
const adminB = adminOf(PARTNER_B);
const A = { partner: PARTNER_A };

describe('dependants', () => {
  const dependant = {
    full_name: 'Juma Hassan',
    relationship: 'Son',
    gender: 'male',
    date_of_birth: '2015-06-01',
    msisdn: null,
  };

  it('adds, reads, lists, edits and removes, audited', async () => {
    const created = await t.call(agent, {
      method: 'POST',
      url: `/api/dependants/${customer}`,
      payload: dependant,
      ...A,
    });
    expect(created.statusCode).toBe(201);
    const d = created.json();
    expect(d).toMatchObject({ customer_guid: customer, relationship: 'Son', gender: 'male' });
    expect((await t.call(reader, { method: 'GET', url: `/api/dependants/${d.guid}`, ...A })).json().full_name).toBe(
      'Juma Hassan',
    );
    const all = await t.call(reader, { method: 'GET', url: `/api/dependants/${customer}/all`, ...A });
    expect(all.json().map((x: { guid: string }) => x.guid)).toEqual([d.guid]);
    const put = await t.call(agent, {
      method: 'PUT',
      url: `/api/dependants/${d.guid}`,
      payload: { ...dependant, relationship: 'Parent in law', gender: 'female', msisdn: '0722 111 222' },
      ...A,
    });
    expect(put.json()).toMatchObject({ relationship: 'Parent in law', gender: 'female', msisdn: '254722111222' });
    expect((await t.call(agent, { method: 'DELETE', url: `/api/dependants/${d.guid}`, ...A })).statusCode).toBe(204);
    expect((await t.call(reader, { method: 'GET', url: `/api/dependants/${d.guid}`, ...A })).statusCode).toBe(404);
    const ev = await t.owner.query('select action from audit_events where entity_guid = $1 order by created_at', [
      d.guid,
    ]);
    expect(ev.rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
  });

  it('accepts exactly the relationship values and genders of the spec', async () => {
    const before = await count(t, 'dependants');
    for (const bad of [
      { ...dependant, relationship: 'son' },
      { ...dependant, gender: 'other' },
      { ...dependant, full_name: ' Juma' },
      { ...dependant, msisdn: '0722' },
    ]) {
      const res = await t.call(agent, { method: 'POST', url: `/api/dependants/${customer}`, payload: bad, ...A });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toHaveLength(1);
    }
    expect(await count(t, 'dependants')).toBe(before);
    const ok = await t.call(agent, {
      method: 'POST',
      url: `/api/dependants/${customer}`,
      payload: { ...dependant, relationship: 'Beneficiary Adult' },
      ...A,
    });
    expect(ok.statusCode).toBe(201);
  });

  it('keeps partners apart and checks roles and tokens', async () => {
    const mine = (
      await t.call(agent, { method: 'POST', url: `/api/dependants/${customer}`, payload: dependant, ...A })
    ).json();
    expect(
      (await t.call(adminB, { method: 'GET', url: `/api/dependants/${mine.guid}`, partner: PARTNER_B })).statusCode,
    ).toBe(404);
    expect(
      (await t.call(adminB, { method: 'GET', url: `/api/dependants/${customer}/all`, partner: PARTNER_B })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.call(adminB, {
          method: 'PUT',
          url: `/api/dependants/${mine.guid}`,
          payload: dependant,
          partner: PARTNER_B,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.call(adminB, { method: 'DELETE', url: `/api/dependants/${mine.guid}`, partner: PARTNER_B })).statusCode,
    ).toBe(404);
    const before = await count(t, 'dependants');
    expect(
      (await t.call(agent, { method: 'POST', url: `/api/dependants/${foreignCustomer}`, payload: dependant, ...A }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.call(reader, { method: 'POST', url: `/api/dependants/${customer}`, payload: dependant, ...A }))
        .statusCode,
    ).toBe(403);
    expect((await t.call(reader, { method: 'DELETE', url: `/api/dependants/${mine.guid}`, ...A })).statusCode).toBe(
      403,
    );
    expect((await t.call(null, { method: 'GET', url: `/api/dependants/${mine.guid}`, ...A })).statusCode).toBe(401);
    expect(await count(t, 'dependants')).toBe(before);
  });
});

describe('beneficiaries', () => {
  const beneficiary = () => ({
    customer_guid: customer,
    full_name: 'Fatuma Hassan',
    relationship: 'Wife',
    msisdn: '0733 000 111',
    percentage: 60,
  });

  it('adds, lists, edits and removes, and keeps shares within 100 %', async () => {
    const created = await t.call(agent, { method: 'POST', url: '/api/beneficiaries', payload: beneficiary(), ...A });
    expect(created.statusCode).toBe(201);
    const b = created.json();
    expect(b).toMatchObject({ msisdn: '254733000111', percentage: 60 });
    const tooMuch = await t.call(agent, {
      method: 'POST',
      url: '/api/beneficiaries',
      payload: { ...beneficiary(), percentage: 50 },
      ...A,
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toMatch(/60 %/);
    const { customer_guid: _c, ...update } = beneficiary();
    const put = await t.call(agent, {
      method: 'PUT',
      url: `/api/beneficiaries/${b.guid}`,
      payload: { ...update, percentage: 100 },
      ...A,
    });
    expect(put.json().percentage).toBe(100);
    const list = await t.call(reader, { method: 'GET', url: `/api/customers/${customer}/beneficiary`, ...A });
    expect(list.json()).toMatchObject([{ guid: b.guid }]);
    expect((await t.call(agent, { method: 'DELETE', url: `/api/beneficiaries/${b.guid}`, ...A })).statusCode).toBe(204);
    const ev = await t.owner.query('select action from audit_events where entity_guid = $1 order by created_at', [
      b.guid,
    ]);
    expect(ev.rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
  });

  it('rejects bad input, other partners, missing roles and tokens', async () => {
    const before = await count(t, 'beneficiaries');
    const bad = await t.call(agent, {
      method: 'POST',
      url: '/api/beneficiaries',
      payload: { ...beneficiary(), full_name: '', percentage: 0 },
      ...A,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['full_name', 'percentage']);
    const foreign = await t.call(agent, {
      method: 'POST',
      url: '/api/beneficiaries',
      payload: { ...beneficiary(), customer_guid: foreignCustomer },
      ...A,
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await t.call(adminB, { method: 'GET', url: `/api/customers/${customer}/beneficiary`, partner: PARTNER_B }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.call(reader, { method: 'POST', url: '/api/beneficiaries', payload: beneficiary(), ...A })).statusCode,
    ).toBe(403);
    expect(
      (await t.call(null, { method: 'GET', url: `/api/customers/${customer}/beneficiary`, ...A })).statusCode,
    ).toBe(401);
    expect(await count(t, 'beneficiaries')).toBe(before);
    const mine = (
      await t.call(agent, {
        method: 'POST',
        url: '/api/beneficiaries',
        payload: { ...beneficiary(), percentage: 10 },
        ...A,
      })
    ).json();
    const { customer_guid: _c, ...update } = beneficiary();
    expect(
      (
        await t.call(adminB, {
          method: 'PUT',
          url: `/api/beneficiaries/${mine.guid}`,
          payload: update,
          partner: PARTNER_B,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.call(adminB, { method: 'DELETE', url: `/api/beneficiaries/${mine.guid}`, partner: PARTNER_B }))
        .statusCode,
    ).toBe(404);
  });
});

describe('bank details and mandates', () => {
  const bank = () => ({
    customer_guid: customer,
    bank_name: 'Equity Bank',
    bank_code: '68',
    branch_code: '001',
    account_holder: 'Amina Hassan',
    account_number: '0123456789012',
    account_type: 'savings',
  });

  it('adds, lists, edits, finds the holder and removes; keeps has_bank_account in step', async () => {
    const created = await t.call(agent, { method: 'POST', url: '/api/bank_details', payload: bank(), ...A });
    expect(created.statusCode).toBe(201);
    const b = created.json();
    expect(b.mandate_reference).toMatch(/^MD[0-9A-Z]{16}$/);
    expect(
      (await t.call(reader, { method: 'GET', url: `/api/customers/${customer}`, ...A })).json().has_bank_account,
    ).toBe(true);
    const { customer_guid: _c, ...update } = bank();
    const put = await t.call(agent, {
      method: 'PUT',
      url: `/api/bank_details/${b.guid}`,
      payload: { ...update, account_type: 'current' },
      ...A,
    });
    expect(put.json().account_type).toBe('current');
    expect(
      (await t.call(reader, { method: 'GET', url: `/api/customers/${customer}/bank_details`, ...A })).json(),
    ).toMatchObject([{ guid: b.guid }]);
    expect(
      (await t.call(reader, { method: 'GET', url: `/api/bank_details/${b.guid}/beneficiary_customer`, ...A })).json()
        .guid,
    ).toBe(customer);
    expect((await t.call(agent, { method: 'DELETE', url: `/api/bank_details/${b.guid}`, ...A })).statusCode).toBe(204);
    expect(
      (await t.call(reader, { method: 'GET', url: `/api/customers/${customer}`, ...A })).json().has_bank_account,
    ).toBe(false);
  });

  it('DELETE with a customer guid removes all of that customer’s bank details', async () => {
    await t.call(agent, { method: 'POST', url: '/api/bank_details', payload: bank(), ...A });
    await t.call(agent, {
      method: 'POST',
      url: '/api/bank_details',
      payload: { ...bank(), account_number: '999' },
      ...A,
    });
    expect(
      (await t.call(adminB, { method: 'DELETE', url: `/api/bank_details/${customer}`, partner: PARTNER_B })).statusCode,
    ).toBe(404);
    expect((await t.call(agent, { method: 'DELETE', url: `/api/bank_details/${customer}`, ...A })).statusCode).toBe(
      204,
    );
    expect(
      (await t.call(reader, { method: 'GET', url: `/api/customers/${customer}/bank_details`, ...A })).json(),
    ).toEqual([]);
  });

  it('answers mandate details publicly (token "None") only for a real reference, masked', async () => {
    const b = (await t.call(agent, { method: 'POST', url: '/api/bank_details', payload: bank(), ...A })).json();
    const res = await t.call('None', { method: 'GET', url: `/api/retrieve-mandate/details/${b.mandate_reference}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      mandate_reference: b.mandate_reference,
      partner_name: 'Partner A',
      customer_name: 'Amina Hassan',
      bank_name: 'Equity Bank',
      account_holder: 'Amina Hassan',
      account_number_masked: '*********9012',
      account_type: 'savings',
      created_at: b.created_at,
    });
    expect(
      (await t.call(null, { method: 'GET', url: '/api/retrieve-mandate/details/MD0000000000000000' })).statusCode,
    ).toBe(404);
    expect((await t.call(null, { method: 'GET', url: `/api/retrieve-mandate/details/${customer}` })).statusCode).toBe(
      400,
    );
  });

  it('rejects bad input, other partners, missing roles and tokens', async () => {
    const before = await count(t, 'bank_details');
    const bad = await t.call(agent, {
      method: 'POST',
      url: '/api/bank_details',
      payload: { ...bank(), bank_name: ' X', account_number: '12-34', account_type: 'gold' },
      ...A,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['account_number', 'account_type', 'bank_name']);
    expect(
      (
        await t.call(agent, {
          method: 'POST',
          url: '/api/bank_details',
          payload: { ...bank(), customer_guid: foreignCustomer },
          ...A,
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.call(reader, { method: 'POST', url: '/api/bank_details', payload: bank(), ...A })).statusCode).toBe(
      403,
    );
    expect(
      (await t.call(null, { method: 'GET', url: `/api/customers/${customer}/bank_details`, ...A })).statusCode,
    ).toBe(401);
    expect(await count(t, 'bank_details')).toBe(before);
    const mine = (await t.call(agent, { method: 'POST', url: '/api/bank_details', payload: bank(), ...A })).json();
    expect(
      (
        await t.call(adminB, {
          method: 'GET',
          url: `/api/bank_details/${mine.guid}/beneficiary_customer`,
          partner: PARTNER_B,
        })
      ).statusCode,
    ).toBe(404);
    const { customer_guid: _c, ...update } = bank();
    expect(
      (
        await t.call(adminB, {
          method: 'PUT',
          url: `/api/bank_details/${mine.guid}`,
          payload: update,
          partner: PARTNER_B,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.call(adminB, { method: 'DELETE', url: `/api/bank_details/${mine.guid}`, partner: PARTNER_B }))
        .statusCode,
    ).toBe(404);
  });
});
