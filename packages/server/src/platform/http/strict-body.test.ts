import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agent, hospitalClaim, type Seeded, seedClaimsWorld } from '../../modules/claims/test/claims-fixtures.ts';
import { adminOf, createTestApp, PARTNER_A, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let A: Seeded;
beforeAll(async () => {
  t = await createTestApp();
  ({ A } = await seedClaimsWorld(t));
});
afterAll(() => t?.close());

const admin = adminOf(PARTNER_A);
const rows = async (table: string) => (await t.owner.query(`select count(*)::int n from ${table}`)).rows[0].n;

describe('an unknown body field is refused with 400 naming it, on every route', () => {
  it('at the top of a body', async () => {
    const before = await rows('countries');
    const res = await t.call(admin, {
      method: 'POST',
      url: '/api/countries',
      payload: { code: 'TZ', name: 'Tanzania', currency_code: 'TZS', dialing_code: '255', phone_digits: 9, colour: 1 },
      headers: { 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ colour: 'Champ inconnu.' });
    expect(await rows('countries')).toBe(before);
  });

  it('in one branch of a discriminated union (a claim of one type)', async () => {
    const before = await rows('claims');
    const res = await t.call(agent(PARTNER_A), {
      method: 'POST',
      url: '/api/claims',
      payload: hospitalClaim(A, { death_date: '2026-01-01' }),
      partner: PARTNER_A,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['death_date']);
    expect(await rows('claims')).toBe(before);
  });

  it('inside a nested object', async () => {
    const res = await t.call(admin, {
      method: 'POST',
      url: '/api/policies/complex/filter',
      payload: { additional_details: { aml_flagged: true, shoe_size: 42 } },
      partner: PARTNER_A,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['additional_details.shoe_size']);
  });

  it("Keycloak's read-only user fields are accepted (the admin client sends back what it read)", async () => {
    const created = await t.call(admin, {
      method: 'POST',
      url: '/identity/admin/realms/coverdesk/users',
      payload: { username: 'strict-user', attributes: { partners: [PARTNER_A] } },
    });
    expect(created.statusCode).toBe(201);
    const id = created.headers.location!.split('/').pop()!;
    const url = `/identity/admin/realms/coverdesk/users/${id}`;
    const user = (await t.call(admin, { method: 'GET', url })).json();
    const back = await t.call(admin, { method: 'PUT', url, payload: { ...user, firstName: 'Ama' } });
    expect(back.statusCode, back.body).toBe(204);
    const odd = await t.call(admin, { method: 'PUT', url, payload: { ...user, favouriteColour: 'blue' } });
    expect(odd.statusCode).toBe(400);
    expect(Object.keys(odd.json().errors)).toEqual(['favouriteColour']);
  });
});
