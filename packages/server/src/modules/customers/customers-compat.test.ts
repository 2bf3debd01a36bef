import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, roleOf, type TestApp } from '../../test/test-app.ts';
import { count, customerPayload, insertCustomer, seedPartners } from './customers.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t);
});
afterAll(() => t.close());

const agent = roleOf('call_centre_agent', PARTNER_A);
const register = (payload: object, user = agent, lang = 'en') =>
  t.call(user, {
    method: 'POST',
    url: '/api/customers/register',
    payload,
    partner: PARTNER_A,
    headers: { 'accept-language': lang },
  });

describe('registration with the original client’s fields (partner_guid, registration_channel)', () => {
  it('accepts partner_guid naming the selected partner, and stores and echoes the channel', async () => {
    const r = await register(
      customerPayload({ msisdn: '0710000001', national_id: null, partner_guid: PARTNER_A.toUpperCase() }),
    );
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json()).toMatchObject({ partner_guid: PARTNER_A, registration_channel: 'WebClient' });
    const ussd = await register(
      customerPayload({ msisdn: '0710000002', national_id: null, registration_channel: 'USSD' }),
    );
    expect(ussd.statusCode, ussd.body).toBe(201);
    expect(ussd.json().registration_channel).toBe('USSD');
    const stored = await t.owner.query('select registration_channel from customers where guid = $1', [
      ussd.json().guid,
    ]);
    expect(stored.rows[0].registration_channel).toBe('USSD');
    const status = await t.call(agent, {
      method: 'GET',
      url: '/api/customers/registration_status_by_guid',
      query: { customer_guid: ussd.json().guid },
      partner: PARTNER_A,
    });
    expect(status.json().registration_channel).toBe('USSD');
  });

  it('answers 403 when partner_guid names another partner, held by the caller or not, writing nothing', async () => {
    const before = await count(t, 'customers');
    for (const user of [agent, adminOf(PARTNER_A, PARTNER_B)]) {
      const r = await register(
        customerPayload({ msisdn: '0710000003', national_id: null, partner_guid: PARTNER_B }),
        user,
        'fr',
      );
      expect(r.statusCode).toBe(403);
      expect(r.json().errors).toEqual({ partner_guid: 'partner_guid doit être le partenaire sélectionné.' });
    }
    expect(await count(t, 'customers')).toBe(before);
  });

  it('refuses an unknown channel and a malformed partner_guid with 400 naming the field', async () => {
    const channel = await register(customerPayload({ msisdn: '0710000004', registration_channel: 'Carrier pigeon' }));
    expect(channel.statusCode).toBe(400);
    expect(Object.keys(channel.json().errors)).toEqual(['registration_channel']);
    const guid = await register(customerPayload({ msisdn: '0710000004', partner_guid: 'A' }));
    expect(guid.statusCode).toBe(400);
    expect(Object.keys(guid.json().errors)).toEqual(['partner_guid']);
  });

  it('a role without customers.write gets 403 before anything else', async () => {
    const r = await register(customerPayload({ partner_guid: PARTNER_B }), roleOf('partner_user', PARTNER_A));
    expect(r.statusCode).toBe(403);
    expect(r.json().code).toBe('forbidden');
  });

  it('an edit may name the selected partner too, and one that changes nothing writes nothing', async () => {
    const r = await register(customerPayload({ msisdn: '0710000005', national_id: null }));
    const c = r.json();
    const events = async () =>
      (await t.owner.query('select count(*)::int n from audit_events where entity_guid = $1', [c.guid])).rows[0].n;
    const same = await t.call(agent, {
      method: 'PUT',
      url: `/api/customers/${c.guid}`,
      payload: customerPayload({ msisdn: '0710000005', national_id: null, partner_guid: PARTNER_A }),
      partner: PARTNER_A,
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().updated_at).toBe(c.updated_at);
    expect(await events()).toBe(1);
    const other = await t.call(agent, {
      method: 'PUT',
      url: `/api/customers/${c.guid}`,
      payload: customerPayload({ msisdn: '0710000005', national_id: null, partner_guid: PARTNER_B }),
      partner: PARTNER_A,
    });
    expect(other.statusCode).toBe(403);
  });
});

describe('customer name search minimum', () => {
  it('answers 400 "type at least 2 characters" (EN/FR) for one letter, and searches from two', async () => {
    await insertCustomer(t, PARTNER_A, { full_name: 'Otieno Odhiambo' });
    const find = (name: string, lang = 'en') =>
      t.call(agent, {
        method: 'GET',
        url: '/api/customers/find',
        query: { name },
        partner: PARTNER_A,
        headers: { 'accept-language': lang },
      });
    const one = await find(' o ');
    expect(one.statusCode).toBe(400);
    expect(one.json().errors).toEqual({ name: 'Type at least 2 characters of the name.' });
    expect((await find('o', 'fr')).json().errors).toEqual({ name: 'Saisissez au moins 2 caractères du nom.' });
    const two = await find('Otieno');
    expect(two.statusCode).toBe(200);
    expect(two.json().items.map((c: { full_name: string }) => c.full_name)).toContain('Otieno Odhiambo');
    expect((await find('ot')).statusCode).toBe(200);
  });
});
