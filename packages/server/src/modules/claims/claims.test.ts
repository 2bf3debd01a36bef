import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PARTNER_A, PARTNER_B, type TestApp } from '../../test/test-app.ts';
import { addDays, today } from './claim-dates.ts';
import {
  agent,
  assessor,
  BASE_CLAIM_CONFIG,
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

describe('POST /api/claims (make claim)', () => {
  it('creates a hospital claim with a readable reference, the assessed benefit and an audit event', async () => {
    const c = await makeClaim(t, A);
    expect(c.claim_reference).toMatch(/^CLM-\d{4}-\d{6}$/);
    expect(c).toMatchObject({
      status: 'decision_pending',
      benefit_amount_cents: 300_000,
      ussd_initiated: false,
      version: 1,
    });
    expect(c.assessment).toMatchObject({ benefit_amount_cents: 300_000, nights: 3, paid_nights: 3, reasons: [] });
    expect(c.allowed_actions.sort()).toEqual(['approve', 'discard', 'reject']);
    expect(c.timeline.map((e) => e.action)).toEqual(['create']);
    const next = await makeClaim(t, A);
    expect(Number(next.claim_reference.slice(-6))).toBe(Number(c.claim_reference.slice(-6)) + 1);
  });

  it('references are per partner', async () => {
    const b = await makeClaim(t, B);
    expect(b.claim_reference.slice(-6)).toBe('000001');
  });

  it.each([
    ['death', { type: 'death', death_date: addDays(today(), -3), is_accident: false }, 5_000_000],
    ['accident', { type: 'accident', event_date: addDays(today(), -3) }, 5_000_000],
    [
      'reimbursement',
      {
        type: 'reimbursement',
        event_date: addDays(today(), -3),
        start_date: addDays(today(), -3),
        end_date: addDays(today(), -2),
        condition: 'Fracture',
        is_accident: true,
        claim_amount_cents: 123_400,
      },
      123_400,
    ],
  ])('creates a %s claim', async (_l, fields, benefit) => {
    const base = hospitalClaim(A);
    for (const k of [
      'hospital_admission_date',
      'hospital_discharge_date',
      'hospital_name',
      'hospitalization_reason',
      'condition',
      'is_accident',
    ])
      delete (base as Record<string, unknown>)[k];
    const r = await t.call(agent(A.partner), {
      method: 'POST',
      url: '/api/claims',
      payload: { ...base, ...fields },
      partner: PARTNER_A,
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().benefit_amount_cents).toBe(benefit);
  });

  it('refuses missing type fields, bad dates and an invalid birth certificate with field errors, writing nothing', async () => {
    const before = await count(t, 'claims');
    const r = await t.call(agent(A.partner), {
      method: 'POST',
      url: '/api/claims',
      payload: {
        ...hospitalClaim(A),
        hospital_name: undefined,
        condition: ' x',
        is_accident: undefined,
        claim_amount_cents: -1,
      },
      partner: PARTNER_A,
    });
    expect(r.statusCode).toBe(400);
    expect(Object.keys(r.json().errors).sort()).toEqual([
      'claim_amount_cents',
      'condition',
      'hospital_name',
      'is_accident',
    ]);
    const child = await t.call(agent(A.partner), {
      method: 'POST',
      url: '/api/claims',
      payload: hospitalClaim(A, {
        relation: 'Child',
        dependant_guid: A.product,
        birth_certificate_valid: false,
        hospital_discharge_date: addDays(today(), -10),
      }),
      partner: PARTNER_A,
      headers: { 'accept-language': 'fr' },
    });
    expect(child.statusCode).toBe(400);
    expect(child.json().errors).toMatchObject({
      birth_certificate_valid: 'Le certificat de naissance doit être valide.',
      hospital_discharge_date: "La sortie ne peut pas précéder l'admission.",
    });
    const noType = await t.call(agent(A.partner), {
      method: 'POST',
      url: '/api/claims',
      payload: { ...hospitalClaim(A), type: 'car' },
      partner: PARTNER_A,
    });
    expect(noType.statusCode).toBe(400);
    const ussd = await t.call(agent(A.partner), {
      method: 'POST',
      url: '/api/claims',
      payload: hospitalClaim(A, { ussd_initiated: true }),
      partner: PARTNER_A,
    });
    expect(ussd.statusCode).toBe(400);
    expect(await count(t, 'claims')).toBe(before);
  });

  it('refuses a policy of another customer or another partner (400, nothing written)', async () => {
    const before = await count(t, 'claims');
    const other = await t.call(agent(A.partner), {
      method: 'POST',
      url: '/api/claims',
      payload: hospitalClaim(A, { policy_guid: A.failingPolicy }),
      partner: PARTNER_A,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors.policy_guid).toMatch(/does not belong/);
    const foreign = await t.call(agent(A.partner), {
      method: 'POST',
      url: '/api/claims',
      payload: hospitalClaim(B),
      partner: PARTNER_A,
    });
    expect(foreign.statusCode).toBe(400);
    expect(await count(t, 'claims')).toBe(before);
  });

  it('only claims.decide holders may set the ignore-max-days flag', async () => {
    const late = { hospital_admission_date: addDays(today(), -200), hospital_discharge_date: addDays(today(), -195) };
    const denied = await t.call(agent(A.partner), {
      method: 'POST',
      url: '/api/claims',
      payload: hospitalClaim(A, { ...late, ignore_max_days_allowed_after_discharge_or_death: true }),
      partner: PARTNER_A,
    });
    expect(denied.statusCode).toBe(403);
    const zero = await makeClaim(t, A, late);
    expect(zero.benefit_amount_cents).toBe(0);
    expect(zero.assessment!.reasons.map((r) => r.code)).toEqual(['max_days_exceeded']);
    const ok = await t.call(assessor(A.partner), {
      method: 'POST',
      url: '/api/claims',
      payload: hospitalClaim(A, { ...late, ignore_max_days_allowed_after_discharge_or_death: true }),
      partner: PARTNER_A,
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      benefit_amount_cents: 500_000,
      ignore_max_days_allowed_after_discharge_or_death: true,
    });
  });

  it('starts open with a due date when the partner requires documents', async () => {
    await setClaimConfig(t, PARTNER_A, {
      required_documents: { ...BASE_CLAIM_CONFIG.required_documents, hospital: ['birth_certificate'] },
      document_deadline_days: 14,
    });
    const c = await makeClaim(t, A);
    expect(c.status).toBe('open');
    expect(c.documents_due_date).toBe(addDays(today(), 14));
    await setClaimConfig(t, PARTNER_A, {});
  });

  it('needs a token, the submit permission and the caller’s partner', async () => {
    const before = await count(t, 'claims');
    expect(
      (await t.call(null, { method: 'POST', url: '/api/claims', payload: hospitalClaim(A), partner: PARTNER_A }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await t.call(finance(PARTNER_A), {
          method: 'POST',
          url: '/api/claims',
          payload: hospitalClaim(A),
          partner: PARTNER_A,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.call(agent(PARTNER_A), {
          method: 'POST',
          url: '/api/claims',
          payload: hospitalClaim(B),
          partner: PARTNER_B,
        })
      ).statusCode,
    ).toBe(403);
    expect(await count(t, 'claims')).toBe(before);
  });
});

describe('assessment', () => {
  it('previews the benefit without saving, and the stored assessment reads back with reasons', async () => {
    const before = await count(t, 'claims');
    const early = hospitalClaim(A, { policy_guid: A.policy });
    const p = await t.call(agent(A.partner), {
      method: 'POST',
      url: '/api/claims/assessment_preview',
      payload: early,
      partner: PARTNER_A,
    });
    expect(p.statusCode, p.body).toBe(200);
    expect(p.json()).toMatchObject({ benefit_amount_cents: 300_000, payable: true, claim_guid: null });
    expect(await count(t, 'claims')).toBe(before);

    await t.owner.query('update policies set start_date = $2 where guid = $1', [A.policy, addDays(today(), -9)]);
    const c = await makeClaim(t, A);
    // Paying nothing, it asks for no documents by a date.
    expect(c.documents_due_date).toBeNull();
    await t.owner.query('update policies set start_date = $2 where guid = $1', [A.policy, addDays(today(), -400)]);
    const got = await t.call(reader(A.partner), {
      method: 'GET',
      url: '/api/assessment',
      query: { claim_guid: c.guid },
      partner: PARTNER_A,
    });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({ claim_guid: c.guid, benefit_amount_cents: 0, payable: false });
    expect(got.json().reasons).toEqual([
      { code: 'waiting_period', text: 'The event happened during the waiting period.' },
    ]);

    expect(
      (
        await t.call(reader(B.partner), {
          method: 'GET',
          url: '/api/assessment',
          query: { claim_guid: c.guid },
          partner: PARTNER_B,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.call(reader(A.partner), {
          method: 'GET',
          url: '/api/assessment',
          query: { claim_guid: 'x' },
          partner: PARTNER_A,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await t.call(null, { method: 'GET', url: '/api/assessment', query: { claim_guid: c.guid }, partner: PARTNER_A }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await t.call(finance(A.partner), {
          method: 'POST',
          url: '/api/claims/assessment_preview',
          payload: early,
          partner: PARTNER_A,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.call(agent(A.partner), {
          method: 'POST',
          url: '/api/claims/assessment_preview',
          payload: { type: 'hospital' },
          partner: PARTNER_A,
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/metadata/claim', () => {
  it('lists types, statuses, relations, channels, verifications and actions per status', async () => {
    const r = await t.call(reader(A.partner), { method: 'GET', url: '/api/metadata/claim', partner: PARTNER_A });
    expect(r.statusCode).toBe(200);
    const m = r.json();
    expect(m.statuses).toHaveLength(6);
    expect(m.types).toEqual(['hospital', 'death', 'accident', 'reimbursement']);
    expect(m.relations).toContain('Principal');
    expect(m.actions_by_status.expired.sort()).toEqual(['discard', 'revert_expired']);
    expect((await t.call(null, { method: 'GET', url: '/api/metadata/claim', partner: PARTNER_A })).statusCode).toBe(
      401,
    );
    expect(
      (
        await t.call(
          { roles: ['nobody'], partners: [PARTNER_A] },
          { method: 'GET', url: '/api/metadata/claim', partner: PARTNER_A },
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('claim detail and edit', () => {
  it('reads a claim; another partner gets 404', async () => {
    const c = await makeClaim(t, A);
    const r = await t.call(reader(A.partner), { method: 'GET', url: `/api/claims/${c.guid}`, partner: PARTNER_A });
    expect(r.statusCode).toBe(200);
    expect(r.json().claim_reference).toBe(c.claim_reference);
    const b = await t.call(adminOfB(), { method: 'GET', url: `/api/claims/${c.guid}`, partner: PARTNER_B });
    expect(b.statusCode).toBe(404);
    expect((await t.call(null, { method: 'GET', url: `/api/claims/${c.guid}`, partner: PARTNER_A })).statusCode).toBe(
      401,
    );
    expect(
      (
        await t.call(
          { roles: ['nobody'], partners: [PARTNER_A] },
          { method: 'GET', url: `/api/claims/${c.guid}`, partner: PARTNER_A },
        )
      ).statusCode,
    ).toBe(403);
  });

  it('edits detail fields with the version, re-assesses and audits; refuses stale versions and locked fields', async () => {
    const c = await makeClaim(t, A);
    const put = (body: object, user = agent(A.partner), partner = PARTNER_A) =>
      t.call(user, { method: 'PUT', url: `/api/claims/${c.guid}`, payload: body, partner });
    const r = await put({ version: 1, hospital_discharge_date: addDays(today(), -3), comment: 'longer stay' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ version: 2, benefit_amount_cents: 500_000, comment: 'longer stay' });
    expect(r.json().timeline.map((e: { action: string }) => e.action)).toEqual(['create', 'update']);

    const stale = await put({ version: 1, comment: 'again' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('This claim was changed by someone else — reload.');

    const bad = await put({ version: 2, hospital_discharge_date: addDays(today(), -30) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.hospital_discharge_date).toBeDefined();
    const invalid = await put({ version: 2, claim_amount_cents: 'x' });
    expect(invalid.statusCode).toBe(400);

    await t.call(assessor(A.partner), {
      method: 'POST',
      url: `/api/claims/${c.guid}/actions/approve`,
      payload: { version: 2 },
      partner: PARTNER_A,
    });
    const locked = await put({ version: 3, hospital_name: 'Elsewhere' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toMatch(/hospital_name/);
    expect((await put({ version: 3, comment: 'ok now' })).statusCode).toBe(200);

    expect((await put({ version: 4, comment: 'x' }, finance(A.partner))).statusCode).toBe(403);
    expect((await put({ version: 4, comment: 'x' }, adminOfB(), PARTNER_B)).statusCode).toBe(404);
    expect(
      (await t.call(null, { method: 'PUT', url: `/api/claims/${c.guid}`, payload: { version: 4 }, partner: PARTNER_A }))
        .statusCode,
    ).toBe(401);
  });

  it('marking documents complete moves an open claim to the assessor', async () => {
    await setClaimConfig(t, PARTNER_A, {
      required_documents: { ...BASE_CLAIM_CONFIG.required_documents, hospital: ['other'] },
    });
    const c = await makeClaim(t, A);
    await setClaimConfig(t, PARTNER_A, {});
    const r = await t.call(agent(A.partner), {
      method: 'PUT',
      url: `/api/claims/${c.guid}`,
      payload: { version: 1, documents_complete: true },
      partner: PARTNER_A,
    });
    expect(r.json()).toMatchObject({ status: 'decision_pending', version: 2 });
    expect(r.json().timeline.at(-1).action).toBe('documents_complete');
  });
});

const adminOfB = () => ({ roles: ['admin'], partners: [PARTNER_B], username: 'admin-b' });

describe('work queues, summary and search', () => {
  it('lists queues oldest first with age, counts per queue, and searches by reference, type and status', async () => {
    const fresh = await createTestApp();
    try {
      const w = await seedClaimsWorld(fresh);
      const a = w.A;
      const first = await makeClaim(fresh, a);
      const second = await makeClaim(fresh, a);
      await fresh.owner.query("update claims set received_at = now() - interval '3 days' where guid = $1", [
        second.guid,
      ]);
      await fresh.owner.query("update claims set status = 'payable' where guid = $1", [first.guid]);
      const third = await makeClaim(fresh, a);
      const q = async (url: string, query: Record<string, string> = {}) => {
        const r = await fresh.call(reader(a.partner), { method: 'GET', url, query, partner: a.partner });
        expect(r.statusCode, r.body).toBe(200);
        return r.json();
      };
      const processing = await q('/api/claims/processing');
      expect(processing.items.map((c: { guid: string }) => c.guid)).toEqual([second.guid, third.guid]);
      expect(processing.items[0].age_days).toBe(3);
      expect((await q('/api/claims/payable')).items.map((c: { guid: string }) => c.guid)).toEqual([first.guid]);
      expect((await q('/api/claims/open')).count).toBe(0);
      expect((await q('/api/claims/closed')).count).toBe(0);
      expect(await q('/api/claims/summary')).toEqual({
        open: 0,
        payable: 1,
        closed: 0,
        processing: 2,
        decision_pending: 2,
        approved_pending: 0,
        expired: 0,
      });
      const paged = await q('/api/claims/processing', { page: '2', size: '1' });
      expect(paged).toMatchObject({ count: 2, items: [{ guid: third.guid }] });

      expect(
        (await q('/api/claims', { guid: third.claim_reference.slice(-3) })).items.map((c: { guid: string }) => c.guid),
      ).toEqual([third.guid]);
      expect((await q('/api/claims', { guid: third.claim_reference.toLowerCase() })).count).toBe(1);
      expect((await q('/api/claims', { guid: 'CLM-' })).count).toBe(3);
      expect((await q('/api/claims', { guid: first.guid })).items[0].guid).toBe(first.guid);
      expect((await q('/api/claims', { status: 'payable' })).count).toBe(1);
      expect((await q('/api/claims', { type: 'death' })).count).toBe(0);
      expect((await q('/api/claims', { type: 'hospital', status: 'decision_pending' })).count).toBe(2);

      const short = await fresh.call(reader(a.partner), {
        method: 'GET',
        url: '/api/claims',
        query: { guid: '12' },
        partner: a.partner,
      });
      expect(short.statusCode).toBe(400);
      expect(short.json().errors.guid).toBe('Enter at least 3 characters of the claim reference.');
      const none = await fresh.call(reader(a.partner), { method: 'GET', url: '/api/claims', partner: a.partner });
      expect(none.statusCode).toBe(400);
      expect(none.json().errors.criteria).toBe('Choose a search criterion first.');
      const badStatus = await fresh.call(reader(a.partner), {
        method: 'GET',
        url: '/api/claims',
        query: { status: 'nope' },
        partner: a.partner,
      });
      expect(badStatus.statusCode).toBe(400);

      for (const [url, query] of [
        ['/api/claims/customer/not-a-guid', {}],
        ['/api/claims/open', { page: '0' }],
        ['/api/claims/payable', { size: '9999' }],
        ['/api/claims/closed', { type: 'car' }],
      ] as const) {
        const bad = await fresh.call(reader(a.partner), { method: 'GET', url, query, partner: a.partner });
        expect(bad.statusCode, url).toBe(400);
        expect(bad.json().errors).toBeDefined();
      }
      const customer = await q(`/api/claims/customer/${a.customer}`);
      expect(customer.count).toBe(3);
      const foreign = await fresh.call(adminOfB(), {
        method: 'GET',
        url: `/api/claims/customer/${a.customer}`,
        partner: PARTNER_B,
      });
      expect(foreign.statusCode).toBe(404);
      const bSummary = await fresh.call(adminOfB(), { method: 'GET', url: '/api/claims/summary', partner: PARTNER_B });
      expect(bSummary.json().processing).toBe(0);
      const bSearch = await fresh.call(adminOfB(), {
        method: 'GET',
        url: '/api/claims',
        query: { guid: 'CLM' },
        partner: PARTNER_B,
      });
      expect(bSearch.json().count).toBe(0);
      for (const url of [
        '/api/claims/open',
        '/api/claims/summary',
        '/api/claims',
        `/api/claims/customer/${a.customer}`,
      ]) {
        expect((await fresh.call(null, { method: 'GET', url, partner: a.partner })).statusCode).toBe(401);
        expect(
          (await fresh.call({ roles: ['nobody'], partners: [a.partner] }, { method: 'GET', url, partner: a.partner }))
            .statusCode,
        ).toBe(403);
        expect((await fresh.call(reader(a.partner), { method: 'GET', url, partner: PARTNER_B })).statusCode).toBe(403);
      }
    } finally {
      await fresh.close();
    }
  });
});
