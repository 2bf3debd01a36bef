import KcAdminClient from '@keycloak/keycloak-admin-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PARTNER_A, type TestApp } from '../../test/test-app.ts';
import { makeUser } from './fixtures.ts';

let t: TestApp;
let kc: KcAdminClient;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const admin = await makeUser(t, { roles: ['admin'], partners: [PARTNER_A] });
  kc = new KcAdminClient({ baseUrl: `http://127.0.0.1:${port}/identity`, realmName: t.config.realm });
  await kc.auth({
    grantType: 'password',
    username: admin.username,
    password: admin.password,
    clientId: t.config.oauthClientId,
    clientSecret: t.config.oauthClientSecret,
  });
});
afterAll(() => t.close());

describe('the official @keycloak/keycloak-admin-client against our realm', () => {
  it('lists, creates, updates and deletes users and assigns groups', async () => {
    const created = await kc.users
      .create({
        username: 'kc.created',
        email: 'kc.created@example.com',
        firstName: 'Kc',
        lastName: 'Created',
        enabled: true,
        attributes: { partners: [PARTNER_A] },
        credentials: [{ type: 'password', value: 'Kc-passw0rd!', temporary: false }],
      })
      .catch(async (e) => {
        throw new Error(`${e.message} ${e.response?.status} ${JSON.stringify(e.responseData)}`);
      });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);

    const found = await kc.users.find({ search: 'kc.created', max: 250 });
    expect(found.map((u) => u.username)).toEqual(['kc.created']);
    const byPartner = await kc.users.find({ q: `partners:${PARTNER_A}`, enabled: true, max: 250 });
    expect(byPartner.map((u) => u.username)).toContain('kc.created');
    expect(byPartner.every((u) => u.attributes?.partners?.includes(PARTNER_A))).toBe(true);
    const otherPartner = await kc.users.find({ q: 'partners:0190b000-0000-7000-8000-00000000000b', max: 250 });
    expect(otherPartner).toEqual([]);
    expect(await kc.users.count({ search: 'kc.created' })).toBe(1);

    const one = await kc.users.findOne({ id: created.id });
    expect(one).toMatchObject({ username: 'kc.created', firstName: 'Kc', attributes: { partners: [PARTNER_A] } });

    await kc.users.update({ id: created.id }, { ...one, firstName: 'Updated', enabled: false });
    expect((await kc.users.findOne({ id: created.id }))?.firstName).toBe('Updated');

    const groups = await kc.groups.find();
    const agent = groups.find((g) => g.name === 'call_centre_agent')!;
    expect(agent.path).toBe('/call_centre_agent');
    await kc.users.addToGroup({ id: created.id, groupId: agent.id! });
    expect((await kc.users.listGroups({ id: created.id })).map((g) => g.name)).toEqual(['call_centre_agent']);
    await kc.users.delFromGroup({ id: created.id, groupId: agent.id! });
    expect(await kc.users.listGroups({ id: created.id })).toEqual([]);

    await kc.users.executeActionsEmail({ id: created.id, actions: ['UPDATE_PASSWORD'], lifespan: 300 });
    const { rows } = await t.owner.query('select count(*)::int as n from email_outbox where to_address = $1', [
      'kc.created@example.com',
    ]);
    expect(rows[0].n).toBe(1);

    await kc.users.del({ id: created.id });
    expect(await kc.users.findOne({ id: created.id })).toBeNull();
  });

  it('surfaces our errors as Keycloak client errors', async () => {
    await expect(
      kc.users.create({ username: 'bad', attributes: { partners: ['0190b000-0000-7000-8000-00000000000b'] } }),
    ).rejects.toThrow();
  });
});
