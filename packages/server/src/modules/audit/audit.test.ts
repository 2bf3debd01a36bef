import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../../platform/audit.ts';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, roleOf, type TestApp } from '../../test/test-app.ts';
import { seedPartners } from '../partners/partners.fixtures.ts';

let t: TestApp;
const actor = { sub: 'u1', username: 'tester' };
beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t.owner, [
    { guid: PARTNER_A, code: 'PA' },
    { guid: PARTNER_B, code: 'PB' },
  ]);
  // 130 events of A on two entities, 3 of B, 1 shared (no partner).
  await t.database.system(async (tx) => {
    for (let i = 0; i < 130; i++)
      await audit(tx, actor, {
        partner_guid: PARTNER_A,
        entity_type: i % 2 ? 'claim' : 'policy',
        entity_guid: i % 2 ? 'claim-1' : 'policy-1',
        action: i === 129 ? 'approve' : 'update',
        after: { i },
      });
    for (let i = 0; i < 3; i++)
      await audit(tx, actor, {
        partner_guid: PARTNER_B,
        entity_type: 'claim',
        entity_guid: 'claim-b',
        action: 'update',
      });
    await audit(tx, actor, { entity_type: 'country', entity_guid: 'KE', action: 'create' });
  });
  // Spread the times so "newest first" is checkable.
  await t.owner.query(
    "update audit_events set created_at = now() - ((after->>'i')::int * interval '-1 second') where after ? 'i'",
  );
});
afterAll(() => t.close());

const admin = adminOf(PARTNER_A);

describe('audit events', () => {
  it('pages from 0 with 100 a page, newest first, only the selected partner', async () => {
    const first = await t.call(admin, { method: 'GET', url: '/api/audit_events', partner: PARTNER_A });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.count).toBe(130);
    expect(body.items).toHaveLength(100);
    expect(body.items[0].after).toEqual({ i: 129 });
    expect(body.items[99].after).toEqual({ i: 30 });
    expect(body.items.every((e: { partner_guid: string }) => e.partner_guid === PARTNER_A)).toBe(true);
    const second = await t.call(admin, {
      method: 'GET',
      url: '/api/audit_events',
      partner: PARTNER_A,
      query: { page: '1' },
    });
    expect(second.json().items).toHaveLength(30);
    expect(second.json().items[0].after).toEqual({ i: 29 });
  });

  it('filters by entity guid, entity type and action', async () => {
    const byEntity = await t.call(admin, {
      method: 'GET',
      url: '/api/audit_events',
      partner: PARTNER_A,
      query: { entity_guid: 'claim-1', size: '5' },
    });
    expect(byEntity.json().count).toBe(65);
    expect(byEntity.json().items).toHaveLength(5);
    const byType = await t.call(admin, {
      method: 'GET',
      url: '/api/audit_events',
      partner: PARTNER_A,
      query: { entity_type: 'policy' },
    });
    expect(byType.json().count).toBe(65);
    const byAction = await t.call(admin, {
      method: 'GET',
      url: '/api/audit_events',
      partner: PARTNER_A,
      query: { action: 'approve' },
    });
    expect(byAction.json()).toMatchObject({ count: 1, items: [{ entity_guid: 'claim-1', action: 'approve' }] });
    // B's events never show to A, even when asked by B's entity guid.
    const foreignEntity = await t.call(admin, {
      method: 'GET',
      url: '/api/audit_events',
      partner: PARTNER_A,
      query: { entity_guid: 'claim-b' },
    });
    expect(foreignEntity.json()).toEqual({ items: [], count: 0 });
  });

  it('filters by who acted and by dates (a date-only end takes in its whole day)', async () => {
    await t.database.system((tx) =>
      audit(
        tx,
        { sub: 'u2', username: 'other.agent' },
        {
          partner_guid: PARTNER_A,
          entity_type: 'customer',
          entity_guid: 'customer-1',
          action: 'update',
        },
      ),
    );
    await t.owner.query(
      "update audit_events set created_at = '2026-03-04T23:30:00Z' where actor_username = 'other.agent'",
    );
    const q = (query: Record<string, string>) =>
      t.call(admin, { method: 'GET', url: '/api/audit_events', partner: PARTNER_A, query });
    expect((await q({ actor: 'other.agent' })).json()).toMatchObject({
      count: 1,
      items: [{ entity_guid: 'customer-1' }],
    });
    expect((await q({ actor: 'other.agent', from: '2026-03-04', to: '2026-03-04' })).json().count).toBe(1);
    expect((await q({ actor: 'other.agent', from: '2026-03-05' })).json().count).toBe(0);
    expect((await q({ actor: 'other.agent', to: '2026-03-04T23:00:00Z' })).json().count).toBe(0);
    const bad = await q({ from: 'yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('from');
  });

  it('rejects bad paging, a foreign partner, a missing role and no token', async () => {
    const bad = await t.call(admin, {
      method: 'GET',
      url: '/api/audit_events',
      partner: PARTNER_A,
      query: { page: '-1', size: '0' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['page', 'size']);
    expect((await t.call(admin, { method: 'GET', url: '/api/audit_events', partner: PARTNER_B })).statusCode).toBe(403);
    expect((await t.call(admin, { method: 'GET', url: '/api/audit_events' })).statusCode).toBe(400);
    const agent = roleOf('call_centre_agent', PARTNER_A);
    expect((await t.call(agent, { method: 'GET', url: '/api/audit_events', partner: PARTNER_A })).statusCode).toBe(403);
    expect((await t.call(null, { method: 'GET', url: '/api/audit_events', partner: PARTNER_A })).statusCode).toBe(401);
  });
});
