import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../identity/test/fixtures.ts';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, roleOf, type TestApp } from '../../test/test-app.ts';
import { seedPartners } from '../partners/partners.fixtures.ts';

let t: TestApp;
const SMS_A = '0190a000-0000-7000-8000-0000000005a1';
const SMS_B = '0190b000-0000-7000-8000-0000000005b1';
const admin = adminOf(PARTNER_A);

beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t.owner, [
    { guid: PARTNER_A, code: 'PA' },
    { guid: PARTNER_B, code: 'PB' },
  ]);
  await t.owner.query(
    `insert into sms_outbox (partner_guid, guid, msisdn, text, kind, status, error)
     values ($1, $2, '254712345678', 'Your premium is due', 'recurring_reminder', 'failed', 'no route'),
            ($3, $4, '254700000000', 'B secret', 'recurring_reminder', 'delivered', null)`,
    [PARTNER_A, SMS_A, PARTNER_B, SMS_B],
  );
});
afterAll(() => t.close());

describe('SMS outbox', () => {
  it("lists the partner's messages with their state and resends one as a new message", async () => {
    const list = await t.call(admin, { method: 'GET', url: '/api/outbox/sms', partner: PARTNER_A });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ count: 1, items: [{ guid: SMS_A, status: 'failed', error: 'no route' }] });
    const res = await t.call(admin, { method: 'POST', url: `/api/outbox/sms/${SMS_A}/resend`, partner: PARTNER_A });
    expect(res.statusCode).toBe(201);
    const after = await t.call(admin, {
      method: 'GET',
      url: '/api/outbox/sms',
      partner: PARTNER_A,
      query: { msisdn: '+254712345678' },
    });
    expect(after.json().count).toBe(2);
    expect(after.json().items[0]).toMatchObject({
      guid: res.json().guid,
      status: 'sent',
      text: 'Your premium is due',
    });
    const events = await t.owner.query(
      "select partner_guid from audit_events where entity_guid = $1 and action = 'resend'",
      [SMS_A],
    );
    expect(events.rows).toEqual([{ partner_guid: PARTNER_A }]);
  });

  it("filters by status; bad input is a 400; another partner's message is a 404; a role without the permission is a 403", async () => {
    const failed = await t.call(admin, {
      method: 'GET',
      url: '/api/outbox/sms',
      partner: PARTNER_A,
      query: { status: 'failed' },
    });
    expect(failed.json().count).toBe(1);
    const bad = await t.call(admin, {
      method: 'GET',
      url: '/api/outbox/sms',
      partner: PARTNER_A,
      query: { msisdn: 'abc', status: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['msisdn', 'status']);
    const foreign = await t.call(admin, { method: 'POST', url: `/api/outbox/sms/${SMS_B}/resend`, partner: PARTNER_A });
    expect(foreign.statusCode).toBe(404);
    expect((await t.call(admin, { method: 'GET', url: '/api/outbox/sms', partner: PARTNER_B })).statusCode).toBe(403);
    const agent = roleOf('call_centre_agent', PARTNER_A);
    expect((await t.call(agent, { method: 'GET', url: '/api/outbox/sms', partner: PARTNER_A })).statusCode).toBe(403);
    expect(
      (await t.call(agent, { method: 'POST', url: `/api/outbox/sms/${SMS_A}/resend`, partner: PARTNER_A })).statusCode,
    ).toBe(403);
    const count = await t.owner.query('select count(*)::int as n from sms_outbox where partner_guid = $1', [PARTNER_B]);
    expect(count.rows[0].n).toBe(1);
  });
});

describe('email outbox resend', () => {
  it('queues a copy of a visible email; a foreign one is a 404; a reader is a 403', async () => {
    const userA = await makeUser(t, { partners: [PARTNER_A] });
    const userB = await makeUser(t, { partners: [PARTNER_B] });
    const adminA = { sub: userA.id, roles: ['admin'], partners: [PARTNER_A], username: userA.username };
    const base = `/identity/admin/realms/${t.config.realm}/users`;
    for (const [who, id] of [
      [adminA, userA.id],
      [adminOf(PARTNER_B), userB.id],
    ] as const)
      await t.call(who, { method: 'PUT', url: `${base}/${id}/execute-actions-email`, payload: ['UPDATE_PASSWORD'] });
    const mine = (await t.call(adminA, { method: 'GET', url: '/api/outbox/emails' })).json().items;
    expect(mine).toHaveLength(1);
    const res = await t.call(adminA, { method: 'POST', url: `/api/outbox/emails/${mine[0].guid}/resend` });
    expect(res.statusCode).toBe(201);
    const after = (await t.call(adminA, { method: 'GET', url: '/api/outbox/emails' })).json();
    expect(after.count).toBe(2);
    expect(after.items.find((e: { guid: string }) => e.guid === res.json().guid)).toMatchObject({
      to: mine[0].to,
      subject: mine[0].subject,
      text_body: mine[0].text_body,
    });
    const theirs = (
      await t.owner.query('select guid from email_outbox where to_address = $1', [`${userB.username}@example.com`])
    ).rows[0].guid;
    expect((await t.call(adminA, { method: 'POST', url: `/api/outbox/emails/${theirs}/resend` })).statusCode).toBe(404);
    const reader = roleOf('partner_user', PARTNER_A);
    expect(
      (await t.call(reader, { method: 'POST', url: `/api/outbox/emails/${mine[0].guid}/resend` })).statusCode,
    ).toBe(403);
    expect((await t.call(adminA, { method: 'POST', url: '/api/outbox/emails/nope/resend' })).statusCode).toBe(400);
  });
});
