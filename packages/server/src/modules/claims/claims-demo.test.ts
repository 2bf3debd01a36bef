import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PARTNER_A, PARTNER_B, type TestApp } from '../../test/test-app.ts';
import { seedDemoClaims } from './claims-demo.ts';
import { makeClaim, reader, type Seeded, seedClaimsWorld, setClaimConfig } from './test/claims-fixtures.ts';

let t: TestApp;
let A: Seeded;
let B: Seeded;
beforeAll(async () => {
  t = await createTestApp();
  ({ A, B } = await seedClaimsWorld(t));
  for (let i = 0; i < 4; i++) await makeClaim(t, A);
  await makeClaim(t, B);
  await setClaimConfig(t, PARTNER_A, {}, { claims_mode: 'complex' });
});
afterAll(() => t.close());

describe('seedDemoClaims', () => {
  it('adds callbacks, pre-authorisations and complex claims that the API then shows, once', async () => {
    const r = await t.database.scoped([PARTNER_A], (tx) => seedDemoClaims(tx, PARTNER_A));
    expect(r).toEqual({ callbacks: 3, preauthorizations: 2, complexClaims: 2 });
    const get = async (url: string, query: Record<string, string> = {}) =>
      (await t.call(reader(PARTNER_A), { method: 'GET', url, query, partner: PARTNER_A })).json();
    expect((await get('/api/claim_callbacks', { open: 'true' })).count).toBe(2);
    expect((await get('/api/claim_callbacks', { open: 'false' })).count).toBe(1);
    expect((await get('/api/claim/preauthorization')).items.map((p: { status: string }) => p.status).sort()).toEqual([
      'approved',
      'pending',
    ]);
    const complex = await get('/api/claims/complex');
    expect(complex.count).toBe(2);
    const detail = await get(`/api/claims/complex/${complex.items[1].guid}`);
    expect(detail.expenses).toHaveLength(2);

    expect(await t.database.scoped([PARTNER_A], (tx) => seedDemoClaims(tx, PARTNER_A))).toEqual({
      callbacks: 0,
      preauthorizations: 0,
      complexClaims: 0,
    });
    expect((await get('/api/claim_callbacks', { open: 'true' })).count).toBe(2);
  });

  it('touches only the given partner; a simple-mode partner gets no complex claims', async () => {
    const r = await t.database.scoped([PARTNER_B], (tx) => seedDemoClaims(tx, PARTNER_B));
    expect(r).toEqual({ callbacks: 1, preauthorizations: 2, complexClaims: 0 });
    const a = await t.owner.query('select count(*)::int n from claim_callbacks where partner_guid = $1', [PARTNER_A]);
    expect(a.rows[0].n).toBe(3);
    const b = await t.owner.query('select claim_guid from claim_callbacks where partner_guid = $1', [PARTNER_B]);
    expect(b.rows).toHaveLength(1);
    expect(
      (await t.owner.query('select partner_guid from claims where guid = $1', [b.rows[0].claim_guid])).rows[0]
        .partner_guid,
    ).toBe(B.partner);
  });
});
