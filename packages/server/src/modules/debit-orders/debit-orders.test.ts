import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../platform/audit.ts';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, roleOf, type TestApp } from '../../test/test-app.ts';
import { countRows, inDays, seedCustomer, seedPartners, seedProduct } from '../policies/policies.fixtures.ts';
import { DEBIT_RUN_QUEUE, DEBIT_RUN_SWEEP_QUEUE, executeRun, runCollection } from './debit-collection.ts';
import { drainDebitRuns, runAndWait } from './debit-orders.fixtures.ts';
import { DEBIT_COLLECTION_QUEUE, registerDebitJobs } from './debit-orders.routes.ts';

let t: TestApp;
let product: Awaited<ReturnType<typeof seedProduct>>;
const agent = roleOf('call_centre_agent', PARTNER_A);
const finance = roleOf('finance_officer', PARTNER_A);
const reader = roleOf('partner_user', PARTNER_A);
const assessor = roleOf('claims_assessor', PARTNER_A);
const adminB = adminOf(PARTNER_B);
/** A Wednesday in June 2026 with no Kenyan holiday; debit day 10. */
const RUN_DAY = '2026-06-10';

beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t);
  product = await seedProduct(t, PARTNER_A);
});
afterAll(() => t.close());

let accountSeq = 0;
/** A customer with a policy and a bank account (the simulated bank: ...8 stays pending, ...9 is rejected). */
async function holder(o: { account?: string } = {}) {
  const customer = await seedCustomer(t, PARTNER_A);
  const buy = await t.call(agent, {
    method: 'POST',
    url: '/api/products/buy',
    payload: { customer_guid: customer.guid, product_guid: product.guid, start_date: inDays(0), premium_cents: 20_000 },
    partner: PARTNER_A,
  });
  expect(buy.statusCode).toBe(201);
  const bank = await t.call(agent, {
    method: 'POST',
    url: '/api/bank_details',
    payload: {
      customer_guid: customer.guid,
      bank_name: 'Absa',
      account_holder: customer.full_name,
      account_number: o.account ?? `40${String(++accountSeq).padStart(6, '0')}1`,
    },
    partner: PARTNER_A,
  });
  expect(bank.statusCode).toBe(201);
  return {
    customer,
    policy: buy.json() as { guid: string; policy_number: string },
    bank: bank.json() as { guid: string },
  };
}

const orderBody = (h: Awaited<ReturnType<typeof holder>>, o: Record<string, unknown> = {}) => ({
  bank_detail_guid: h.bank.guid,
  policy_guid: h.policy.guid,
  amount_in_cents: 20_000,
  day: 10,
  start_date: inDays(0),
  reference: `PREM-${h.policy.policy_number}`,
  retries: 2,
  ...o,
});
const create = (payload: object, user = agent, partner = PARTNER_A) =>
  t.call(user, { method: 'POST', url: '/api/debit_orders', payload, partner });

/** A debit order active since January 2026 (as if created then), due on the 10th. */
async function activeOrder(o: Record<string, unknown> = {}, account?: string) {
  const h = await holder(account ? { account } : {});
  const r = await create(orderBody(h, o));
  expect(r.statusCode).toBe(201);
  await t.owner.query(`update debit_orders set start_date = '2026-01-01' where guid = $1`, [r.json().guid]);
  return { ...h, order: r.json() as { guid: string; mandate_reference: string } };
}
/** A collection run: queued (202), run by its job, then read back (its counts). */
const run = (date = RUN_DAY, user = finance) => runAndWait(t, user, PARTNER_A, date);
const txOf = async (order: string) =>
  (await t.owner.query('select * from debit_order_transactions where debit_order_guid = $1', [order])).rows;
const processTx = (status: string, transactions: object[], user = finance, reason = 'bank statement 10 June') =>
  t.call(user, {
    method: 'PUT',
    url: '/api/debit_order_transactions/process',
    query: { status },
    payload: { transactions, reason },
    partner: PARTNER_A,
  });
const policyStatus = async (guid: string) =>
  (await t.owner.query('select status from policies where guid = $1', [guid])).rows[0].status as string;

describe('debit orders', () => {
  it('creates a debit order from the customer’s bank details; its mandate answers on retrieve-mandate', async () => {
    const h = await holder();
    const r = await create(orderBody(h));
    expect(r.statusCode).toBe(201);
    const d = r.json();
    expect(d).toMatchObject({ day: 10, amount_in_cents: 20_000, mandate_status: 'active', msisdn: h.customer.msisdn });
    expect(d.account_number_masked).toMatch(/^\*+\d{4}$/);
    const m = await t.call(null, { method: 'GET', url: `/api/retrieve-mandate/details/${d.mandate_reference}` });
    expect(m.statusCode).toBe(200);
    expect(m.json()).toMatchObject({ mandate_status: 'active', amount_in_cents: 20_000, day: 10 });
    const byPolicy = await t.call(reader, {
      method: 'GET',
      url: '/api/debit_orders/policy',
      query: { policy_guid: h.policy.guid },
      partner: PARTNER_A,
    });
    expect(byPolicy.json().map((x: { guid: string }) => x.guid)).toEqual([d.guid]);
    const byMsisdn = await t.call(reader, {
      method: 'GET',
      url: '/api/debit_orders',
      query: { msisdn: h.customer.msisdn },
      partner: PARTNER_A,
    });
    expect(byMsisdn.json()).toHaveLength(1);
    const audit = await t.owner.query('select action from audit_events where entity_guid = $1', [d.guid]);
    expect(audit.rows.map((x) => x.action)).toEqual(['create']);
  });

  it('the simulated bank: an account ending in 9 is rejected, in 8 waits for authentication', async () => {
    const rejected = await create(orderBody(await holder({ account: '12345679' })));
    expect(rejected.json()).toMatchObject({ mandate_status: 'rejected', mandate_message: 'Account closed' });
    const pending = await create(orderBody(await holder({ account: '12345678' })));
    expect(pending.json().mandate_status).toBe('pending_authentication');
  });

  it('refuses bad input with 400 and writes nothing (day 1–28, start date, reference)', async () => {
    const h = await holder();
    const before = await countRows(t, 'debit_orders');
    for (const [o, field] of [
      [{ day: 29 }, 'day'],
      [{ day: 0 }, 'day'],
      [{ start_date: inDays(-1) }, 'start_date'],
      [{ reference: ' x' }, 'reference'],
      [{ amount_in_cents: 0 }, 'amount_in_cents'],
      [{ msisdn: '12' }, 'msisdn'],
    ] as const) {
      const r = await create(orderBody(h, o));
      expect(r.statusCode, JSON.stringify(o)).toBe(400);
      expect(r.json().errors).toHaveProperty(field);
    }
    const day = await create(orderBody(h, { day: 31 }));
    expect(day.json().errors.day).toBe('The debit order day must be 1 to 28.');
    const other = await holder();
    const mismatch = await create(orderBody(h, { bank_detail_guid: other.bank.guid }));
    expect(mismatch.statusCode).toBe(422);
    expect(await countRows(t, 'debit_orders')).toBe(before);
  });

  it('lists and changes refuse bad input: 400, or 404 for what does not exist', async () => {
    const get = (url: string, query: Record<string, string>) =>
      t.call(reader, { method: 'GET', url, query, partner: PARTNER_A });
    expect((await get('/api/debit_orders', { msisdn: '12' })).statusCode).toBe(400);
    expect((await get('/api/debit_orders', { msisdn: '254799999999' })).statusCode).toBe(404);
    expect((await get('/api/debit_orders/policy', { policy_guid: 'nope' })).statusCode).toBe(400);
    expect((await get('/api/debit_order_transactions/pending', { page: '0' })).statusCode).toBe(400);
    expect((await get('/api/debit_order_transactions/pending', { status: 'failed' })).statusCode).toBe(400);
    const { order } = await activeOrder();
    const put = (payload: object) =>
      t.call(agent, { method: 'PUT', url: `/api/debit_orders/${order.guid}`, payload, partner: PARTNER_A });
    expect((await put({ day: 29 })).json().errors.day).toBe('The debit order day must be 1 to 28.');
    expect((await put({ amount_in_cents: -5 })).statusCode).toBe(400);
    expect((await put({ mandate_status: 'active' })).statusCode).toBe(400);
    const missing = await t.call(agent, {
      method: 'PUT',
      url: '/api/debit_orders/0190a000-0000-7000-8000-0000000000ee',
      payload: { day: 3 },
      partner: PARTNER_A,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('a new day or amount sends the mandate back for authentication; removing stops collections', async () => {
    const { order } = await activeOrder();
    const same = await t.call(agent, {
      method: 'PUT',
      url: `/api/debit_orders/${order.guid}`,
      payload: { retries: 3 },
      partner: PARTNER_A,
    });
    expect(same.json()).toMatchObject({ retries: 3, mandate_status: 'active' });
    await t.owner.query(`update debit_orders set account_number = '55555558' where guid = $1`, [order.guid]);
    const changed = await t.call(agent, {
      method: 'PUT',
      url: `/api/debit_orders/${order.guid}`,
      payload: { day: 12 },
      partner: PARTNER_A,
    });
    expect(changed.json()).toMatchObject({ day: 12, mandate_status: 'pending_authentication' });
    const del = await t.call(agent, { method: 'DELETE', url: `/api/debit_orders/${order.guid}`, partner: PARTNER_A });
    expect(del.statusCode).toBe(204);
    const again = await t.call(agent, { method: 'DELETE', url: `/api/debit_orders/${order.guid}`, partner: PARTNER_A });
    expect(again.statusCode).toBe(204);
    await run('2026-06-12');
    expect(await txOf(order.guid)).toHaveLength(0);
    const edit = await t.call(agent, {
      method: 'PUT',
      url: `/api/debit_orders/${order.guid}`,
      payload: { day: 5 },
      partner: PARTNER_A,
    });
    expect(edit.statusCode).toBe(409);
  });

  it('one live debit order per policy: a second is 409 naming the first, even when both arrive at once', async () => {
    const { order, policy, bank, customer } = await activeOrder();
    const h = { policy, bank, customer } as Awaited<ReturnType<typeof holder>>;
    const before = await countRows(t, 'debit_orders');
    const second = await create(orderBody(h, { reference: 'SECOND', day: 20 }));
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('debit_order_exists');
    expect(second.json().message).toContain(order.mandate_reference);
    expect(await countRows(t, 'debit_orders')).toBe(before);
    // Removed, the policy may have a new one; two at once give one order and one 409.
    await t.call(agent, { method: 'DELETE', url: `/api/debit_orders/${order.guid}`, partner: PARTNER_A });
    const both = await Promise.all([
      create(orderBody(h, { reference: 'R-1' })),
      create(orderBody(h, { reference: 'R-2' })),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const live = await t.owner.query(
      `select count(*)::int n from debit_orders where policy_guid = $1 and mandate_status in ('pending_authentication', 'active')`,
      [policy.guid],
    );
    expect(live.rows[0].n).toBe(1);
    // The index holds it whatever the path: a second live row cannot be written.
    await expect(
      t.owner.query(
        `insert into debit_orders (partner_guid, guid, customer_guid, policy_guid, bank_detail_guid, bank_name,
           account_holder, account_number, amount_in_cents, day, start_date, msisdn, reference, mandate_reference,
           mandate_status)
         select partner_guid, gen_random_uuid(), customer_guid, policy_guid, bank_detail_guid, bank_name, account_holder,
           account_number, amount_in_cents, day, start_date, msisdn, 'X', 'MD-X', 'active'
         from debit_orders where policy_guid = $1 and mandate_status <> 'cancelled'`,
        [policy.guid],
      ),
    ).rejects.toThrow(/debit_orders_one_live_per_policy/);
  });

  it('a new account changes the existing order: copied from the holder’s bank details, re-authorised, audited', async () => {
    const { order, customer } = await activeOrder();
    const other = await t.call(agent, {
      method: 'POST',
      url: '/api/bank_details',
      payload: {
        customer_guid: customer.guid,
        bank_name: 'KCB',
        account_holder: customer.full_name,
        account_number: '77000018',
      },
      partner: PARTNER_A,
    });
    expect(other.statusCode, other.body).toBe(201);
    const changed = await t.call(agent, {
      method: 'PUT',
      url: `/api/debit_orders/${order.guid}`,
      payload: { bank_detail_guid: other.json().guid },
      partner: PARTNER_A,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      bank_detail_guid: other.json().guid,
      bank_name: 'KCB',
      account_number_masked: '****0018',
      mandate_status: 'pending_authentication',
    });
    const audit = await t.owner.query(
      `select reason from audit_events where entity_guid = $1 and action = 'update' order by created_at desc limit 1`,
      [order.guid],
    );
    expect(audit.rows[0].reason).toMatch(/authorise the mandate again/);
    // Someone else's account is refused, nothing changes.
    const stranger = await holder();
    const refused = await t.call(agent, {
      method: 'PUT',
      url: `/api/debit_orders/${order.guid}`,
      payload: { bank_detail_guid: stranger.bank.guid },
      partner: PARTNER_A,
    });
    expect(refused.statusCode).toBe(422);
  });

  it('foreign partner and missing role', async () => {
    const h = await holder();
    expect((await create(orderBody(h), adminB, PARTNER_A)).statusCode).toBe(403);
    expect((await create(orderBody(h), adminB, PARTNER_B)).statusCode).toBe(404);
    expect((await create(orderBody(h), reader)).statusCode).toBe(403);
    expect((await create(orderBody(h), assessor)).statusCode).toBe(403);
    const { order } = await activeOrder();
    const foreignDelete = await t.call(adminB, {
      method: 'DELETE',
      url: `/api/debit_orders/${order.guid}`,
      partner: PARTNER_B,
    });
    expect(foreignDelete.statusCode).toBe(404);
    const foreignList = await t.call(adminB, {
      method: 'GET',
      url: '/api/debit_orders/policy',
      query: { policy_guid: h.policy.guid },
      partner: PARTNER_B,
    });
    expect(foreignList.statusCode).toBe(404);
    const pendingB = await t.call(adminB, {
      method: 'GET',
      url: '/api/debit_order_transactions/pending',
      partner: PARTNER_B,
    });
    expect(pendingB.json()).toEqual({ items: [], count: 0 });
    expect((await run(RUN_DAY, reader)).statusCode).toBe(403);
    expect((await processTx('success', [{ guid: order.guid }], reader)).statusCode).toBe(403);
  });
});

describe('collection run', () => {
  it('one pending collection per active mandate and period, on the next business day; never two', async () => {
    const { order } = await activeOrder({ day: 13 }); // Saturday 13 June 2026 → Monday 15 June
    const pendingMandate = await activeOrder({ day: 13 }, '33333338');
    await run('2026-06-12');
    expect(await txOf(order.guid)).toHaveLength(0);
    const first = await run('2026-06-15');
    expect(first.statusCode).toBe(200);
    expect(first.json().status).toBe('completed');
    expect(first.json().created).toBeGreaterThanOrEqual(1);
    await run('2026-06-15');
    await run('2026-06-16');
    const rows = await txOf(order.guid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ period: '2026-06', due_date: '2026-06-15', status: 'pending', attempts: 1 });
    expect(rows[0].assume_paid_on).toBe('2026-06-20');
    expect(await txOf(pendingMandate.order.guid)).toHaveLength(0);
    const list = await t.call(reader, {
      method: 'GET',
      url: '/api/debit_order_transactions/pending',
      query: { search: rows[0].reference.slice(0, 10), size: '5' },
      partner: PARTNER_A,
    });
    expect(list.json().items[0]).toMatchObject({ guid: rows[0].guid, assume_paid_on: '2026-06-20' });
    const bad = await t.call(reader, {
      method: 'GET',
      url: '/api/debit_order_transactions/failed',
      query: { status: 'pending' },
      partner: PARTNER_A,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('a run killed half-way and run again creates each collection once', async () => {
    const orders = [];
    for (let i = 0; i < 5; i++) orders.push((await activeOrder({ day: 28 })).order.guid);
    const killed = await runCollection(t.database, SYSTEM_ACTOR, PARTNER_A, '2026-07-28', {
      chunk: 2,
      stopAfterChunks: 1,
    });
    expect(killed.created).toBe(2);
    // Two workers resume the same run at once (the sweep and a retry): each chunk is taken under the run's lock.
    const all = await Promise.all([
      runCollection(t.database, SYSTEM_ACTOR, PARTNER_A, '2026-07-28', { chunk: 2 }),
      runCollection(t.database, SYSTEM_ACTOR, PARTNER_A, '2026-07-28', { chunk: 2 }),
    ]);
    // A worker that comes after the other finished the run starts the day's next one, which creates nothing.
    expect(all.map((r) => r.created)).toContain(5);
    for (const r of all) expect([0, 5]).toContain(r.created);
    const n = await t.owner.query(
      'select count(*)::int n from debit_order_transactions where debit_order_guid = any($1::uuid[])',
      [orders],
    );
    expect(n.rows[0].n).toBe(5);
    // And the same day run again later: nothing more.
    expect((await runCollection(t.database, SYSTEM_ACTOR, PARTNER_A, '2026-07-28')).created).toBe(0);
  });

  it('the run is a job: answers at once, shows progress, a killed worker resumes without collecting twice', async () => {
    const orders = [];
    for (let i = 0; i < 5; i++) orders.push((await activeOrder({ day: 27 })).order.guid);
    const started = await t.call(finance, {
      method: 'POST',
      url: '/api/debit_order_transactions/run',
      payload: { date: '2026-08-27' },
      partner: PARTNER_A,
    });
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ date: '2026-08-27', status: 'queued', processed: 0, created: 0 });
    const guid = started.json().guid as string;
    const busy = await t.call(finance, {
      method: 'POST',
      url: '/api/debit_order_transactions/run',
      payload: { date: '2026-08-27' },
      partner: PARTNER_A,
    });
    expect(busy.statusCode).toBe(409);
    // The worker is killed after two chunks of two mandates.
    await drainDebitRuns(t, { chunk: 2, stopAfterChunks: 2 });
    const half = await t.call(reader, {
      method: 'GET',
      url: `/api/debit_order_transactions/runs/${guid}`,
      partner: PARTNER_A,
    });
    expect(half.statusCode).toBe(200);
    expect(half.json()).toMatchObject({ status: 'running', step: 'collect', processed: 4, created: 4 });
    expect(half.json().total).toBeGreaterThanOrEqual(5);
    // The sweep sends the run again; this worker also runs the last chunk twice, as if killed before answering.
    const job = { partner: PARTNER_A, run: guid, actor: SYSTEM_ACTOR };
    await t.owner.query('update debit_collection_runs set after_guid = null, processed = 0 where guid = $1', [guid]);
    const done = await executeRun(t.database, job, { chunk: 2 });
    expect(done).toMatchObject({ status: 'completed', step: 'done', created: 5 });
    const n = await t.owner.query(
      'select count(*)::int n, count(distinct debit_order_guid)::int d from debit_order_transactions where debit_order_guid = any($1::uuid[])',
      [orders],
    );
    expect(n.rows[0]).toEqual({ n: 5, d: 5 });
    // A finished run's job sent again does nothing.
    await executeRun(t.database, job);
    const list = await t.call(reader, {
      method: 'GET',
      url: '/api/debit_order_transactions/runs',
      query: { size: '5' },
      partner: PARTNER_A,
    });
    expect(list.json().items[0]).toMatchObject({ guid, status: 'completed', created: 5 });
  });

  it('a run can be stopped: queued at once, running between chunks; a finished one is 409', async () => {
    for (let i = 0; i < 3; i++) await activeOrder({ day: 26 });
    const start = () =>
      t.call(finance, {
        method: 'POST',
        url: '/api/debit_order_transactions/run',
        payload: { date: '2026-08-26' },
        partner: PARTNER_A,
      });
    const stop = (guid: string, user = finance, partner = PARTNER_A) =>
      t.call(user, { method: 'POST', url: `/api/debit_order_transactions/runs/${guid}/stop`, partner });
    const queued = (await start()).json();
    const stopped = await stop(queued.guid);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toMatchObject({ status: 'cancelled', cancel_requested: true });
    await drainDebitRuns(t);
    expect((await stop(queued.guid)).statusCode).toBe(409);

    const second = (await start()).json();
    await drainDebitRuns(t, { chunk: 1, stopAfterChunks: 1 });
    expect((await stop(second.guid, reader)).statusCode).toBe(403);
    expect((await stop(second.guid, adminB, PARTNER_B)).statusCode).toBe(404);
    expect((await stop(second.guid)).json()).toMatchObject({ status: 'running', cancel_requested: true });
    const after = await executeRun(
      t.database,
      { partner: PARTNER_A, run: second.guid, actor: SYSTEM_ACTOR },
      { chunk: 1 },
    );
    expect(after).toMatchObject({ status: 'cancelled', created: 1 });
    const audit = await t.owner.query(
      "select action from audit_events where entity_type = 'debit_collection_run' and entity_guid = $1 order by created_at",
      [second.guid],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['create', 'collect', 'stop']);
  });

  it('run routes: invalid input 400, unknown 404, foreign partner 404, missing role 403', async () => {
    const get = (url: string, user = reader, partner = PARTNER_A, query?: Record<string, string>) =>
      t.call(user, { method: 'GET', url, partner, ...(query ? { query } : {}) });
    expect((await get('/api/debit_order_transactions/runs/not-a-guid')).statusCode).toBe(400);
    expect((await get('/api/debit_order_transactions/runs', reader, PARTNER_A, { size: '0' })).statusCode).toBe(400);
    const bad = await t.call(finance, {
      method: 'POST',
      url: '/api/debit_order_transactions/run',
      payload: { date: '2026-02-30' },
      partner: PARTNER_A,
    });
    expect(bad.statusCode).toBe(400);
    expect((await get('/api/debit_order_transactions/runs/0190aaaa-0000-7000-8000-000000000000')).statusCode).toBe(404);
    const mine = (await run('2026-05-04')).json();
    expect((await get('/api/debit_order_transactions/runs')).json().items[0].guid).toBe(mine.guid);
    expect((await get(`/api/debit_order_transactions/runs/${mine.guid}`, adminB, PARTNER_B)).statusCode).toBe(404);
    const runsB = (await get('/api/debit_order_transactions/runs', adminB, PARTNER_B)).json().items as {
      guid: string;
    }[];
    expect(runsB.map((r) => r.guid)).not.toContain(mine.guid);
    // Every role reads payments: a user with no role at all is refused.
    const noRole = { roles: [], partners: [PARTNER_A], username: 'norole' };
    expect((await get('/api/debit_order_transactions/runs', noRole)).statusCode).toBe(403);
    expect((await get(`/api/debit_order_transactions/runs/${mine.guid}`, noRole)).statusCode).toBe(403);
  });

  it('the minute sweep sends again a run a killed worker left behind; the morning schedule skips a busy partner', async () => {
    const handlers = new Map<string, (data: object) => Promise<void>>();
    const sent: { queue: string; data: object }[] = [];
    const jobs = {
      async send(queue: string, data: object) {
        sent.push({ queue, data });
        return null;
      },
      async work(queue: string, handler: (data: never) => Promise<void>) {
        handlers.set(queue, handler as never);
      },
      async schedule() {},
      async stop() {},
    };
    await registerDebitJobs({ database: t.database, jobs });
    for (let i = 0; i < 2; i++) await activeOrder({ day: 24 });
    const started = await t.call(finance, {
      method: 'POST',
      url: '/api/debit_order_transactions/run',
      payload: { date: '2026-09-24' },
      partner: PARTNER_A,
    });
    const guid = started.json().guid as string;
    await drainDebitRuns(t, { chunk: 1, stopAfterChunks: 1 }); // the worker dies after one chunk
    await handlers.get(DEBIT_COLLECTION_QUEUE)!({}); // 05:00: partner A's run still going is today's run
    const morning = sent.splice(0).filter((j) => j.queue === DEBIT_RUN_QUEUE) as { data: { partner: string } }[];
    expect(morning.map((j) => j.data.partner)).not.toContain(PARTNER_A);
    expect(morning.map((j) => j.data.partner)).toContain(PARTNER_B);
    for (const j of morning) await handlers.get(DEBIT_RUN_QUEUE)!(j.data);
    await handlers.get(DEBIT_RUN_SWEEP_QUEUE)!({});
    expect(sent.filter((j) => j.queue === DEBIT_RUN_QUEUE)).toEqual([]); // touched less than 2 minutes ago
    await t.owner.query(`update debit_collection_runs set updated_at = now() - interval '3 minutes' where guid = $1`, [
      guid,
    ]);
    await handlers.get(DEBIT_RUN_SWEEP_QUEUE)!({});
    const resent = sent.filter((j) => j.queue === DEBIT_RUN_QUEUE);
    expect(resent).toHaveLength(1);
    await handlers.get(DEBIT_RUN_QUEUE)!(resent[0]!.data);
    const done = await t.call(reader, {
      method: 'GET',
      url: `/api/debit_order_transactions/runs/${guid}`,
      partner: PARTNER_A,
    });
    expect(done.json()).toMatchObject({ status: 'completed', created: 2 });
  });

  it('a mandate never authenticated expires after 10 days; nothing is collected on it', async () => {
    const { order } = await activeOrder({ day: 11 }, '44444448');
    await t.owner.query(`update debit_orders set mandate_requested_at = '2026-05-01' where guid = $1`, [order.guid]);
    expect((await run('2026-06-11')).json().expired_mandates).toBeGreaterThanOrEqual(1);
    const m = await t.call(null, { method: 'GET', url: `/api/retrieve-mandate/details/${order.mandate_reference}` });
    expect(m.json().mandate_status).toBe('expired');
    expect(await txOf(order.guid)).toHaveLength(0);
  });

  it('a rejected run date in the future is 400', async () => {
    const r = await run(inDays(3));
    expect(r.statusCode).toBe(400);
  });
});

describe('processing answers', () => {
  it('02 is retried while retries remain, then succeeds: the premium is a payment, once', async () => {
    const { order, policy } = await activeOrder({ day: 3, retries: 1 }); // Wed 3 June 2026
    await run('2026-06-03');
    const [tx] = await txOf(order.guid);
    const fail = await processTx('failed', [{ guid: tx.guid, unpaid_code: '02' }]);
    expect(fail.statusCode).toBe(200);
    expect(fail.json().results[0]).toMatchObject({ outcome: 'retry_scheduled' });
    expect(fail.json().results[0].transaction).toMatchObject({ status: 'retry_scheduled', unpaid_code: '02' });
    const retryOn = fail.json().results[0].transaction.retry_on as string;
    const repeat = await processTx('failed', [{ guid: tx.guid, unpaid_code: '02' }]);
    expect(repeat.json()).toMatchObject({ processed: 0, already: 1 });
    await t.owner.query('update debit_order_transactions set retry_on = $2 where guid = $1', [tx.guid, '2026-06-08']);
    expect(retryOn > '2026-06-03').toBe(true);
    expect((await run('2026-06-08')).json().retried).toBeGreaterThanOrEqual(1);
    const [retried] = await txOf(order.guid);
    expect(retried).toMatchObject({ status: 'pending', attempts: 2, due_date: '2026-06-08' });
    const ok = await processTx('success', [{ guid: tx.guid }]);
    expect(ok.json().results[0].outcome).toBe('paid');
    const okAgain = await processTx('success', [{ guid: tx.guid }]);
    expect(okAgain.json().results[0].outcome).toBe('already');
    const pay = await t.owner.query('select * from payments where policy_guid = $1', [policy.guid]);
    expect(pay.rows).toHaveLength(1);
    expect(pay.rows[0]).toMatchObject({ amount_cents: 20_000, status: 'succeeded', channel: 'DebitOrder' });
    expect(await policyStatus(policy.guid)).toBe('active');
    const audit = await t.owner.query(
      'select action, reason from audit_events where entity_guid = $1 order by created_at, guid',
      [tx.guid],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['retry_scheduled', 'retry', 'paid']);
    expect(audit.rows[0].reason).toBe('bank statement 10 June');
  });

  it('02 with no retries left, or 03/04/30, fails for good; past the grace days the policy lapses', async () => {
    const { order, policy } = await activeOrder({ day: 4, retries: 0 });
    await run('2026-06-04');
    const [tx] = await txOf(order.guid);
    // Active for two months with one premium paid: unpaid for more than the product's 10 grace days.
    await t.owner.query(`update policies set status = 'active', start_date = $2 where guid = $1`, [
      policy.guid,
      inDays(-60),
    ]);
    await t.owner.query(
      `insert into payments (partner_guid, guid, policy_guid, customer_guid, amount_cents, effected_at, mno_reference,
         status) select partner_guid, gen_random_uuid(), guid, customer_guid, 20000, now(), 'SEED' || guid, 'succeeded'
       from policies where guid = $1`,
      [policy.guid],
    );
    const r = await processTx('failed', [{ guid: tx.guid, unpaid_code: '02' }]);
    expect(r.json().results[0].outcome).toBe('failed');
    expect(await policyStatus(policy.guid)).toBe('lapsed');
    const failed = await t.call(reader, {
      method: 'GET',
      url: '/api/debit_order_transactions/failed',
      query: { policy_guid: policy.guid },
      partner: PARTNER_A,
    });
    expect(failed.json().items[0]).toMatchObject({ unpaid_code: '02', status: 'failed' });

    const other = await activeOrder({ day: 5, retries: 3 });
    await run('2026-06-05');
    const [tx2] = await txOf(other.order.guid);
    const stopped = await processTx('failed', [{ guid: tx2.guid, unpaid_code: '04' }]);
    expect(stopped.json().results[0].outcome).toBe('failed');
  });

  it('failed needs an unpaid code and a reason; unknown transactions are not_found; nothing written on 400', async () => {
    const before = await countRows(t, 'audit_events');
    expect((await processTx('failed', [{ guid: '0190a000-0000-7000-8000-0000000000ff' }])).statusCode).toBe(400);
    expect((await processTx('maybe', [{ guid: '0190a000-0000-7000-8000-0000000000ff' }])).statusCode).toBe(400);
    expect((await processTx('success', [], finance)).statusCode).toBe(400);
    const noReason = await processTx('success', [{ guid: '0190a000-0000-7000-8000-0000000000ff' }], finance, '');
    expect(noReason.statusCode).toBe(400);
    expect(await countRows(t, 'audit_events')).toBe(before);
    const unknown = await processTx('success', [{ guid: '0190a000-0000-7000-8000-0000000000ff' }]);
    expect(unknown.json().results[0].outcome).toBe('not_found');
  });

  it('a collection with no failure by its assume-paid day is taken as paid by the run', async () => {
    const { order, policy } = await activeOrder({ day: 2 }); // Tue 2 June 2026, taken as paid on 7 June
    await run('2026-06-02');
    expect((await txOf(order.guid))[0].status).toBe('pending');
    const later = await run('2026-06-07');
    expect(later.json().assumed_paid).toBeGreaterThanOrEqual(1);
    const [tx] = await txOf(order.guid);
    expect(tx.status).toBe('success');
    const pay = await t.owner.query('select count(*)::int n from payments where policy_guid = $1', [policy.guid]);
    expect(pay.rows[0].n).toBe(1);
    // The bank reports the failure late: the payment is reversed and the failure recorded.
    const late = await processTx('failed', [{ guid: tx.guid, unpaid_code: '30' }]);
    expect(late.json().results[0].outcome).toBe('failed');
    const reversed = await t.owner.query('select status from payments where policy_guid = $1', [policy.guid]);
    expect(reversed.rows[0].status).toBe('reversed');
  });
});
