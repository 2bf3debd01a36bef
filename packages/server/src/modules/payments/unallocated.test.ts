import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importWorker, upload } from '../../platform/imports/test/import-helpers.ts';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, roleOf, type TestApp } from '../../test/test-app.ts';
import { countRows, inDays, seedCustomer, seedPartners, seedProduct } from '../policies/policies.fixtures.ts';

let t: TestApp;
let worker: ReturnType<typeof importWorker>;
let product: Awaited<ReturnType<typeof seedProduct>>;
const finance = roleOf('finance_officer', PARTNER_A);
const admin = roleOf('admin', PARTNER_A);
const agent = roleOf('call_centre_agent', PARTNER_A);
const reader = roleOf('partner_user', PARTNER_A);
const both = adminOf(PARTNER_A, PARTNER_B);
const UNALLOCATED = '/api/payments/unallocated';

beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t);
  product = await seedProduct(t, PARTNER_A);
  worker = importWorker(t);
});
afterAll(() => t.close());

async function buy(customer: { guid: string }) {
  const r = await t.call(agent, {
    method: 'POST',
    url: '/api/products/buy',
    payload: { customer_guid: customer.guid, product_guid: product.guid, start_date: inDays(0), premium_cents: 20_000 },
    partner: PARTNER_A,
  });
  expect(r.statusCode).toBe(201);
  return r.json() as { guid: string; policy_number: string; status: string };
}
let n = 0;
const ref = () => `UNA${++n}${Math.random().toString(36).slice(2, 6)}`;
const HEADER = 'policy_number,mno_reference,amount,effected_date,mno_status,msisdn,payer_name';
const statement = (rows: string[][]) => [HEADER, ...rows.map((r) => r.join(','))].join('\n');
async function applyFile(rows: string[][]) {
  const b = await upload(t, finance, '/api/bulk_payments/upload', PARTNER_A, 'statement.csv', statement(rows));
  await worker.drain();
  const lines = await t.call(finance, {
    method: 'GET',
    url: `/api/bulk_payments/${b.guid}/transactions`,
    query: { page: '1', size: '50' },
    partner: PARTNER_A,
  });
  return { guid: b.guid, lines: lines.json().items as { line: number; status: string; reason: string | null }[] };
}
const policyStatus = async (guid: string) =>
  (await t.owner.query('select status from policies where guid = $1', [guid])).rows[0].status as string;
const paymentsOf = async (reference: string) =>
  (await t.owner.query('select count(*)::int n from payments where mno_reference = $1', [reference])).rows[0].n;
const entryOf = async (reference: string) =>
  (await t.call(finance, { method: 'GET', url: UNALLOCATED, query: { q: reference }, partner: PARTNER_A })).json()
    .items[0];

describe('a statement line whose transfer failed is never credited', () => {
  it.each(['FAILED', 'declined', ' Reversed ', 'Insufficient funds'])(
    'mno_status %j: refused, nothing recorded or held',
    async (status) => {
      const customer = await seedCustomer(t, PARTNER_A);
      const p = await buy(customer);
      const r = ref();
      const { lines } = await applyFile([[p.policy_number, r, '200.00', inDays(0), status, customer.msisdn, 'Amina']]);
      expect(lines).toEqual([
        expect.objectContaining({
          status: 'failed',
          reason: `The operator says this transfer failed (${status.trim()}): no payment is recorded.`,
        }),
      ]);
      expect(await paymentsOf(r)).toBe(0);
      expect(await entryOf(r)).toBeUndefined();
      expect(await policyStatus(p.guid)).toBe('pending');
    },
  );

  it('a status that is not a failure (SUCCESS) is credited', async () => {
    const customer = await seedCustomer(t, PARTNER_A);
    const p = await buy(customer);
    const r = ref();
    const { lines } = await applyFile([[p.policy_number, r, '200.00', inDays(0), 'SUCCESS', '', '']]);
    expect(lines[0]!.status).toBe('applied');
    expect(await policyStatus(p.guid)).toBe('active');
  });
});

describe('money for no policy or a policy out of cover is held as unallocated money', () => {
  it('expired, cancelled, lapsed past its end date and unknown: lines failed, money held once per reference', async () => {
    const customer = await seedCustomer(t, PARTNER_A);
    const [expired, cancelled, ended] = [await buy(customer), await buy(customer), await buy(customer)];
    await t.owner.query(`update policies set status = 'expired' where guid = $1`, [expired.guid]);
    await t.owner.query(`update policies set status = 'cancelled' where guid = $1`, [cancelled.guid]);
    await t.owner.query(`update policies set status = 'lapsed', valid_until = $2 where guid = $1`, [
      ended.guid,
      inDays(-1),
    ]);
    const refs = [ref(), ref(), ref(), ref()];
    const rows = [
      [expired.policy_number, refs[0]!, '200.00', inDays(0), '', customer.msisdn, 'Amina Wanjiru'],
      [cancelled.policy_number, refs[1]!, '150.00', inDays(0), '', '', ''],
      [ended.policy_number, refs[2]!, '200.00', inDays(0), '', '', ''],
      ['NO-SUCH-POLICY', refs[3]!, '99.50', inDays(0), '', customer.msisdn, 'Amina Wanjiru'],
    ];
    const first = await applyFile(rows);
    expect(first.lines.map((l) => [l.status, l.reason])).toEqual([
      ['failed', 'This policy is expired: the money is not applied to it and is held as unallocated money.'],
      ['failed', 'This policy is cancelled: the money is not applied to it and is held as unallocated money.'],
      ['failed', 'This policy is expired: the money is not applied to it and is held as unallocated money.'],
      ['failed', 'No policy NO-SUCH-POLICY for this partner: the money is held as unallocated money.'],
    ]);
    for (const r of refs) expect(await paymentsOf(r)).toBe(0);
    // The lapsed policy whose cover ended is not paid back into force.
    expect(await policyStatus(ended.guid)).toBe('lapsed');
    const held = await entryOf(refs[0]!);
    expect(held).toMatchObject({
      mno_reference: refs[0],
      amount_cents: 20_000,
      currency: 'KES',
      effected_date: inDays(0),
      payer_msisdn: customer.msisdn,
      payer_name: 'Amina Wanjiru',
      policy_number: expired.policy_number,
      reason_code: 'policy_not_payable_held',
      source: 'bulk_payments',
      batch_guid: first.guid,
      line: 1,
      status: 'unallocated',
      policy_guid: null,
    });
    expect((await entryOf(refs[3]!)).amount_cents).toBe(9_950);
    // The same file again: the lines are already known, nothing is held twice.
    const before = await countRows(t, 'unallocated_money');
    const again = await applyFile(rows);
    expect(again.lines.map((l) => l.status)).toEqual(['already', 'already', 'already', 'already']);
    expect(await countRows(t, 'unallocated_money')).toBe(before);
    const audit = await t.owner.query(
      `select count(*)::int n from audit_events where entity_type = 'unallocated_money' and action = 'hold'
       and entity_guid = $1`,
      [held.guid],
    );
    expect(audit.rows[0].n).toBe(1);
  });

  it('the line fixed (the right policy number) and uploaded again is applied and settles its held entry', async () => {
    const customer = await seedCustomer(t, PARTNER_A);
    const p = await buy(customer);
    const r = ref();
    await applyFile([['TYPO-1', r, '200.00', inDays(0), '', '', '']]);
    const entry = await entryOf(r);
    expect(entry.status).toBe('unallocated');
    const fixed = await applyFile([[p.policy_number, r, '200.00', inDays(0), '', '', '']]);
    expect(fixed.lines[0]!.status).toBe('applied');
    expect(await paymentsOf(r)).toBe(1);
    expect(await policyStatus(p.guid)).toBe('active');
    expect(await entryOf(r)).toMatchObject({
      status: 'matched',
      policy_guid: p.guid,
      matched_policy_number: p.policy_number,
      decision_note: `bulk payment batch ${fixed.guid}`,
    });
    // Once more: recorded, nothing twice.
    expect((await applyFile([[p.policy_number, r, '200.00', inDays(0), '', '', '']])).lines[0]!.status).toBe('already');
    expect(await paymentsOf(r)).toBe(1);
  });

  it('a date before the policy was bought fails the line and holds nothing (the file can be fixed)', async () => {
    const customer = await seedCustomer(t, PARTNER_A);
    const p = await buy(customer);
    const r = ref();
    const { lines } = await applyFile([[p.policy_number, r, '200.00', '2019-01-15', '', '', '']]);
    expect(lines[0]).toMatchObject({
      status: 'failed',
      reason: `The effected date cannot be before the policy was bought (${inDays(0)}).`,
    });
    expect(await entryOf(r)).toBeUndefined();
    expect(await policyStatus(p.guid)).toBe('pending');
  });
});

describe('the unallocated money screen: list, suggestions, match, refund', () => {
  async function heldFor(rows: string[][]) {
    await applyFile(rows);
    return entryOf(rows[0]![1]!);
  }

  it('matches to the right policy (suggested by phone and name): the payment is recorded and the policy activates', async () => {
    const customer = await seedCustomer(t, PARTNER_A, { full_name: 'Baraka Otieno' });
    const right = await buy(customer);
    const gone = await buy(customer);
    await t.owner.query(`update policies set status = 'expired' where guid = $1`, [gone.guid]);
    const r = ref();
    const entry = await heldFor([[gone.policy_number, r, '200.00', inDays(0), '', customer.msisdn, 'Baraka Otieno']]);
    const s = await t.call(finance, {
      method: 'GET',
      url: `${UNALLOCATED}/${entry.guid}/suggestions`,
      partner: PARTNER_A,
    });
    expect(s.statusCode).toBe(200);
    expect(s.json()[0]).toMatchObject({
      policy_guid: right.guid,
      customer_name: 'Baraka Otieno',
      matched_by: ['phone', 'name'],
      payable: true,
    });
    expect(s.json().find((x: { policy_guid: string }) => x.policy_guid === gone.guid).payable).toBe(false);
    // Roles: a reader and an agent may read but not decide; another partner sees nothing.
    const match = (body: object, user = finance, partner = PARTNER_A) =>
      t.call(user, { method: 'POST', url: `${UNALLOCATED}/${entry.guid}/match`, payload: body, partner });
    expect((await match({ policy_guid: right.guid }, reader)).statusCode).toBe(403);
    expect((await match({ policy_guid: right.guid }, agent)).statusCode).toBe(403);
    expect((await match({ policy_guid: right.guid }, both, PARTNER_B)).statusCode).toBe(404);
    expect((await match({ policy_guid: 'nope' })).statusCode).toBe(400);
    // Out of cover: refused, nothing written.
    const refused = await match({ policy_guid: gone.guid });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('policy_not_payable');
    expect(await paymentsOf(r)).toBe(0);
    const ok = await match({ policy_guid: right.guid, note: 'customer called' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      status: 'matched',
      policy_guid: right.guid,
      matched_policy_number: right.policy_number,
      decided_by: 'finance_officer',
      decision_note: 'customer called',
    });
    expect(await paymentsOf(r)).toBe(1);
    expect(await policyStatus(right.guid)).toBe('active');
    // Again: the same answer, no second payment; another decision is 409.
    const again = await match({ policy_guid: right.guid });
    expect(again.statusCode).toBe(200);
    expect(again.json().payment_guid).toBe(ok.json().payment_guid);
    expect(await paymentsOf(r)).toBe(1);
    const other = await buy(customer);
    expect((await match({ policy_guid: other.guid })).statusCode).toBe(409);
    const refund = await t.call(admin, {
      method: 'POST',
      url: `${UNALLOCATED}/${entry.guid}/refund`,
      payload: { reason: 'x' },
      partner: PARTNER_A,
    });
    expect(refund.statusCode).toBe(409);
    expect(refund.json().code).toBe('unallocated_already_decided');
    const audit = await t.owner.query(
      `select action, reason from audit_events where entity_type = 'unallocated_money' and entity_guid = $1
       order by created_at`,
      [entry.guid],
    );
    expect(audit.rows.map((a) => a.action)).toEqual(['hold', 'match']);
    const history = (
      await t.call(reader, { method: 'GET', url: `/api/policies/${right.guid}/history`, partner: PARTNER_A })
    ).json();
    expect(history.at(-1)).toMatchObject({ action: 'activate', actor_username: 'finance_officer' });
  });

  it('marks for refund with a reason (again: the same answer); a refunded entry cannot be matched', async () => {
    const customer = await seedCustomer(t, PARTNER_A);
    const p = await buy(customer);
    const entry = await heldFor([['WRONG-NUMBER', ref(), '75.00', inDays(0), '', customer.msisdn, '']]);
    const refund = (body: object, user = admin) =>
      t.call(user, { method: 'POST', url: `${UNALLOCATED}/${entry.guid}/refund`, payload: body, partner: PARTNER_A });
    expect((await refund({ reason: '' })).statusCode).toBe(400);
    expect((await refund({ reason: 'paid twice' }, reader)).statusCode).toBe(403);
    const ok = await refund({ reason: 'not our customer' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'refund', decision_note: 'not our customer', decided_by: 'admin' });
    expect((await refund({ reason: 'again' })).json().decision_note).toBe('not our customer');
    const match = await t.call(finance, {
      method: 'POST',
      url: `${UNALLOCATED}/${entry.guid}/match`,
      payload: { policy_guid: p.guid },
      partner: PARTNER_A,
    });
    expect(match.statusCode).toBe(409);
    expect(await policyStatus(p.guid)).toBe('pending');
  });

  it('lists with paging and filters; the dashboard shows unallocated as its own status; other partners see nothing', async () => {
    const entry = await heldFor([['LOST-1', ref(), '12.00', inDays(0), '', '', 'Zawadi']]);
    const list = (query: Record<string, string>, user = reader, partner = PARTNER_A) =>
      t.call(user, { method: 'GET', url: UNALLOCATED, query, partner });
    const page = await list({ page: '1', size: '2', status: 'unallocated' });
    expect(page.statusCode).toBe(200);
    expect(page.json().items).toHaveLength(2);
    expect(page.json().count).toBeGreaterThanOrEqual(3);
    expect(page.json().items.every((i: { status: string }) => i.status === 'unallocated')).toBe(true);
    expect((await list({ q: 'zawadi' })).json().items.map((i: { guid: string }) => i.guid)).toEqual([entry.guid]);
    expect((await list({ status: 'lost' })).statusCode).toBe(400);
    expect((await list({ size: '0' })).statusCode).toBe(400);
    const fr = await t.call(reader, {
      method: 'GET',
      url: `${UNALLOCATED}/${entry.guid}`,
      partner: PARTNER_A,
      headers: { 'accept-language': 'fr' },
    });
    expect(fr.json().reason).toBe(
      'Aucune police LOST-1 pour ce partenaire : l’argent est gardé en fonds non affectés.',
    );
    expect((await list({}, both, PARTNER_B)).json().items).toEqual([]);
    expect(
      (await t.call(both, { method: 'GET', url: `${UNALLOCATED}/${entry.guid}`, partner: PARTNER_B })).statusCode,
    ).toBe(404);
    const summary = await t.call(reader, {
      method: 'GET',
      url: `/api/payments/status/${PARTNER_A}`,
      partner: PARTNER_A,
    });
    const unallocated = summary.json().items.find((i: { status: string }) => i.status === 'unallocated');
    const held = await t.owner.query(
      `select count(*)::int n, sum(amount_cents)::bigint s from unallocated_money
       where partner_guid = $1 and status = 'unallocated'`,
      [PARTNER_A],
    );
    expect(unallocated).toEqual({ status: 'unallocated', count: held.rows[0].n, amount_cents: String(held.rows[0].s) });
  });
});
