import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, roleOf, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const admin = adminOf(PARTNER_A);
const kenya = { code: 'KE', name: 'Kenya', currency_code: 'KES', dialing_code: '254', phone_digits: 9 };

describe('countries', () => {
  it('creates, reads, lists, updates and deletes, with audit events', async () => {
    const created = await t.call(admin, { method: 'POST', url: '/api/countries', payload: kenya, partner: PARTNER_A });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject(kenya);

    const got = await t.call(admin, { method: 'GET', url: '/api/countries/KE', partner: PARTNER_A });
    expect(got.json().currency_code).toBe('KES');

    const list = await t.call(admin, { method: 'GET', url: '/api/countries', query: { search: 'ken' } });
    expect(list.json()).toMatchObject({ count: 1, items: [{ code: 'KE' }] });

    const updated = await t.call(admin, {
      method: 'PUT',
      url: '/api/countries/KE',
      payload: { ...kenya, code: undefined, name: 'Republic of Kenya' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().name).toBe('Republic of Kenya');

    const removed = await t.call(admin, { method: 'DELETE', url: '/api/countries/KE' });
    expect(removed.statusCode).toBe(204);
    expect((await t.call(admin, { method: 'GET', url: '/api/countries/KE' })).statusCode).toBe(404);

    const events = await t.owner.query(
      "select action from audit_events where entity_type = 'country' order by created_at",
    );
    expect(events.rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
  });

  it('answers 409 for a duplicate code', async () => {
    await t.call(admin, { method: 'POST', url: '/api/countries', payload: { ...kenya, code: 'UG', name: 'Uganda' } });
    const again = await t.call(admin, { method: 'POST', url: '/api/countries', payload: { ...kenya, code: 'UG' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already exists/);
  });

  it('rejects bad input with field errors and writes nothing', async () => {
    const before = await t.owner.query('select count(*)::int n from countries');
    const bad = await t.call(admin, {
      method: 'POST',
      url: '/api/countries',
      payload: { code: 'kenya', name: ' Kenya', currency_code: 'K', dialing_code: 'x', phone_digits: 99 },
      headers: { 'accept-language': 'fr' },
    });
    expect(bad.statusCode).toBe(400);
    const body = bad.json();
    expect(Object.keys(body.errors).sort()).toEqual(['code', 'currency_code', 'dialing_code', 'name', 'phone_digits']);
    expect(body.errors.name).toBe('Ne doit pas commencer par une espace.');
    const after = await t.owner.query('select count(*)::int n from countries');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('needs a token, the permission and one of the caller’s partners', async () => {
    expect((await t.call(null, { method: 'GET', url: '/api/countries' })).statusCode).toBe(401);
    const agent = roleOf('call_centre_agent', PARTNER_A);
    expect((await t.call(agent, { method: 'GET', url: '/api/countries' })).statusCode).toBe(200);
    const denied = await t.call(agent, { method: 'POST', url: '/api/countries', payload: kenya });
    expect(denied.statusCode).toBe(403);
    const foreign = await t.call(admin, { method: 'GET', url: '/api/countries', partner: PARTNER_B });
    expect(foreign.statusCode).toBe(403);
  });
});
