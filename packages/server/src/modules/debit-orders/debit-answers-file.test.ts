import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importWorker, upload } from '../../platform/imports/test/import-helpers.ts';
import { metricValue } from '../../test/metric-value.ts';
import { createTestApp, PARTNER_A, roleOf, type TestApp } from '../../test/test-app.ts';
import { inDays, seedCustomer, seedPartners, seedProduct } from '../policies/policies.fixtures.ts';

let t: TestApp;
let worker: ReturnType<typeof importWorker>;
let product: Awaited<ReturnType<typeof seedProduct>>;
const finance = roleOf('finance_officer', PARTNER_A);
const reader = roleOf('partner_user', PARTNER_A);

beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t);
  product = await seedProduct(t, PARTNER_A);
  worker = importWorker(t);
});
afterAll(() => t.close());

/**
 * A policy active for `days` with one premium of 10,000 paid, its debit order, and one collection in the state given
 * (a `success` one taken as paid has its payment). Answers the collection's guid, reference and policy.
 */
async function collection(opts: { status?: string; attempts?: number; retries?: number; days?: number } = {}) {
  const c = await seedCustomer(t, PARTNER_A);
  const policy = uuidv7();
  const order = uuidv7();
  const guid = uuidv7();
  const reference = `ANS-${guid.slice(-12)}`;
  await t.owner.query(
    `insert into policies (partner_guid, guid, policy_number, customer_guid, product_guid, premium_cents, granularity,
       start_date, status, purchased_at)
     values ($1, $2, $3, $4, $5, 10000, 'monthly', $6, 'active', now())`,
    [PARTNER_A, policy, `AF-${policy.slice(-8)}`, c.guid, product.guid, inDays(-(opts.days ?? 5))],
  );
  await t.owner.query(
    `insert into payments (partner_guid, guid, policy_guid, customer_guid, amount_cents, effected_at, mno_reference,
       status) values ($1, $2, $3, $4, 10000, now(), $5, 'succeeded')`,
    [PARTNER_A, uuidv7(), policy, c.guid, `SEED-${policy}`],
  );
  await t.owner.query(
    `insert into debit_orders (partner_guid, guid, customer_guid, policy_guid, bank_detail_guid, bank_name,
       account_holder, account_number, amount_in_cents, day, start_date, msisdn, reference, retries,
       mandate_reference, mandate_status)
     values ($1, $2, $3, $4, $5, 'Absa', 'Holder', '61234561', 10000, 3, '2026-01-01', $6, $7, $8, $9, 'active')`,
    [PARTNER_A, order, c.guid, policy, uuidv7(), c.msisdn, reference, opts.retries ?? 2, `MD${guid.slice(-12)}`],
  );
  let payment: string | null = null;
  if (opts.status === 'success') {
    payment = uuidv7();
    await t.owner.query(
      `insert into payments (partner_guid, guid, policy_guid, customer_guid, amount_cents, effected_at, mno_reference,
         status, payment_type, channel) values ($1, $2, $3, $4, 10000, now(), $5, 'succeeded', 'normal', 'DebitOrder')`,
      [PARTNER_A, payment, policy, c.guid, `DO-${reference}`],
    );
  }
  await t.owner.query(
    `insert into debit_order_transactions (partner_guid, guid, debit_order_guid, policy_guid, customer_guid, reference,
       period, amount_in_cents, due_date, status, attempts, retries, assume_paid_on, payment_guid)
     values ($1, $2, $3, $4, $5, $6, '2026-06', 10000, '2026-06-03', $7, $8, $9, '2026-06-08', $10)`,
    [
      PARTNER_A,
      guid,
      order,
      policy,
      c.guid,
      reference,
      opts.status ?? 'pending',
      opts.attempts ?? 1,
      opts.retries ?? 2,
      payment,
    ],
  );
  return { guid, reference, policy, customer: c.guid };
}

const state = async (guid: string) =>
  (
    await t.owner.query(
      'select status, unpaid_code, retry_on is not null as retry, payment_guid from debit_order_transactions where guid = $1',
      [guid],
    )
  ).rows[0];

async function sendFile(lines: string[], query: Record<string, string> = {}) {
  const b = await upload(
    t,
    finance,
    '/api/debit_order_transactions/bank_files/upload',
    PARTNER_A,
    'answers.csv',
    ['reference,status,unpaid_code,attempt', ...lines].join('\n'),
    query,
  );
  await worker.drain();
  const batch = await t.call(reader, {
    method: 'GET',
    url: `/api/debit_order_transactions/bank_files/${b.guid}`,
    partner: PARTNER_A,
  });
  return batch.json();
}

describe('money collected for a policy out of cover is held as unallocated money', () => {
  it('a bank file: the line fails with the reason, the collection is paid, no payment, the money held once', async () => {
    const ended = await collection();
    await t.owner.query(`update policies set status = 'expired' where guid = $1`, [ended.policy]);
    const batch = await sendFile([`${ended.reference},paid,,`]);
    expect(batch).toMatchObject({ status: 'completed', applied: 0, failed: 1 });
    expect(await state(ended.guid)).toMatchObject({ status: 'success', payment_guid: null });
    const pay = await t.owner.query('select count(*)::int n from payments where mno_reference = $1', [
      `DO-${ended.reference}`,
    ]);
    expect(pay.rows[0].n).toBe(0);
    const held = await t.owner.query(
      'select amount_cents::int, reason, source, status from unallocated_money where mno_reference = $1',
      [`DO-${ended.reference}`],
    );
    expect(held.rows).toEqual([
      { amount_cents: 10000, reason: 'policy_not_payable_held', source: 'debit_order_answers', status: 'unallocated' },
    ]);
    const lines = await t.owner.query('select status, reason from import_rows where batch_guid = $1', [batch.guid]);
    expect(lines.rows).toEqual([{ status: 'failed', reason: 'policy_not_payable_held' }]);
    // The same answer again changes nothing.
    expect(await sendFile([`${ended.reference},paid,,`])).toMatchObject({ applied: 0, already: 1 });
  });

  it('the screen (PUT process): held, same rule', async () => {
    const ended = await collection();
    await t.owner.query(`update policies set status = 'cancelled' where guid = $1`, [ended.policy]);
    const r = await t.call(finance, {
      method: 'PUT',
      url: '/api/debit_order_transactions/process',
      query: { status: 'success' },
      payload: { transactions: [{ guid: ended.guid }], reason: 'bank statement' },
      partner: PARTNER_A,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().results[0].outcome).toBe('held');
    expect(await state(ended.guid)).toMatchObject({ status: 'success', payment_guid: null });
    const held = await t.owner.query('select status from unallocated_money where mno_reference = $1', [
      `DO-${ended.reference}`,
    ]);
    expect(held.rows).toEqual([{ status: 'unallocated' }]);
  });
});

describe('bank answer file rules, set-based per chunk', () => {
  it('pays, retries, fails, lapses, reverses; stale and repeated lines change nothing; each change audited', async () => {
    const paid = await collection();
    const retry = await collection({ retries: 2 });
    const final = await collection({ retries: 0, days: 60 }); // one premium over two months: past the grace days
    const stopped = await collection({ retries: 3 });
    const taken = await collection({ status: 'success' });
    const stale = await collection({ attempts: 2 });
    const outcomes = ['paid', 'retry_scheduled', 'failed'];
    const counted = () =>
      Promise.all(outcomes.map((outcome) => metricValue('coverdesk_debit_collections_total', { outcome })));
    const before = await counted();
    const batch = await sendFile([
      `${paid.reference},paid,,`,
      `${retry.reference},unpaid,02,`,
      `${final.reference},unpaid,02,`,
      `${stopped.reference},unpaid,04,`,
      `${taken.reference},unpaid,30,`,
      `${stale.reference},unpaid,02,1`,
      `${paid.reference},unpaid,03,`,
      'NOPE-1,paid,,',
    ]);
    expect(batch).toMatchObject({ status: 'completed', applied: 5, already: 2, failed: 1 });
    expect((await counted()).map((n, i) => n - before[i]!)).toEqual([1, 1, 3]);

    const newPayment = (await state(paid.guid)).payment_guid;
    expect(await state(paid.guid)).toMatchObject({ status: 'success', unpaid_code: null, retry: false });
    const pay = await t.owner.query(
      'select guid, status, amount_cents, channel from payments where mno_reference = $1',
      [`DO-${paid.reference}`],
    );
    expect(pay.rows).toEqual([{ guid: newPayment, status: 'succeeded', amount_cents: 10000, channel: 'DebitOrder' }]);
    expect(await state(retry.guid)).toMatchObject({ status: 'retry_scheduled', unpaid_code: '02', retry: true });
    expect(await state(final.guid)).toMatchObject({ status: 'failed', unpaid_code: '02', retry: false });
    expect(await state(stopped.guid)).toMatchObject({ status: 'failed', unpaid_code: '04', retry: false });
    expect(await state(taken.guid)).toMatchObject({ status: 'failed', unpaid_code: '30', payment_guid: null });
    expect(await state(stale.guid)).toMatchObject({ status: 'pending', unpaid_code: null });
    const reversed = await t.owner.query('select status from payments where mno_reference = $1', [
      `DO-${taken.reference}`,
    ]);
    expect(reversed.rows[0].status).toBe('reversed');
    const status = async (p: string) =>
      (await t.owner.query('select status from policies where guid = $1', [p])).rows[0].status;
    expect(await status(final.policy)).toBe('lapsed');
    expect(await status(paid.policy)).toBe('active');

    const events = await t.owner.query(
      `select entity_guid, action, before ->> 'status' as before, after ->> 'status' as after from audit_events
       where entity_type = 'debit_order_transaction' and entity_guid = any($1::text[]) order by entity_guid`,
      [[paid, retry, final, stopped, taken, stale].map((x) => x.guid)],
    );
    const byGuid = Object.fromEntries(events.rows.map((e) => [e.entity_guid, e]));
    expect(events.rows).toHaveLength(5);
    expect(byGuid[paid.guid]).toMatchObject({ action: 'paid', before: 'pending', after: 'success' });
    expect(byGuid[retry.guid]).toMatchObject({ action: 'retry_scheduled', after: 'retry_scheduled' });
    expect(byGuid[taken.guid]).toMatchObject({ action: 'failed', before: 'success', after: 'failed' });
    const lapse = await t.owner.query(
      "select count(*)::int n from audit_events where entity_guid = $1 and action = 'lapse'",
      [final.policy],
    );
    expect(lapse.rows[0].n).toBe(1);
    const sms = await t.owner.query(
      "select customer_guid from sms_outbox where kind = 'payment_received' and customer_guid = any($1::uuid[])",
      [[paid, taken].map((x) => x.customer)],
    );
    expect(sms.rows).toEqual([{ customer_guid: paid.customer }]);
    const lines = await t.owner.query(
      `select r.line, r.status, r.reason, r.reason_params from import_rows r join import_batches b on b.guid = r.batch_guid
       where b.guid = $1 and r.status <> 'applied' order by r.line`,
      [batch.guid],
    );
    expect(lines.rows).toEqual([
      { line: 6, status: 'already', reason: 'import_already_recorded', reason_params: null },
      { line: 7, status: 'already', reason: 'import_already_recorded', reason_params: null },
      { line: 8, status: 'failed', reason: 'debit_transaction_not_found', reason_params: { reference: 'NOPE-1' } },
    ]);

    // The bank pays the reversed one after all: its payment counts again (not a second one); the paid one is already.
    const again = await sendFile([`${taken.reference},paid,,`, `${paid.reference},paid,,`]);
    expect(again).toMatchObject({ applied: 1, already: 1 });
    const back = await t.owner.query('select status from payments where mno_reference = $1', [`DO-${taken.reference}`]);
    expect(back.rows).toEqual([{ status: 'succeeded' }]);
    expect((await state(taken.guid)).status).toBe('success');
    const once = await t.owner.query('select count(*)::int n from payments where mno_reference = $1', [
      `DO-${paid.reference}`,
    ]);
    expect(once.rows[0].n).toBe(1);
  });

  it('a dry run says what each line would do and writes nothing else; applying it then records the answers', async () => {
    const paid = await collection();
    const failed = await collection({ retries: 0 });
    const dry = await sendFile([`${paid.reference},paid,,`, `${failed.reference},unpaid,03,`, 'NOPE-2,paid,,'], {
      dry_run: 'true',
    });
    expect(dry).toMatchObject({ dry_run: true, status: 'completed', valid: 2, failed: 1, applied: 0 });
    expect(await state(paid.guid)).toMatchObject({ status: 'pending', payment_guid: null });
    expect(await state(failed.guid)).toMatchObject({ status: 'pending', unpaid_code: null });
    const applied = await t.call(finance, {
      method: 'POST',
      url: `/api/debit_order_transactions/bank_files/${dry.guid}/apply`,
      partner: PARTNER_A,
    });
    expect(applied.statusCode).toBe(202);
    await worker.drain();
    expect((await state(paid.guid)).status).toBe('success');
    expect(await state(failed.guid)).toMatchObject({ status: 'failed', unpaid_code: '03' });
  });
});
