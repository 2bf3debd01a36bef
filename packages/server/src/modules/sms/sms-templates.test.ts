import { countSms } from '@coverdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, roleOf, type TestApp } from '../../test/test-app.ts';
import { seedPartners } from '../policies/policies.fixtures.ts';

let t: TestApp;
const admin = adminOf(PARTNER_A);
const reader = roleOf('partner_user', PARTNER_A);
const B = '/api/sms_templates';
const body = {
  code: 'PREMIUM_DUE',
  text: 'Dear %s, your premium for %s is due.',
  language: 'en',
  parameters: ['first_name', 'policy_number'],
};

beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t);
});
afterAll(() => t.close());

describe('SMS templates', () => {
  it('creates, lists, updates and deletes a template, each change audited', async () => {
    const c = await t.call(admin, { method: 'POST', url: B, payload: body, partner: PARTNER_A });
    expect(c.statusCode, c.body).toBe(201);
    const guid = c.json().guid;
    expect(c.json()).toMatchObject({ ...body, system_generated: false });
    const list = await t.call(reader, { method: 'GET', url: B, partner: PARTNER_A });
    const own = list.json().filter((x: { system_generated: boolean }) => !x.system_generated);
    expect(own.map((x: { guid: string }) => x.guid)).toEqual([guid]);
    const u = await t.call(admin, {
      method: 'PUT',
      url: `${B}/${guid}`,
      payload: { ...body, text: 'Cher %s, la prime de %s est due.', language: 'fr' },
      partner: PARTNER_A,
    });
    expect(u.statusCode).toBe(200);
    expect(u.json().language).toBe('fr');
    const d = await t.call(admin, { method: 'DELETE', url: `${B}/${guid}`, partner: PARTNER_A });
    expect(d.statusCode).toBe(204);
    const events = await t.owner.query('select action from audit_events where entity_guid = $1 order by guid', [guid]);
    expect(events.rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses bad input with field errors: empty code and text, no language, parameters not matching markers', async () => {
    const r = await t.call(admin, {
      method: 'POST',
      url: B,
      payload: { code: '', text: '', parameters: ['first_name'] },
      partner: PARTNER_A,
    });
    expect(r.statusCode).toBe(400);
    expect(Object.keys(r.json().errors).sort()).toEqual(['code', 'language', 'text']);
    const m = await t.call(admin, {
      method: 'POST',
      url: B,
      payload: { ...body, parameters: ['first_name'] },
      partner: PARTNER_A,
    });
    expect(m.statusCode).toBe(400);
    expect(m.json().errors.parameters).toContain('%s');
  });

  it('says "maximum characters exceeded" beyond the partner maximum segments', async () => {
    await t.owner.query(
      `insert into partner_configs (partner_guid, config) values ($1, '{"sms_max_segments": 1}')
       on conflict (partner_guid) do update set config = excluded.config`,
      [PARTNER_A],
    );
    const r = await t.call(admin, {
      method: 'POST',
      url: B,
      payload: { code: 'LONG', text: 'a'.repeat(161), language: 'en' },
      partner: PARTNER_A,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors.text).toMatch(/Maximum characters exceeded/);
    const meta = await t.call(reader, { method: 'GET', url: '/api/metadata/sms_template', partner: PARTNER_A });
    expect(meta.json()).toMatchObject({
      max_segments: 1,
      languages: ['en', 'fr'],
      limits: { 'GSM-7': { single: 160 } },
    });
    await t.owner.query(`update partner_configs set config = '{}' where partner_guid = $1`, [PARTNER_A]);
  });

  it('keeps system-generated templates read-only and codes unique per language', async () => {
    const g = '0190a000-0000-7000-8000-0000000005c1';
    await t.owner.query(
      `insert into sms_templates (partner_guid, guid, code, text, language, system_generated)
       values ($1, $2, 'KYC_OK', 'Your KYC is approved', 'en', true)`,
      [PARTNER_A, g],
    );
    const put = await t.call(admin, { method: 'PUT', url: `${B}/${g}`, payload: body, partner: PARTNER_A });
    expect(put.statusCode).toBe(409);
    expect((await t.call(admin, { method: 'DELETE', url: `${B}/${g}`, partner: PARTNER_A })).statusCode).toBe(409);
    const dup = await t.call(admin, {
      method: 'POST',
      url: B,
      payload: { ...body, code: 'KYC_OK', text: 'x', parameters: [] },
      partner: PARTNER_A,
    });
    expect(dup.statusCode).toBe(409);
  });

  it('seeds the system templates in English and French for every partner (new ones too), read-only', async () => {
    const list = await t.call(reader, { method: 'GET', url: B, partner: PARTNER_A });
    // (KYC_OK is the hand-made system template of the test above.)
    const system = list
      .json()
      .filter((x: { system_generated: boolean; code: string }) => x.system_generated && x.code !== 'KYC_OK') as {
      guid: string;
      code: string;
      language: string;
      text: string;
      parameters: string[];
    }[];
    const codes = [...new Set(system.map((x) => x.code))];
    expect(codes).toEqual(
      expect.arrayContaining(['PAYMENT_RECEIVED', 'POLICY_ACTIVATED', 'CLAIM_PAID', 'PREMIUM_REMINDER']),
    );
    for (const code of codes)
      expect(
        system.filter((x) => x.code === code).map((x) => x.language),
        code,
      ).toEqual(['en', 'fr']);
    for (const x of system) {
      expect(x.parameters.length, x.code).toBe(x.text.match(/%s/g)?.length ?? 0);
      expect(countSms(x.text).segments, `${x.code} ${x.language}`).toBe(1);
    }
    const paid = system.find((x) => x.code === 'CLAIM_PAID' && x.language === 'fr')!;
    expect(paid.text).toMatch(/payé/);
    const put = await t.call(admin, { method: 'PUT', url: `${B}/${paid.guid}`, payload: body, partner: PARTNER_A });
    expect(put.statusCode).toBe(409);
    expect((await t.call(admin, { method: 'DELETE', url: `${B}/${paid.guid}`, partner: PARTNER_A })).statusCode).toBe(
      409,
    );
    // A partner created later gets them from the start.
    const fresh = '0190a000-0000-7000-8000-0000000005c9';
    await t.owner.query(
      `insert into partners (guid, name, code, country_code) values ($1, 'Fresh', 'FRSH', 'KE') on conflict do nothing`,
      [fresh],
    );
    const seeded = await t.owner.query(
      'select count(*)::int as n from sms_templates where partner_guid = $1 and system_generated',
      [fresh],
    );
    expect(seeded.rows[0].n).toBe(system.length);
  });

  it("hides another partner's templates and refuses roles without the permission", async () => {
    const theirs = await t.call(adminOf(PARTNER_B), { method: 'POST', url: B, payload: body, partner: PARTNER_B });
    expect(theirs.statusCode).toBe(201);
    const g = theirs.json().guid;
    expect(
      (await t.call(admin, { method: 'PUT', url: `${B}/${g}`, payload: body, partner: PARTNER_A })).statusCode,
    ).toBe(404);
    expect((await t.call(admin, { method: 'DELETE', url: `${B}/${g}`, partner: PARTNER_A })).statusCode).toBe(404);
    expect((await t.call(admin, { method: 'GET', url: B, partner: PARTNER_B })).statusCode).toBe(403);
    const mine = (await t.call(admin, { method: 'GET', url: B, partner: PARTNER_A })).json();
    expect(mine.some((x: { guid: string }) => x.guid === g)).toBe(false);
    expect((await t.call(reader, { method: 'POST', url: B, payload: body, partner: PARTNER_A })).statusCode).toBe(403);
    expect((await t.call(null, { method: 'GET', url: B, partner: PARTNER_A })).statusCode).toBe(401);
  });
});
