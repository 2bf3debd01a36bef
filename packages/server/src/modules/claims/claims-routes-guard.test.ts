import {
  buildPath,
  claimCallbacksRoutes,
  claimPayoutsRoutes,
  claimsRoutes,
  complexClaimsRoutes,
  preauthorizationRoutes,
  type RouteDef,
} from '@coverdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ANY = '0190c000-0000-7000-8000-0000000000cc';
const routes = Object.entries({
  ...claimsRoutes,
  ...Object.fromEntries(Object.entries(claimPayoutsRoutes).map(([k, v]) => [`payouts.${k}`, v])),
  ...Object.fromEntries(Object.entries(claimCallbacksRoutes).map(([k, v]) => [`callbacks.${k}`, v])),
  ...Object.fromEntries(Object.entries(preauthorizationRoutes).map(([k, v]) => [`preauth.${k}`, v])),
  ...Object.fromEntries(Object.entries(complexClaimsRoutes).map(([k, v]) => [`complex.${k}`, v])),
}) as [string, RouteDef][];
const urlOf = (r: RouteDef) =>
  buildPath(r.path, { id: ANY, guid: ANY, claimGuid: ANY, customer_guid: ANY, action: 'approve' });

describe('every claims route is guarded', () => {
  it.each(routes)(
    '%s: 401 without a token, 403 without its permission, 403 for a partner not in the token',
    async (_n, r) => {
      const base = {
        method: r.method,
        url: urlOf(r),
        payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
      };
      expect((await t.call(null, { ...base, partner: PARTNER_A })).statusCode).toBe(401);
      expect(r.permission).toBeDefined();
      expect(
        (await t.call({ roles: ['nobody'], partners: [PARTNER_A] }, { ...base, partner: PARTNER_A })).statusCode,
      ).toBe(403);
      expect((await t.call(adminOf(PARTNER_A), { ...base, partner: PARTNER_B })).statusCode).toBe(403);
      expect((await t.call(adminOf(PARTNER_A), base)).statusCode).toBe(400);
    },
  );

  it('writes need more than read access', async () => {
    const writes = routes.filter(([, r]) => r.permission !== 'claims.read');
    expect(writes.length).toBeGreaterThan(15);
    for (const [name, r] of writes) {
      const res = await t.call(
        { roles: ['partner_user'], partners: [PARTNER_A] },
        {
          method: r.method,
          url: urlOf(r),
          payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
          partner: PARTNER_A,
        },
      );
      expect(res.statusCode, name).toBe(403);
    }
  });
});
