import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureUser, generatePassword } from '../../identity/bootstrap.ts';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, roleOf, type TestApp } from '../../test/test-app.ts';
import { seedPartners } from './partners.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t.owner, [
    { guid: PARTNER_A, code: 'PA', name: 'Alpha Care' },
    { guid: PARTNER_B, code: 'PB', name: 'Beta Cover' },
  ]);
});
afterAll(() => t.close());

const admin = adminOf(PARTNER_A);
const input = {
  name: 'Gamma Health',
  code: 'GAMMA',
  country: 'KE',
  default_language: 'fr',
  insurer: 'Jubilee',
  service_name: 'Gamma Cash',
  ussd_code: '*384*55#',
  whatsapp_number: '+254700111222',
  call_centre_number: '0700111222',
};
const count = async (table: string) => (await t.owner.query(`select count(*)::int n from ${table}`)).rows[0].n;

describe('partners', () => {
  it('lists only the caller’s partners, paged', async () => {
    const res = await t.call(admin, { method: 'GET', url: '/api/partners' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 1, items: [{ guid: PARTNER_A, name: 'Alpha Care', country: 'KE' }] });
    const both = await t.call(adminOf(PARTNER_A, PARTNER_B), {
      method: 'GET',
      url: '/api/partners',
      query: { size: '1', page: '2' },
    });
    expect(both.json()).toMatchObject({ count: 2, items: [{ code: 'PB' }] });
    const search = await t.call(adminOf(PARTNER_A, PARTNER_B), {
      method: 'GET',
      url: '/api/partners',
      query: { search: 'bet' },
    });
    expect(search.json().items.map((p: { code: string }) => p.code)).toEqual(['PB']);
  });

  it('lists nothing for a user without partners, and rejects bad paging', async () => {
    const none = await t.call({ roles: ['admin'], partners: ['not-a-guid'] }, { method: 'GET', url: '/api/partners' });
    expect(none.json()).toEqual({ items: [], count: 0 });
    const bad = await t.call(admin, { method: 'GET', url: '/api/partners', query: { page: '0', size: '501' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['page', 'size']);
  });

  it('gets one of the caller’s partners and 404s for any other', async () => {
    const got = await t.call(admin, { method: 'GET', url: `/api/partners/${PARTNER_A}` });
    expect(got.statusCode).toBe(200);
    expect(got.json().code).toBe('PA');
    const foreign = await t.call(admin, { method: 'GET', url: `/api/partners/${PARTNER_B}` });
    expect(foreign.statusCode).toBe(404);
    expect(JSON.stringify(foreign.json())).not.toContain('Beta');
    expect((await t.call(admin, { method: 'GET', url: '/api/partners/not-a-guid' })).statusCode).toBe(400);
  });

  it('creates a partner with default configs, gives it to the creator and audits it', async () => {
    const user = await ensureUser(t.database.db, {
      username: 'creator',
      password: generatePassword(),
      roles: ['admin'],
      partners: [PARTNER_A],
    });
    const creator = { ...admin, sub: user.id, username: 'creator' };
    const res = await t.call(creator, { method: 'POST', url: '/api/partners', payload: input });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ ...input, active: true });
    const configs = await t.owner.query('select config from partner_configs where partner_guid = $1', [created.guid]);
    expect(configs.rowCount).toBe(1);
    const u = await t.owner.query('select partners, attributes from identity_users where id = $1', [user.id]);
    expect(u.rows[0].partners).toContain(created.guid);
    expect(u.rows[0].attributes.partners).toContain(created.guid);
    const ev = await t.owner.query('select action, partner_guid from audit_events where entity_guid = $1', [
      created.guid,
    ]);
    expect(ev.rows).toEqual([{ action: 'create', partner_guid: created.guid }]);

    const dup = await t.call(creator, { method: 'POST', url: '/api/partners', payload: { ...input, name: 'Other' } });
    expect(dup.statusCode).toBe(409);
  });

  it('answers 503 "busy" and writes nothing when a long write holds a table its customers partition needs', async () => {
    const before = await count('partners');
    const writer = await t.owner.connect();
    try {
      // A write transaction on payments (which points at customers) that outlasts the partition's 2 s lock wait.
      await writer.query('begin');
      await writer.query('lock table payments in row exclusive mode');
      const busy = await t.call(admin, { method: 'POST', url: '/api/partners', payload: { ...input, code: 'BUSY' } });
      expect(busy.statusCode).toBe(503);
      expect(busy.json()).toMatchObject({ code: 'busy' });
      expect(busy.headers['retry-after']).toBe('5');
    } finally {
      await writer.query('rollback');
      writer.release();
    }
    expect(await count('partners')).toBe(before);
    const again = await t.call(admin, { method: 'POST', url: '/api/partners', payload: { ...input, code: 'BUSY' } });
    expect(again.statusCode).toBe(201);
    const part = await t.owner.query('select to_regclass($1)::text as p', [
      `customers_${again.json().guid.replaceAll('-', '')}`,
    ]);
    expect(part.rows[0].p).not.toBeNull();
  });

  it('rejects bad input with field errors and writes nothing', async () => {
    const before = await count('partners');
    const bad = await t.call(admin, {
      method: 'POST',
      url: '/api/partners',
      payload: {
        name: ' x',
        code: 'lower case',
        country: 'Kenya',
        default_language: 'de',
        ussd_code: '123',
        whatsapp_number: 'abc',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'code',
      'country',
      'default_language',
      'name',
      'ussd_code',
      'whatsapp_number',
    ]);
    const unknownCountry = await t.call(admin, {
      method: 'POST',
      url: '/api/partners',
      payload: { ...input, code: 'NOCOUNTRY', country: 'ZZ' },
    });
    expect(unknownCountry.statusCode).toBe(400);
    expect(unknownCountry.json().errors).toEqual({ country: 'There is no country with this code.' });
    expect(await count('partners')).toBe(before);
  });

  it('updates only a partner the caller holds, with an audit event before → after', async () => {
    const current = (await t.call(admin, { method: 'GET', url: `/api/partners/${PARTNER_A}` })).json();
    const payload = { ...input, code: 'PA', guid: PARTNER_A, name: 'Alpha Care Plus' };
    const res = await t.call(admin, { method: 'PUT', url: '/api/partners', payload });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Alpha Care Plus');
    const ev = await t.owner.query(
      "select before->>'name' b, after->>'name' a, partner_guid from audit_events where entity_guid = $1 and action = 'update'",
      [PARTNER_A],
    );
    expect(ev.rows).toEqual([{ b: current.name, a: 'Alpha Care Plus', partner_guid: PARTNER_A }]);

    const foreign = await t.call(admin, {
      method: 'PUT',
      url: '/api/partners',
      payload: { ...payload, guid: PARTNER_B, code: 'PB' },
    });
    expect(foreign.statusCode).toBe(404);
    const b = await t.owner.query('select name from partners where guid = $1', [PARTNER_B]);
    expect(b.rows[0].name).toBe('Beta Cover');

    const taken = await t.call(adminOf(PARTNER_A, PARTNER_B), {
      method: 'PUT',
      url: '/api/partners',
      payload: { ...payload, code: 'PB' },
    });
    expect(taken.statusCode).toBe(409);
    const invalid = await t.call(admin, { method: 'PUT', url: '/api/partners', payload: { ...payload, name: '' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toHaveProperty('name');
  });

  it('remembers the selected partner without a partner parameter, and only one of the caller’s', async () => {
    const user = await ensureUser(t.database.db, {
      username: 'selector',
      password: generatePassword(),
      roles: ['partner_user'],
      partners: [PARTNER_A],
    });
    const me = { ...roleOf('partner_user', PARTNER_A), sub: user.id, username: 'selector' };
    const res = await t.call(me, {
      method: 'POST',
      url: '/api/partners/selected',
      payload: { partner_guid: PARTNER_A },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ partner_guid: PARTNER_A, name: expect.any(String), code: 'PA' });
    const u = await t.owner.query('select attributes from identity_users where id = $1', [user.id]);
    expect(u.rows[0].attributes.selected_partner).toEqual([PARTNER_A]);
    const ev = await t.owner.query(
      "select partner_guid from audit_events where action = 'select_partner' and entity_guid = $1",
      [user.id],
    );
    expect(ev.rows).toEqual([{ partner_guid: PARTNER_A }]);

    const foreign = await t.call(me, {
      method: 'POST',
      url: '/api/partners/selected',
      payload: { partner_guid: PARTNER_B },
    });
    expect(foreign.statusCode).toBe(404);
    const bad = await t.call(me, { method: 'POST', url: '/api/partners/selected', payload: { partner_guid: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('partner_guid');
    expect(
      (await t.call(null, { method: 'POST', url: '/api/partners/selected', payload: { partner_guid: PARTNER_A } }))
        .statusCode,
    ).toBe(401);
  });

  it('needs a token and the permission', async () => {
    expect((await t.call(null, { method: 'GET', url: '/api/partners' })).statusCode).toBe(401);
    expect((await t.call(null, { method: 'GET', url: `/api/partners/${PARTNER_A}` })).statusCode).toBe(401);
    const agent = roleOf('call_centre_agent', PARTNER_A);
    expect((await t.call(agent, { method: 'GET', url: '/api/partners' })).statusCode).toBe(200);
    const before = await count('partners');
    const denied = await t.call(agent, { method: 'POST', url: '/api/partners', payload: { ...input, code: 'DENIED' } });
    expect(denied.statusCode).toBe(403);
    const put = await t.call(agent, {
      method: 'PUT',
      url: '/api/partners',
      payload: { ...input, code: 'PA', guid: PARTNER_A },
    });
    expect(put.statusCode).toBe(403);
    expect(await count('partners')).toBe(before);
    const noRole = { roles: [], partners: [PARTNER_A] };
    expect((await t.call(noRole, { method: 'GET', url: '/api/partners' })).statusCode).toBe(403);
    const foreignParam = await t.call(admin, { method: 'GET', url: '/api/partners', partner: PARTNER_B });
    expect(foreignParam.statusCode).toBe(403);
  });
});
