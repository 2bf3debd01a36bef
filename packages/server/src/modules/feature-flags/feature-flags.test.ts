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

const adminA = adminOf(PARTNER_A);
const adminB = adminOf(PARTNER_B);
const flags = async () => (await t.owner.query('select name, partner_guids from feature_flags order by name')).rows;

describe('feature flags', () => {
  let guid: string;

  it('creates, reads, lists with search, updates and deletes, audited per partner', async () => {
    const created = await t.call(adminA, {
      method: 'POST',
      url: '/api/feature-flags',
      partner: PARTNER_A,
      payload: { name: 'complex_claims', description: 'Claims under /claims/complex', partner_guids: [PARTNER_A] },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'complex_claims',
      enabled: true,
      partner_guids: [PARTNER_A],
      enabled_for_partner: true,
    });
    guid = created.json().guid;

    await t.call(adminA, {
      method: 'POST',
      url: '/api/feature-flags',
      partner: PARTNER_A,
      payload: { name: 'bulk-sms' },
    });
    const list = await t.call(adminA, {
      method: 'GET',
      url: '/api/feature-flags',
      partner: PARTNER_A,
      query: { search: 'claims' },
    });
    expect(list.json()).toMatchObject({ count: 1, items: [{ name: 'complex_claims' }] });
    const all = await t.call(adminA, { method: 'GET', url: '/api/feature-flags', partner: PARTNER_A });
    // With the reserved `restricted-partners` flag the platform ships.
    expect(all.json().count).toBe(3);

    const updated = await t.call(adminA, {
      method: 'PUT',
      url: `/api/feature-flags/${guid}`,
      partner: PARTNER_A,
      payload: { name: 'complex_claims', description: 'Complex claims', enabled: false, partner_guids: [PARTNER_A] },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ enabled: false, enabled_for_partner: false });

    const ev = await t.owner.query(
      "select action, partner_guid from audit_events where entity_type = 'feature_flag' and entity_guid = $1 order by created_at",
      [guid],
    );
    expect(ev.rows).toEqual([
      { action: 'create', partner_guid: PARTNER_A },
      { action: 'update', partner_guid: PARTNER_A },
    ]);
  });

  it('never shows or changes other partners’ entries', async () => {
    // Partner B's admin switches the flag on for B: A's entry stays, and neither sees the other's guid.
    const res = await t.call(adminB, {
      method: 'PUT',
      url: `/api/feature-flags/${guid}`,
      partner: PARTNER_B,
      payload: { name: 'complex_claims', enabled: true, partner_guids: [PARTNER_B] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ partner_guids: [PARTNER_B], enabled_for_partner: true });
    expect(JSON.stringify(res.json())).not.toContain(PARTNER_A);
    expect((await flags()).find((f) => f.name === 'complex_claims').partner_guids.sort()).toEqual(
      [PARTNER_A, PARTNER_B].sort(),
    );

    const seenByA = await t.call(adminA, { method: 'GET', url: `/api/feature-flags/${guid}`, partner: PARTNER_A });
    expect(seenByA.json()).toMatchObject({ partner_guids: [PARTNER_A], enabled_for_partner: true });
    const auditB = await t.owner.query(
      'select before, after from audit_events where entity_guid = $1 and partner_guid = $2',
      [guid, PARTNER_B],
    );
    expect(JSON.stringify(auditB.rows)).not.toContain(PARTNER_A);

    // Switching on for a partner one does not hold is refused; deleting a flag another partner uses too.
    const steal = await t.call(adminA, {
      method: 'PUT',
      url: `/api/feature-flags/${guid}`,
      partner: PARTNER_A,
      payload: { name: 'complex_claims', partner_guids: [PARTNER_A, PARTNER_B] },
    });
    expect(steal.statusCode).toBe(403);
    expect(
      (await t.call(adminA, { method: 'DELETE', url: `/api/feature-flags/${guid}`, partner: PARTNER_A })).statusCode,
    ).toBe(409);
    expect((await flags()).length).toBe(3);
  });

  it('deletes a flag used only by the caller’s partners', async () => {
    const both = adminOf(PARTNER_A, PARTNER_B);
    const del = await t.call(both, { method: 'DELETE', url: `/api/feature-flags/${guid}`, partner: PARTNER_A });
    expect(del.statusCode).toBe(204);
    expect(
      (await t.call(both, { method: 'GET', url: `/api/feature-flags/${guid}`, partner: PARTNER_A })).statusCode,
    ).toBe(404);
    const ev = await t.owner.query(
      "select count(*)::int n from audit_events where entity_guid = $1 and action = 'delete'",
      [guid],
    );
    expect(ev.rows[0].n).toBe(2);
  });

  it('rejects bad input with field errors and writes nothing; 409 on a taken name', async () => {
    const before = await flags();
    const bad = await t.call(adminA, {
      method: 'POST',
      url: '/api/feature-flags',
      partner: PARTNER_A,
      payload: { name: 'Bad Name', enabled: 'yes', partner_guids: ['x'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['enabled', 'name', 'partner_guids.0']);
    const dup = await t.call(adminA, {
      method: 'POST',
      url: '/api/feature-flags',
      partner: PARTNER_A,
      payload: { name: 'bulk-sms' },
    });
    expect(dup.statusCode).toBe(409);
    expect(await flags()).toEqual(before);
  });

  it('needs a token, the permission and one of the caller’s partners', async () => {
    expect((await t.call(null, { method: 'GET', url: '/api/feature-flags', partner: PARTNER_A })).statusCode).toBe(401);
    const reader = roleOf('partner_user', PARTNER_A);
    expect((await t.call(reader, { method: 'GET', url: '/api/feature-flags', partner: PARTNER_A })).statusCode).toBe(
      200,
    );
    const denied = await t.call(reader, {
      method: 'POST',
      url: '/api/feature-flags',
      partner: PARTNER_A,
      payload: { name: 'nope' },
    });
    expect(denied.statusCode).toBe(403);
    expect((await t.call(adminA, { method: 'GET', url: '/api/feature-flags', partner: PARTNER_B })).statusCode).toBe(
      403,
    );
    expect((await flags()).map((f) => f.name)).not.toContain('nope');
  });
});

describe('languages', () => {
  it('lists English and French to any signed-in user', async () => {
    const res = await t.call(roleOf('partner_user', PARTNER_A), { method: 'GET', url: '/api/languages' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      count: 2,
      items: [
        { code: 'en', name: 'English' },
        { code: 'fr', name: 'Français' },
      ],
    });
    expect((await t.call(null, { method: 'GET', url: '/api/languages' })).statusCode).toBe(401);
    expect((await t.call(adminA, { method: 'GET', url: '/api/languages', partner: PARTNER_B })).statusCode).toBe(403);
  });
});
