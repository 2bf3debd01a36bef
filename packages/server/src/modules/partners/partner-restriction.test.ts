import { RESTRICTED_PARTNERS_FLAG } from '@coverdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, roleOf, type TestApp } from '../../test/test-app.ts';
import { seedPartners } from './partners.fixtures.ts';

let t: TestApp;
let flag: { guid: string; name: string; description: string | null };
beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t.owner, [
    { guid: PARTNER_A, code: 'PA' },
    { guid: PARTNER_B, code: 'PB' },
  ]);
  flag = (
    await t.owner.query('select guid::text, name, description from feature_flags where name = $1', [
      RESTRICTED_PARTNERS_FLAG,
    ])
  ).rows[0];
});
afterAll(() => t.close());

const admin = adminOf(PARTNER_A, PARTNER_B);
const agentA = roleOf('call_centre_agent', PARTNER_A);
const restrict = (partner_guids: string[]) =>
  t.call(admin, {
    method: 'PUT',
    url: `/api/feature-flags/${flag.guid}`,
    partner: PARTNER_A,
    payload: { name: flag.name, description: flag.description, enabled: true, partner_guids },
  });
// An empty body: refused by validation (400) when the partner may change things, by the restriction (403) before.
const registerNobody = (partner: string) =>
  t.call(agentA, { method: 'POST', url: '/api/customers/register', partner, payload: {} });

describe('the restricted-partner list (SPEC §6)', () => {
  it('ships as a reserved feature flag, on for no partner', () => {
    expect(flag).toBeDefined();
  });

  it("freezes a restricted partner's business writes before validation; reads and configuration still work", async () => {
    expect((await registerNobody(PARTNER_A)).statusCode).toBe(400);
    expect((await restrict([PARTNER_A])).statusCode).toBe(200);

    const refused = await registerNobody(PARTNER_A);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'partner_restricted', message: expect.stringMatching(/restricted/) });
    expect(
      (
        await t.call(agentA, {
          method: 'GET',
          url: '/api/customers/find',
          partner: PARTNER_A,
          query: { msisdn: '254700000001' },
        })
      ).statusCode,
    ).toBe(200);
    // Partner B is not restricted.
    const agentB = roleOf('call_centre_agent', PARTNER_B);
    expect(
      (await t.call(agentB, { method: 'POST', url: '/api/customers/register', partner: PARTNER_B, payload: {} }))
        .statusCode,
    ).toBe(400);

    // Lifting it is a configuration change, allowed under the restricted partner itself, and holds at once.
    expect((await restrict([])).statusCode).toBe(200);
    expect((await registerNobody(PARTNER_A)).statusCode).toBe(400);
  });

  it('can be switched and given partners but never renamed or deleted', async () => {
    const rename = await t.call(admin, {
      method: 'PUT',
      url: `/api/feature-flags/${flag.guid}`,
      partner: PARTNER_A,
      payload: { name: 'something-else', enabled: true, partner_guids: [] },
    });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().code).toBe('feature_flag_reserved');
    const remove = await t.call(admin, {
      method: 'DELETE',
      url: `/api/feature-flags/${flag.guid}`,
      partner: PARTNER_A,
    });
    expect(remove.statusCode).toBe(409);
    expect(
      (await t.owner.query('select 1 from feature_flags where name = $1', [RESTRICTED_PARTNERS_FLAG])).rowCount,
    ).toBe(1);
  });
});
