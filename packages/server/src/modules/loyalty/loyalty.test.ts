import { LOYALTY_STEPS } from '@coverdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importWorker, upload } from '../../platform/imports/test/import-helpers.ts';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, roleOf, type TestApp } from '../../test/test-app.ts';
import { inDays, seedCustomer, seedPartners, seedProduct } from '../policies/policies.fixtures.ts';

let t: TestApp;
let worker: ReturnType<typeof importWorker>;
let product: Awaited<ReturnType<typeof seedProduct>>;
const agent = roleOf('call_centre_agent', PARTNER_A);
const reader = roleOf('partner_user', PARTNER_A);
const BASE = '/api/loyaltyrenewal';

beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t);
  product = await seedProduct(t, PARTNER_A, { name: 'Loyalty Life' });
  await seedProduct(t, PARTNER_B);
  worker = importWorker(t);
  const saved = await t.call(agent, {
    method: 'PUT',
    url: `${BASE}/settings`,
    payload: { product_guid: product.guid, spend_threshold_cents: 50_000, period_days: 30 },
    partner: PARTNER_A,
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t.close());

const csv = (rows: string[][]) => ['msisdn,spend', ...rows.map((r) => r.join(','))].join('\n');
const batch = async (guid: string, partner = PARTNER_A, user = reader) =>
  (await t.call(user, { method: 'GET', url: `${BASE}/${guid}`, partner })).json();
const policyOf = async (customer: string) =>
  (
    await t.owner.query(
      'select guid, status, valid_until::text, premium_cents::int from policies where customer_guid = $1 and product_guid = $2',
      [customer, product.guid],
    )
  ).rows;
const stagesOf = (b: { stages: { name: string; status: string; count: number | null }[] }) =>
  Object.fromEntries(b.stages.map((s) => [s.name, [s.status, s.count]]));

async function loyaltyPolicy(customer: string, validUntil: string) {
  await t.owner.query(
    `insert into policies (partner_guid, guid, policy_number, customer_guid, product_guid, premium_cents, granularity,
       start_date, valid_until, status)
     values ($1, gen_random_uuid(), $2, $3, $4, 0, 'monthly', $5, $6, 'active')`,
    [PARTNER_A, `LOY-${Math.random().toString(36).slice(2, 8)}`, customer, product.guid, inDays(-30), validUntil],
  );
}

describe('loyalty settings', () => {
  it('reads and saves the partner’s threshold; refuses bad input, a foreign product and a role without the right', async () => {
    const got = await t.call(reader, { method: 'GET', url: `${BASE}/settings`, partner: PARTNER_A });
    expect(got.json()).toMatchObject({ product_guid: product.guid, spend_threshold_cents: 50_000, period_days: 30 });
    const send = (user = agent, payload: object = {}, partner = PARTNER_A) =>
      t.call(user, { method: 'PUT', url: `${BASE}/settings`, payload, partner });
    const bad = await send(agent, { product_guid: product.guid, spend_threshold_cents: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.spend_threshold_cents).toBe('The spend threshold must be greater than zero.');
    const otherB = (await t.owner.query('select guid from products where partner_guid = $1', [PARTNER_B])).rows[0].guid;
    expect((await send(agent, { product_guid: otherB, spend_threshold_cents: 1 })).statusCode).toBe(404);
    expect(
      (await send(roleOf('claims_assessor', PARTNER_A), { product_guid: product.guid, spend_threshold_cents: 1 }))
        .statusCode,
    ).toBe(403);
    expect((await send(agent, { product_guid: product.guid, spend_threshold_cents: 1 }, PARTNER_B)).statusCode).toBe(
      403,
    );
    const b = await t.call(adminOf(PARTNER_B), { method: 'GET', url: `${BASE}/settings`, partner: PARTNER_B });
    expect(b.json()).toMatchObject({ product_guid: null });
  });
});

describe('a loyalty upload', () => {
  it('runs its steps with counts, grants and renews by the rule, and can be undone', async () => {
    const fresh = await seedCustomer(t, PARTNER_A);
    const renewing = await seedCustomer(t, PARTNER_A);
    const covered = await seedCustomer(t, PARTNER_A);
    const low = await seedCustomer(t, PARTNER_A);
    await loyaltyPolicy(renewing.guid, inDays(3));
    await loyaltyPolicy(covered.guid, inDays(90));
    const file = csv([
      [fresh.msisdn, '600'],
      [`0${renewing.msisdn.slice(3)}`, '500.00'],
      [covered.msisdn, '800'],
      [low.msisdn, '499.99'],
      ['254799999999', '900'],
      [fresh.msisdn, '700'],
      [renewing.msisdn, 'abc'],
    ]);
    const b = await upload(t, agent, `/api/loyalty_eligibility/local_upload_csv`, PARTNER_A, 'loyal.csv', file);
    expect(b.status).toBe('queued');
    expect(stagesOf((await batch(b.guid)) as never)).toEqual({});
    await worker.drain();
    const done = await batch(b.guid);
    expect(done).toMatchObject({ status: 'completed', total: 7, invalid: 1, duplicates: 1, applied: 2, failed: 1 });
    expect(done.stages.map((s: { name: string }) => s.name)).toEqual([...LOYALTY_STEPS]);
    expect(stagesOf(done)).toEqual({
      reading: ['done', 7],
      formatting: ['done', 6],
      dropping_duplicates: ['done', 1],
      consolidating: ['done', 4],
      allocating: ['done', 5],
      backup: ['done', 2],
      reporting: ['done', 2],
    });
    expect(done.stages.at(-1).detail).toEqual({
      granted: 1,
      renewed: 1,
      below_threshold: 1,
      already_covered: 1,
      customer_not_found: 1,
      nothing_to_renew: 0,
    });
    const period = inDays(29);
    expect(await policyOf(fresh.guid)).toEqual([
      expect.objectContaining({ status: 'active', valid_until: period, premium_cents: 0 }),
    ]);
    expect((await policyOf(renewing.guid))[0]).toMatchObject({ valid_until: period, status: 'active' });
    expect((await policyOf(covered.guid))[0]).toMatchObject({ valid_until: inDays(90) });
    expect(await policyOf(low.guid)).toEqual([]);
    const problems = await t.call(reader, {
      method: 'GET',
      url: `${BASE}/${b.guid}/transactions`,
      query: { status: 'problem' },
      partner: PARTNER_A,
      headers: { 'accept-language': 'fr' },
    });
    expect(problems.json().items.map((r: { line: number; reason: string }) => [r.line, r.reason])).toEqual([
      [5, "Aucun client de ce partenaire n'a ce numéro de téléphone."],
      [6, 'Même clé que la ligne 1 de ce fichier.'],
      [7, 'spend: Saisissez un montant en KES, par exemple 1500.50.'],
    ]);
    const run = await t.call(reader, { method: 'GET', url: `${BASE}/${b.guid}/run`, partner: PARTNER_A });
    expect(run.json()).toMatchObject({ mode: 'eligibility', granted: 1, renewed: 1, backed_up: 2, undone_at: null });

    // The same file again: nothing twice (the granted and renewed are now covered).
    const again = await upload(t, agent, `/api/loyalty_eligibility/local_upload_csv`, PARTNER_A, 'loyal.csv', file);
    await worker.drain();
    expect(await batch(again.guid)).toMatchObject({ status: 'completed', applied: 0, already: 4 });
    expect(await policyOf(fresh.guid)).toHaveLength(1);

    expect(
      (await t.call(reader, { method: 'POST', url: `${BASE}/${b.guid}/undo`, partner: PARTNER_A })).statusCode,
    ).toBe(403);
    expect(
      (await t.call(adminOf(PARTNER_B), { method: 'POST', url: `${BASE}/${b.guid}/undo`, partner: PARTNER_B }))
        .statusCode,
    ).toBe(404);
    const undo = await t.call(agent, { method: 'POST', url: `${BASE}/${b.guid}/undo`, partner: PARTNER_A });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json()).toMatchObject({ undone_by: 'call_centre_agent', granted: 1, renewed: 1 });
    expect((await policyOf(fresh.guid))[0]).toMatchObject({ status: 'cancelled' });
    expect((await policyOf(renewing.guid))[0]).toMatchObject({ valid_until: inDays(3), status: 'active' });
    const twice = await t.call(agent, { method: 'POST', url: `${BASE}/${b.guid}/undo`, partner: PARTNER_A });
    expect(twice.statusCode).toBe(409);
    const audits = await t.owner.query(
      `select count(*)::int n from audit_events where action = 'loyalty_undo' and partner_guid = $1`,
      [PARTNER_A],
    );
    expect(audits.rows[0].n).toBe(3);
  });

  it('a renewal file (signed URL, then renew_loyalty) only renews; a dry run skips the steps after allocating', async () => {
    const has = await seedCustomer(t, PARTNER_A);
    const hasNot = await seedCustomer(t, PARTNER_A);
    await loyaltyPolicy(has.guid, inDays(-2));
    const signed = await t.call(agent, {
      method: 'GET',
      url: `${BASE}/upload/signed_url`,
      query: { filename: 'renewal.csv' },
      partner: PARTNER_A,
    });
    expect(signed.statusCode).toBe(200);
    const { signed_url, filename, content_type } = signed.json();
    await t.app.inject({
      method: 'PUT',
      url: signed_url,
      headers: { 'content-type': content_type },
      payload: csv([
        [has.msisdn, '1000'],
        [hasNot.msisdn, '1000'],
      ]),
    });
    const bad = await t.call(agent, {
      method: 'POST',
      url: '/api/loyalty_eligibility/renew_loyalty',
      payload: { filename: '' },
      partner: PARTNER_A,
    });
    expect(bad.statusCode).toBe(400);
    const dry = await t.call(agent, {
      method: 'POST',
      url: '/api/loyalty_eligibility/renew_loyalty',
      payload: { filename, dry_run: true },
      partner: PARTNER_A,
    });
    expect(dry.statusCode, dry.body).toBe(202);
    expect(dry.json().options).toEqual({ mode: 'renewal', money: { currency: 'KES', max_cents: 2_000_000_000 } });
    await worker.drain();
    const checked = await batch(dry.json().guid);
    expect(checked).toMatchObject({ status: 'completed', dry_run: true, failed: 1 });
    expect(stagesOf(checked)).toMatchObject({ allocating: ['done', 2], backup: ['skipped', null] });
    expect((await policyOf(has.guid))[0]).toMatchObject({ valid_until: inDays(-2) });
    const applied = await t.call(agent, {
      method: 'POST',
      url: `${BASE}/${dry.json().guid}/apply`,
      partner: PARTNER_A,
    });
    expect(applied.statusCode).toBe(202);
    await worker.drain();
    const done = await batch(dry.json().guid);
    expect(done).toMatchObject({ status: 'completed', dry_run: false, applied: 1, failed: 1 });
    expect(stagesOf(done)).toMatchObject({ reading: ['done', 2], backup: ['done', 1], reporting: ['done', 1] });
    expect((await policyOf(has.guid))[0]).toMatchObject({ valid_until: inDays(29), status: 'active' });
    expect(await policyOf(hasNot.guid)).toEqual([]);
  });

  it('fails in its consolidating step when the partner has no loyalty settings; other partners see nothing', async () => {
    const b = await upload(t, adminOf(PARTNER_B), `${BASE}/upload`, PARTNER_B, 'b.csv', csv([['254711000000', '1']]));
    await worker.drain();
    const failed = await batch(b.guid, PARTNER_B, adminOf(PARTNER_B));
    expect(failed.status).toBe('failed');
    expect(failed.error).toContain('Loyalty is not set up');
    expect(stagesOf(failed)).toMatchObject({ reading: ['done', 1], consolidating: ['failed', null] });
    expect((await t.call(reader, { method: 'GET', url: `${BASE}/${b.guid}`, partner: PARTNER_A })).statusCode).toBe(
      404,
    );
    expect((await t.call(reader, { method: 'GET', url: `${BASE}/${b.guid}/run`, partner: PARTNER_A })).statusCode).toBe(
      404,
    );
    const noRole = await t.call(roleOf('finance_officer', PARTNER_A), {
      method: 'POST',
      url: '/api/loyalty_eligibility/local_upload_csv',
      partner: PARTNER_A,
    });
    expect(noRole.statusCode).toBe(403);
  });

  it('a worker killed between allocating chunks resumes: every step ends done, nothing granted twice', async () => {
    const first = await seedCustomer(t, PARTNER_A);
    const last = await seedCustomer(t, PARTNER_A);
    const rows = Array.from({ length: 6000 }, (_, i) => [`2547990${String(i).padStart(5, '0')}`, '600']);
    rows[0] = [first.msisdn, '600'];
    rows[5400] = [last.msisdn, '600'];
    const b = await upload(t, agent, `${BASE}/upload`, PARTNER_A, 'big.csv', csv(rows));
    let crashes = 0;
    const crashing = importWorker(t, (_batch, chunk) => {
      if (chunk === 1 && crashes++ === 0) throw new Error('worker killed');
    });
    const job = { partner: PARTNER_A, batch: b.guid, kind: 'loyalty' };
    await expect(crashing.run(job)).rejects.toThrow('worker killed');
    const halfway = await batch(b.guid);
    expect(halfway).toMatchObject({ status: 'running', applied: 1 });
    expect(stagesOf(halfway)).toMatchObject({ consolidating: ['done', 6000], allocating: ['running', 5000] });
    await crashing.run(job);
    const done = await batch(b.guid);
    expect(done).toMatchObject({ status: 'completed', applied: 2, failed: 5998 });
    expect(stagesOf(done)).toMatchObject({ allocating: ['done', 6000], backup: ['done', 2], reporting: ['done', 2] });
    expect(await policyOf(first.guid)).toHaveLength(1);
    expect(await policyOf(last.guid)).toHaveLength(1);
  });
});
