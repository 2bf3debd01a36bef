import type { ChildProcess } from 'node:child_process';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killableWorker } from '../../test/killable-worker.ts';
import { createTestApp, PARTNER_A, roleOf, type TestApp } from '../../test/test-app.ts';
import { seedCustomer, seedPartners, seedProduct } from '../policies/policies.fixtures.ts';

let t: TestApp;
const finance = roleOf('finance_officer', PARTNER_A);
const children: ChildProcess[] = [];
const MANDATES = 60;
/** A Wednesday with no public holiday: the debit day 10 is collected on it. */
const RUN_DATE = '2026-06-10';

beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t);
});
afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  await t.close();
});

/** The run's worker as a real process (test/debit-run-worker.ts, chunks of 5 mandates); `onChunk` sees each commit. */
const worker = (run: string, onChunk?: (n: number, child: ChildProcess) => void) =>
  killableWorker(
    children,
    'packages/server/src/modules/payments/test/debit-run-worker.ts',
    [t.url, PARTNER_A, run, '5'],
    onChunk,
  );

describe('collection run: a worker killed with kill -9', () => {
  it('resumes where it stopped; no mandate is collected twice for the period, the counts right', async () => {
    const product = await seedProduct(t, PARTNER_A);
    const orders: string[] = [];
    for (let i = 0; i < MANDATES; i++) {
      const c = await seedCustomer(t, PARTNER_A);
      const policy = uuidv7();
      const order = uuidv7();
      await t.owner.query(
        `insert into policies (partner_guid, guid, policy_number, customer_guid, product_guid, premium_cents,
           granularity, start_date, status, purchased_at)
         values ($1, $2, $3, $4, $5, 10000, 'monthly', '2026-01-01', 'active', now())`,
        [PARTNER_A, policy, `KR-${policy.slice(-8)}`, c.guid, product.guid],
      );
      await t.owner.query(
        `insert into debit_orders (partner_guid, guid, customer_guid, policy_guid, bank_detail_guid, bank_name,
           account_holder, account_number, amount_in_cents, day, start_date, msisdn, reference, retries,
           mandate_reference, mandate_status)
         values ($1, $2, $3, $4, $5, 'Absa', 'Holder', '61234561', 10000, 10, '2026-01-01', $6, $7, 2, $8, 'active')`,
        [PARTNER_A, order, c.guid, policy, uuidv7(), c.msisdn, `KILL-${i}`, `MDKILL${String(i).padStart(6, '0')}`],
      );
      orders.push(order);
    }
    const started = await t.call(finance, {
      method: 'POST',
      url: '/api/debit_order_transactions/run',
      payload: { date: RUN_DATE },
      partner: PARTNER_A,
    });
    expect(started.statusCode).toBe(202);
    const run = started.json().guid as string;

    // The fourth chunk (mandates 16–20 in guid order) is held up inside its transaction: its insert waits on a row
    // lock the test holds on one of its mandates (the foreign key check), so the kill lands mid-transaction.
    const holder = await t.owner.connect();
    await holder.query('begin');
    await holder.query('select 1 from debit_orders where guid = $1 for update', [[...orders].sort()[17]]);
    const waiting = async () => {
      for (let i = 0; i < 100; i++) {
        const r = await t.owner.query(
          "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%debit_order_transactions%'",
        );
        if (r.rows[0].n > 0) return true;
        await new Promise((r) => setTimeout(r, 50));
      }
      return false;
    };
    let blocked = false;
    const killed = await worker(run, (n, child) => {
      if (n === 3)
        void waiting().then((b) => {
          blocked = b;
          child.kill('SIGKILL');
        });
    });
    await holder.query('rollback');
    holder.release();
    expect(killed.signal).toBe('SIGKILL');
    expect(blocked).toBe(true);
    const half = await t.owner.query('select status, step, created from debit_collection_runs where guid = $1', [run]);
    // Three chunks committed; the fourth's collections died with its transaction.
    expect(half.rows[0]).toMatchObject({ status: 'running', step: 'collect', created: 15 });
    const partial = await t.owner.query(
      'select count(*)::int as n from debit_order_transactions where debit_order_guid = any($1::uuid[])',
      [orders],
    );
    expect(partial.rows[0].n).toBe(15);

    // Restarted (the sweep sends the run again): it carries on to the end.
    const resumed = await worker(run);
    expect(resumed).toMatchObject({ code: 0, last: 'done completed' });
    const tx = await t.owner.query(
      `select count(*)::int as n, count(distinct (debit_order_guid, period))::int as once,
         count(*) filter (where status = 'pending' and attempts = 1)::int as pending
       from debit_order_transactions where debit_order_guid = any($1::uuid[])`,
      [orders],
    );
    expect(tx.rows[0]).toEqual({ n: MANDATES, once: MANDATES, pending: MANDATES });
    const done = await t.owner.query(
      'select status, step, total, processed, created from debit_collection_runs where guid = $1',
      [run],
    );
    expect(done.rows[0]).toEqual({
      status: 'completed',
      step: 'done',
      total: MANDATES,
      processed: MANDATES,
      created: MANDATES,
    });
    // Each committed chunk has its audit event: their counts add up to the collections, none counted twice.
    const audit = await t.owner.query(
      `select coalesce(sum((after ->> 'created')::int) filter (where action = 'collect'), 0)::int as created,
         count(*) filter (where action = 'complete')::int as completed
       from audit_events where entity_type = 'debit_collection_run' and entity_guid = $1`,
      [run],
    );
    expect(audit.rows[0]).toEqual({ created: MANDATES, completed: 1 });
  });
});
