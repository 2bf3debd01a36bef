import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PARTNER_A, PARTNER_B, type TestApp } from '../../test/test-app.ts';
import {
  act,
  agent,
  assessor,
  finance,
  makeClaim,
  reader,
  type Seeded,
  seedClaimsWorld,
  setClaimConfig,
} from './test/claims-fixtures.ts';

let t: TestApp;
let A: Seeded;
beforeAll(async () => {
  t = await createTestApp();
  ({ A } = await seedClaimsWorld(t));
});
afterAll(() => t.close());

const post = (
  user: Parameters<TestApp['call']>[0],
  guid: string,
  action: string,
  payload: object,
  partner = PARTNER_A,
) => t.call(user, { method: 'POST', url: `/api/claims/${guid}/actions/${action}`, payload, partner });

describe('claim actions over HTTP', () => {
  it('approve → mark unpaid → mark paid → mark unpaid (undo) → pay, with the audit timeline telling who and why', async () => {
    let c = await makeClaim(t, A);
    c = await act(t, assessor(A.partner), A, c, 'approve');
    expect(c).toMatchObject({ status: 'approved_pending', decision: 'approved', approved_by: 'assessor-1' });
    c = await act(t, finance(A.partner), A, c, 'mark_unpaid');
    expect(c.status).toBe('payable');
    c = await act(t, finance(A.partner), A, c, 'mark_paid');
    expect(c).toMatchObject({ status: 'closed', payment_status: 'paid_manually' });
    c = await act(t, finance(A.partner), A, c, 'mark_unpaid', 'Bank transfer bounced');
    expect(c).toMatchObject({ status: 'payable', payment_status: null });
    c = await act(t, finance(A.partner), A, c, 'pay');
    expect(c).toMatchObject({ status: 'closed', payment_status: 'succeeded' });
    expect(c.timeline.map((e) => [e.action, e.actor_username])).toEqual([
      ['create', 'agent'],
      ['approve', 'assessor-1'],
      ['mark_unpaid', 'finance-1'],
      ['mark_paid', 'finance-1'],
      ['mark_unpaid', 'finance-1'],
      ['pay', 'finance-1'],
      ['payout_succeeded', 'finance-1'],
    ]);
    expect(c.timeline[4]!.reason).toBe('Bank transfer bounced');
    expect(c.timeline[1]).toMatchObject({
      before: { status: 'decision_pending' },
      after: { status: 'approved_pending' },
    });
  });

  it('reject with a reason → revert rejection; reject → confirm → reopen ex gratia → reverse decision', async () => {
    let c = await makeClaim(t, A);
    const noReason = await post(assessor(A.partner), c.guid, 'reject', { version: c.version });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBeDefined();
    c = await act(t, assessor(A.partner), A, c, 'reject', 'Not covered');
    expect(c).toMatchObject({ status: 'closed', decision: 'rejected', rejection_reason: 'Not covered' });
    c = await act(t, assessor(A.partner), A, c, 'revert_rejection');
    expect(c).toMatchObject({ status: 'decision_pending', decision: null, rejection_reason: null });
    c = await act(t, assessor(A.partner), A, c, 'reject', 'Duplicate');
    c = await act(t, assessor(A.partner), A, c, 'confirm_rejection');
    expect(c.decision).toBe('rejection_confirmed');
    const revert = await post(assessor(A.partner), c.guid, 'revert_rejection', { version: c.version });
    expect(revert.statusCode).toBe(409);
    expect(revert.json().message).toBe('The action "revert_rejection" is not allowed while the claim is closed.');
    const r = await post(assessor(A.partner), c.guid, 'reopen_exgratia', {
      version: c.version,
      reason: 'Goodwill',
      amount_cents: 150_000,
    });
    expect(r.statusCode).toBe(200);
    c = r.json();
    expect(c).toMatchObject({ status: 'approved_pending', decision: 'exgratia', benefit_amount_cents: 150_000 });
    c = await act(t, assessor(A.partner), A, c, 'reverse_decision', 'Wrong claim');
    expect(c).toMatchObject({ status: 'decision_pending', decision: null, benefit_amount_cents: 300_000 });
    c = await act(t, assessor(A.partner), A, c, 'discard', 'Duplicate entry');
    expect(c).toMatchObject({ status: 'closed', decision: 'discarded', allowed_actions: [] });
  });

  it('refuses approving a claim whose assessment pays nothing (422)', async () => {
    await t.owner.query('update policies set start_date = current_date - 5 where guid = $1', [A.policy]);
    const c = await makeClaim(t, A);
    await t.owner.query('update policies set start_date = current_date - 400 where guid = $1', [A.policy]);
    const r = await post(assessor(A.partner), c.guid, 'approve', { version: 1 });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toMatch(/pays nothing/);
  });

  it('validates rejection reasons against the partner’s configured list when it has one', async () => {
    await t.owner.query(
      "insert into claim_rejection_reasons (partner_guid, guid, code, name) values ($1, gen_random_uuid(), 'WP', 'Waiting period')",
      [A.partner],
    );
    try {
      const c = await makeClaim(t, A);
      const bad = await post(assessor(A.partner), c.guid, 'reject', { version: 1, reason: 'Because' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.reason).toBe('Choose a rejection reason from the list.');
      expect(
        (await post(assessor(A.partner), c.guid, 'reject', { version: 1, reason: 'Waiting period' })).statusCode,
      ).toBe(200);
    } finally {
      await t.owner.query('delete from claim_rejection_reasons');
    }
  });

  it('refuses the wrong role (403), a foreign partner (403/404), no token (401) and bad input (400), changing nothing', async () => {
    const c = await makeClaim(t, A);
    expect((await post(finance(A.partner), c.guid, 'approve', { version: 1 })).statusCode).toBe(403);
    expect((await post(agent(A.partner), c.guid, 'approve', { version: 1 })).statusCode).toBe(403);
    expect((await post(reader(A.partner), c.guid, 'approve', { version: 1 })).statusCode).toBe(403);
    expect((await post(assessor(PARTNER_B), c.guid, 'approve', { version: 1 }, PARTNER_B)).statusCode).toBe(404);
    expect((await post(assessor(PARTNER_B), c.guid, 'approve', { version: 1 }, PARTNER_A)).statusCode).toBe(403);
    expect((await post(null, c.guid, 'approve', { version: 1 })).statusCode).toBe(401);
    expect((await post(assessor(A.partner), c.guid, 'fly', { version: 1 })).statusCode).toBe(400);
    expect((await post(assessor(A.partner), c.guid, 'approve', {})).statusCode).toBe(400);
    const after = await t.call(reader(A.partner), { method: 'GET', url: `/api/claims/${c.guid}`, partner: PARTNER_A });
    expect(after.json()).toMatchObject({ status: 'decision_pending', version: 1 });
  });

  it('four-eyes payment: the approver may not pay; someone else may', async () => {
    await setClaimConfig(t, PARTNER_A, { four_eyes_payment: true });
    try {
      const both = {
        roles: ['claims_assessor', 'finance_officer'],
        partners: [PARTNER_A],
        username: 'both',
        sub: 'both-1',
      };
      let c = await makeClaim(t, A);
      c = await act(t, both, A, c, 'approve');
      const r = await post(both, c.guid, 'mark_unpaid', { version: c.version });
      expect(r.statusCode).toBe(422);
      expect(r.json().message).toMatch(/Four-eyes/);
      c = await act(t, finance(A.partner), A, c, 'mark_unpaid');
      const pay = await post(both, c.guid, 'pay', { version: c.version });
      expect(pay.statusCode).toBe(422);
      c = await act(t, finance(A.partner), A, c, 'pay');
      expect(c.status).toBe('closed');
    } finally {
      await setClaimConfig(t, PARTNER_A, {});
    }
  });

  it('PUT /api/claims/revert_expired reinstates an expired claim (assessors only)', async () => {
    const c = await makeClaim(t, A);
    await t.owner.query("update claims set status = 'expired', documents_complete = false where guid = $1", [c.guid]);
    const url = `/api/claims/revert_expired/${c.guid}`;
    expect(
      (await t.call(finance(A.partner), { method: 'PUT', url, payload: { version: 1 }, partner: PARTNER_A }))
        .statusCode,
    ).toBe(403);
    expect((await t.call(null, { method: 'PUT', url, payload: { version: 1 }, partner: PARTNER_A })).statusCode).toBe(
      401,
    );
    expect(
      (await t.call(assessor(PARTNER_B), { method: 'PUT', url, payload: { version: 1 }, partner: PARTNER_B }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.call(assessor(A.partner), { method: 'PUT', url, payload: { version: 'x' }, partner: PARTNER_A }))
        .statusCode,
    ).toBe(400);
    const r = await t.call(assessor(A.partner), { method: 'PUT', url, payload: { version: 1 }, partner: PARTNER_A });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ status: 'open', version: 2 });
    expect(r.json().documents_due_date).not.toBeNull();
    const again = await t.call(assessor(A.partner), {
      method: 'PUT',
      url,
      payload: { version: 2 },
      partner: PARTNER_A,
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('concurrency', () => {
  it('two assessors deciding at once: exactly one succeeds, the other is told to reload', async () => {
    const c = await makeClaim(t, A);
    const [x, y] = await Promise.all([
      post(assessor(A.partner, 'as-1'), c.guid, 'approve', { version: 1 }),
      post(assessor(A.partner, 'as-2'), c.guid, 'reject', { version: 1, reason: 'No cover' }),
    ]);
    const codes = [x.statusCode, y.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = x.statusCode === 409 ? x : y;
    expect(loser.json().message).toBe('This claim was changed by someone else — reload.');
    const after = await t.call(reader(A.partner), { method: 'GET', url: `/api/claims/${c.guid}`, partner: PARTNER_A });
    expect(after.json().version).toBe(2);
    expect(after.json().timeline.filter((e: { action: string }) => e.action !== 'create')).toHaveLength(1);
  });

  it('an edit and an action at once: exactly one succeeds', async () => {
    const c = await makeClaim(t, A);
    const [x, y] = await Promise.all([
      t.call(agent(A.partner), {
        method: 'PUT',
        url: `/api/claims/${c.guid}`,
        payload: { version: 1, comment: 'edit' },
        partner: PARTNER_A,
      }),
      post(assessor(A.partner), c.guid, 'approve', { version: 1 }),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
  });
});
