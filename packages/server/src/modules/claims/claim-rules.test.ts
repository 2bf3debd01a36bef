import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PARTNER_A, type TestApp } from '../../test/test-app.ts';
import { addDays, today } from './claim-dates.ts';
import {
  agent,
  assessor,
  count,
  finance,
  hospitalClaim,
  makeClaim,
  reader,
  type Seeded,
  seedClaimsWorld,
  setClaimConfig,
} from './test/claims-fixtures.ts';

let t: TestApp;
let A: Seeded;
let B: Seeded;
beforeAll(async () => {
  t = await createTestApp();
  ({ A, B } = await seedClaimsWorld(t));
});
afterAll(() => t.close());

const auditCount = async (guid: string) =>
  (await t.owner.query('select count(*)::int n from audit_events where entity_guid = $1', [guid])).rows[0].n as number;

describe('claimed events must have happened', () => {
  const tomorrow = () => addDays(today(), 1);
  it.each([
    ['hospital_admission_date', { hospital_admission_date: tomorrow(), hospital_discharge_date: addDays(today(), 3) }],
    ['hospital_discharge_date', { hospital_admission_date: today(), hospital_discharge_date: addDays(today(), 30) }],
  ])('a hospital stay with %s after today answers 400 naming it, writing nothing', async (field, dates) => {
    const before = await count(t, 'claims');
    const r = await t.call(agent(A.partner), {
      method: 'POST',
      url: '/api/claims',
      payload: hospitalClaim(A, dates),
      partner: PARTNER_A,
    });
    expect(r.statusCode, r.body).toBe(400);
    expect(Object.keys(r.json().errors)).toContain(field);
    expect(await count(t, 'claims')).toBe(before);
  });

  it('says why in the request language (a planned stay is a pre-authorisation)', async () => {
    const r = await t.call(agent(A.partner), {
      method: 'POST',
      url: '/api/claims',
      payload: hospitalClaim(A, { hospital_admission_date: today(), hospital_discharge_date: tomorrow() }),
      partner: PARTNER_A,
      headers: { 'accept-language': 'fr' },
    });
    expect(r.json().errors.hospital_discharge_date).toBe(
      'Le séjour doit être terminé : un séjour prévu demande une pré-autorisation.',
    );
  });

  it.each([
    ['death_date', { type: 'death', death_date: tomorrow(), is_accident: false }],
    ['event_date', { type: 'accident', event_date: tomorrow() }],
    [
      'end_date',
      {
        type: 'reimbursement',
        event_date: today(),
        start_date: today(),
        end_date: tomorrow(),
        condition: 'Fracture',
        is_accident: true,
      },
    ],
  ])('%s after today answers 400', async (field, fields) => {
    const base = hospitalClaim(A) as Record<string, unknown>;
    for (const k of ['hospital_admission_date', 'hospital_discharge_date', 'hospital_name', 'hospitalization_reason'])
      delete base[k];
    const r = await t.call(agent(A.partner), {
      method: 'POST',
      url: '/api/claims',
      payload: { ...base, condition: 'Malaria', is_accident: false, ...fields },
      partner: PARTNER_A,
    });
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().errors[field]).toBe('The date cannot be in the future.');
  });

  it('an edit cannot move the discharge after today either', async () => {
    const c = await makeClaim(t, A);
    const r = await t.call(agent(A.partner), {
      method: 'PUT',
      url: `/api/claims/${c.guid}`,
      payload: { version: c.version, hospital_discharge_date: tomorrow() },
      partner: PARTNER_A,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors.hospital_discharge_date).toBeDefined();
  });

  it('a stay that ended today is accepted', async () => {
    const c = await makeClaim(t, A, {
      hospital_admission_date: addDays(today(), -2),
      hospital_discharge_date: today(),
    });
    expect(c.status).toBe('decision_pending');
  });
});

describe('PUT /api/claims/{guid}', () => {
  const put = (user: Parameters<TestApp['call']>[0], guid: string, payload: object, lang = 'en') =>
    t.call(user, {
      method: 'PUT',
      url: `/api/claims/${guid}`,
      payload,
      partner: PARTNER_A,
      headers: { 'accept-language': lang },
    });

  it('an update that changes nothing bumps no version and writes no audit event', async () => {
    const c = await makeClaim(t, A);
    const events = await auditCount(c.guid);
    const { guid: _g, ...same } = c;
    // The claim sent back as read (its status and every field it holds) changes nothing.
    const fields = Object.fromEntries(
      ['person_affected', 'relation', 'hospital_admission_date', 'hospital_discharge_date', 'hospital_name']
        .map((k) => [k, (same as Record<string, unknown>)[k]])
        .concat([
          ['claim_amount_cents', c.claim_amount_cents],
          ['documentation_received_at', c.documentation_received_at],
          ['status', c.status],
          ['comment', c.comment],
        ]),
    );
    for (const body of [{ version: c.version }, { version: c.version, ...fields }]) {
      const r = await put(assessor(A.partner), c.guid, body);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({ version: c.version, updated_at: c.updated_at });
    }
    expect(await auditCount(c.guid)).toBe(events);
    // A real change still bumps the version once, with one event.
    const changed = await put(assessor(A.partner), c.guid, { version: c.version, comment: 'Called the hospital' });
    expect(changed.json()).toMatchObject({ version: c.version + 1, comment: 'Called the hospital' });
    expect(await auditCount(c.guid)).toBe(events + 1);
  });

  it('a field the claim already holds is no change, even where its status locks that field', async () => {
    let c = await makeClaim(t, A);
    c = (await put(assessor(A.partner), c.guid, { version: c.version, status: 'approved_pending' })).json();
    const same = await put(assessor(A.partner), c.guid, {
      version: c.version,
      person_affected: c.person_affected,
      status: 'approved_pending',
    });
    expect(same.statusCode, same.body).toBe(200);
    const locked = await put(assessor(A.partner), c.guid, { version: c.version, person_affected: 'Someone else' });
    expect(locked.statusCode).toBe(409);
  });

  it('a status runs the state-machine action leading there, audited as that action', async () => {
    let c = await makeClaim(t, A);
    const r = await put(assessor(A.partner), c.guid, { version: c.version, status: 'approved_pending' });
    expect(r.statusCode, r.body).toBe(200);
    c = r.json();
    expect(c).toMatchObject({ status: 'approved_pending', decision: 'approved', version: 2 });
    expect(c.timeline.map((e) => e.action)).toEqual(['create', 'approve']);
    // approved_pending → decision_pending: reverse the decision, with its required reason.
    const noReason = await put(assessor(A.partner), c.guid, { version: c.version, status: 'decision_pending' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toHaveProperty('reason');
    c = (
      await put(assessor(A.partner), c.guid, { version: c.version, status: 'decision_pending', reason: 'Recheck' })
    ).json();
    expect(c).toMatchObject({ status: 'decision_pending', decision: null });
    expect(c.timeline.at(-1)).toMatchObject({ action: 'reverse_decision', reason: 'Recheck' });
  });

  it('an edit and a status in one call: the edit, then the action, in one transaction', async () => {
    let c = await makeClaim(t, A);
    const r = await put(assessor(A.partner), c.guid, {
      version: c.version,
      comment: 'Checked with the hospital',
      status: 'approved_pending',
    });
    expect(r.statusCode, r.body).toBe(200);
    c = r.json();
    expect(c).toMatchObject({ status: 'approved_pending', comment: 'Checked with the hospital', version: 3 });
    expect(c.timeline.map((e) => e.action)).toEqual(['create', 'update', 'approve']);

    // The action fails (an agent may not reverse a decision): the edit made with it is rolled back too.
    const events = await auditCount(c.guid);
    const refused = await put(agent(A.partner), c.guid, {
      version: c.version,
      comment: 'Changed',
      status: 'decision_pending',
      reason: 'x',
    });
    expect(refused.statusCode).toBe(403);
    expect(await auditCount(c.guid)).toBe(events);
    const stored = await t.owner.query('select comment, version from claims where guid = $1', [c.guid]);
    expect(stored.rows[0]).toEqual({ comment: 'Checked with the hospital', version: c.version });
  });

  it('runs every rule of the action: role (403), version (409), four-eyes (422)', async () => {
    const c = await makeClaim(t, A);
    const byAgent = await put(agent(A.partner), c.guid, { version: c.version, status: 'approved_pending' });
    expect(byAgent.statusCode).toBe(403);
    const stale = await put(assessor(A.partner), c.guid, { version: c.version + 5, status: 'approved_pending' });
    expect(stale.statusCode).toBe(409);
    await setClaimConfig(t, PARTNER_A, { four_eyes_payment: true });
    try {
      const admin = { roles: ['admin'], partners: [A.partner], username: 'adm', sub: 'admin-1' };
      const approved = (await put(admin, c.guid, { version: c.version, status: 'approved_pending' })).json();
      const same = await put(admin, c.guid, { version: approved.version, status: 'payable' });
      expect(same.statusCode).toBe(422);
      const other = await put({ ...admin, sub: 'admin-2' }, c.guid, { version: approved.version, status: 'payable' });
      expect(other.statusCode, other.body).toBe(200);
      expect(other.json()).toMatchObject({ status: 'payable', payment_status: null });
    } finally {
      await setClaimConfig(t, PARTNER_A, {});
    }
  });

  it('answers 400 naming the field when no action leads there, or when several do and none is chosen', async () => {
    const c = await makeClaim(t, A);
    const events = await auditCount(c.guid);
    const none = await put(assessor(A.partner), c.guid, { version: c.version, status: 'payable' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.status).toBe('No action takes a claim from decision_pending to payable.');
    const several = await put(assessor(A.partner), c.guid, { version: c.version, status: 'closed' }, 'fr');
    expect(several.statusCode).toBe(400);
    expect(several.json().errors.status).toContain('reject, discard');
    const wrong = await put(assessor(A.partner), c.guid, { version: c.version, status: 'closed', action: 'approve' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toHaveProperty('action');
    const unknown = await put(assessor(A.partner), c.guid, { version: c.version, status: 'paid' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty('status');
    expect(await auditCount(c.guid)).toBe(events);
    expect((await t.owner.query('select version from claims where guid = $1', [c.guid])).rows[0].version).toBe(1);

    // Chosen: `action`, or a rejection reason (SPEC §3 rejection_reason) for reject.
    const discarded = await put(assessor(A.partner), c.guid, {
      version: c.version,
      status: 'closed',
      action: 'discard',
      reason: 'Duplicate',
    });
    expect(discarded.json()).toMatchObject({ status: 'closed', decision: 'discarded' });
    const d = await makeClaim(t, A);
    const rejected = await put(assessor(A.partner), d.guid, {
      version: d.version,
      status: 'closed',
      rejection_reason: 'Not covered',
    });
    expect(rejected.json()).toMatchObject({ status: 'closed', decision: 'rejected', rejection_reason: 'Not covered' });
  });

  it('never sends money: a payable claim set to closed is marked paid, not paid out', async () => {
    let c = await makeClaim(t, A);
    const admin = { roles: ['admin'], partners: [A.partner], username: 'adm', sub: 'admin-1' };
    c = (await put(admin, c.guid, { version: c.version, status: 'approved_pending' })).json();
    c = (await put(admin, c.guid, { version: c.version, status: 'payable' })).json();
    const r = await put(finance(A.partner), c.guid, { version: c.version, status: 'closed' });
    expect(r.statusCode).toBe(403); // the edit call needs claims.submit; finance pays through the pay call
    const closed = await put(admin, c.guid, { version: c.version, status: 'closed' });
    expect(closed.json()).toMatchObject({ status: 'closed', payment_status: 'paid_manually', payouts: [] });
  });

  it('a reader gets 403 and another partner’s claim is not found', async () => {
    const c = await makeClaim(t, A);
    expect((await put(reader(A.partner), c.guid, { version: 1, status: 'approved_pending' })).statusCode).toBe(403);
    const b = await makeClaim(t, B);
    const foreign = await put(assessor(A.partner), b.guid, { version: 1, status: 'approved_pending' });
    expect(foreign.statusCode).toBe(404);
    expect((await t.owner.query('select status from claims where guid = $1', [b.guid])).rows[0].status).toBe(
      'decision_pending',
    );
  });
});
