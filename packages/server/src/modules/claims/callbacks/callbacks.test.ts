import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PARTNER_A, PARTNER_B, type TestApp } from '../../../test/test-app.ts';
import { agent, finance, makeClaim, reader, type Seeded, seedClaimsWorld } from '../test/claims-fixtures.ts';

let t: TestApp;
let A: Seeded;
let B: Seeded;
beforeAll(async () => {
  t = await createTestApp();
  ({ A, B } = await seedClaimsWorld(t));
});
afterAll(() => t.close());

async function callback(s: Seeded, claimGuid: string, ago: string) {
  await t.owner.query(
    `insert into claim_callbacks (partner_guid, guid, claim_guid, msisdn, notes, requested_at)
     values ($1, $2, $3, '254701000001', 'Please call', now() - $4::interval)`,
    [s.partner, uuidv7(), claimGuid, ago],
  );
}

describe('claim callbacks', () => {
  it('lists open callbacks oldest first (defaults page 1, size 10), closes them with a reason, lists closed', async () => {
    const c1 = await makeClaim(t, A);
    const c2 = await makeClaim(t, A);
    const cb = await makeClaim(t, B);
    await callback(A, c1.guid, '1 day');
    await callback(A, c2.guid, '3 days');
    await callback(B, cb.guid, '1 day');
    const list = (open: string, user = reader(PARTNER_A), partner = PARTNER_A) =>
      t.call(user, { method: 'GET', url: '/api/claim_callbacks', query: { open }, partner });
    const open = await list('true');
    expect(open.statusCode).toBe(200);
    expect(open.json().count).toBe(2);
    expect(open.json().items.map((i: { claim_guid: string }) => i.claim_guid)).toEqual([c2.guid, c1.guid]);
    expect(open.json().items[0]).toMatchObject({
      status: 'open',
      claim_reference: c2.claim_reference,
      customer_guid: A.customer,
      customer_name: 'main customer A',
      policy_guid: A.policy,
      policy_number: 'POL-A-1',
    });

    const close = (guid: string, payload: object, user = agent(PARTNER_A), partner = PARTNER_A) =>
      t.call(user, { method: 'PUT', url: `/api/claim_callbacks/close/${guid}`, payload, partner });
    expect((await close(c2.guid, {})).statusCode).toBe(400);
    expect((await close(c2.guid, { reason: '' })).statusCode).toBe(400);
    expect((await close(c2.guid, { reason: 'Called back' }, finance(PARTNER_A))).statusCode).toBe(403);
    expect((await close(c2.guid, { reason: 'Called back' }, agent(PARTNER_B), PARTNER_B)).statusCode).toBe(404);
    expect(
      (
        await t.call(null, {
          method: 'PUT',
          url: `/api/claim_callbacks/close/${c2.guid}`,
          payload: { reason: 'x' },
          partner: PARTNER_A,
        })
      ).statusCode,
    ).toBe(401);
    expect((await list('true')).json().count).toBe(2);

    const closed = await close(c2.guid, { reason: 'Called back, explained the status' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toHaveLength(1);
    expect(closed.json()[0]).toMatchObject({
      status: 'closed',
      closed_reason: 'Called back, explained the status',
      closed_by: 'agent',
    });
    expect((await close(c2.guid, { reason: 'again' })).statusCode).toBe(422);

    expect((await list('true')).json().count).toBe(1);
    expect((await list('false')).json().items.map((i: { claim_guid: string }) => i.claim_guid)).toEqual([c2.guid]);
    const detail = await t.call(reader(PARTNER_A), {
      method: 'GET',
      url: `/api/claims/${c2.guid}`,
      partner: PARTNER_A,
    });
    expect(detail.json().timeline.at(-1)).toMatchObject({
      action: 'callback_closed',
      reason: 'Called back, explained the status',
    });

    expect(
      (await list('true', reader(PARTNER_B), PARTNER_B)).json().items.map((i: { claim_guid: string }) => i.claim_guid),
    ).toEqual([cb.guid]);
    expect((await list('maybe')).statusCode).toBe(400);
    expect((await t.call(null, { method: 'GET', url: '/api/claim_callbacks', partner: PARTNER_A })).statusCode).toBe(
      401,
    );
    expect(
      (
        await t.call(
          { roles: ['nobody'], partners: [PARTNER_A] },
          { method: 'GET', url: '/api/claim_callbacks', partner: PARTNER_A },
        )
      ).statusCode,
    ).toBe(403);
    expect((await list('true', reader(PARTNER_A), PARTNER_B)).statusCode).toBe(403);
  });
});
