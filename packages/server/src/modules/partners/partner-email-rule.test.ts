import { EMAIL_PATTERN, partnerEmailConfig } from '@coverdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, roleOf, type TestApp } from '../../test/test-app.ts';
import { seedPartners } from './partners.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t.owner, [
    { guid: PARTNER_A, code: 'PA' },
    { guid: PARTNER_B, code: 'PB' },
  ]);
});
afterAll(() => t.close());

const admin = adminOf(PARTNER_A);
const post = (payload: object, user = admin, partner = PARTNER_A) =>
  t.call(user, { method: 'POST', url: '/api/partners_config/email', partner, payload });
const stored = async () =>
  (await t.owner.query('select email_config c from partner_configs where partner_guid = $1', [PARTNER_A])).rows[0]?.c;

/**
 * A strict reader of `format: email` (RFC 5321: a local part of at most 64 characters, a host of at most 253, labels
 * that never start or end with a hyphen).
 */
const strictEmail = (v: string) =>
  /^[A-Za-z0-9_'+-]+(?:\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/.test(
    v,
  ) &&
  v.split('@')[0]!.length <= 64 &&
  v.split('@')[1]!.length <= 253;

describe('POST /api/partners_config/email: one email rule for the request and the answer', () => {
  const accepted = ['care@alpha.example', "o'brien+claims@mail.alpha-care.co", 'A.B@X.IO', `${'l'.repeat(64)}@b.com`];
  const refused = [
    'a@b-.com',
    'a@-b.com',
    '.a@b.com',
    'a..b@c.com',
    'a.@b.com',
    'a@b',
    'a@b.c',
    `${'x'.repeat(250)}@b.com`,
    `${'l'.repeat(65)}@b.com`,
    `${'l'.repeat(74)}@alpha.example`,
    `a@${`${'h'.repeat(60)}.`.repeat(5)}com`,
  ];

  it.each(accepted)('stores %s and answers it, readable again through the same schema', async (addr) => {
    const r = await post({ sender_address: addr, recipients: [addr] });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ sender_address: addr, recipients: [addr] });
    expect(partnerEmailConfig.safeParse(r.json()).success).toBe(true);
    expect(strictEmail(addr)).toBe(true);
    const got = await t.call(admin, { method: 'GET', url: '/api/partners_config/email', partner: PARTNER_A });
    expect(got.json()).toMatchObject({ sender_address: addr, recipients: [addr] });
  });

  it.each(refused)('refuses %s with 400 naming the field, storing nothing', async (addr) => {
    const before = await stored();
    const r = await post({ sender_address: addr, recipients: ['ok@alpha.example', addr] });
    expect(r.statusCode).toBe(400);
    expect(Object.keys(r.json().errors).sort()).toEqual(['recipients.1', 'sender_address']);
    expect(r.json().errors.sender_address).toBe('Enter a valid email address.');
    expect(await stored()).toEqual(before);
  });

  it('the rule accepts nothing a strict format: email reader refuses', () => {
    for (const addr of [...accepted, ...refused]) expect(EMAIL_PATTERN.test(addr)).toBe(strictEmail(addr));
  });

  it('keeps its checks: another partner 403, a role without partners.write 403', async () => {
    expect((await post({ recipients: [] }, admin, PARTNER_B)).statusCode).toBe(403);
    expect((await post({ recipients: [] }, roleOf('call_centre_agent', PARTNER_A))).statusCode).toBe(403);
  });
});
