import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inDays, seedCustomer, seedPartners, seedProduct } from '../../modules/policies/policies.fixtures.ts';
import { killableWorker } from '../../test/killable-worker.ts';
import { createTestApp, PARTNER_A, roleOf, type TestApp } from '../../test/test-app.ts';
import { importWorker, upload } from './test/import-helpers.ts';

let t: TestApp;
const finance = roleOf('finance_officer', PARTNER_A);
const children: ChildProcess[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t);
});
afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  await t.close();
});

/** The worker as a real process (test/kill-worker.ts); `onChunk` sees each committed chunk's number. */
const worker = (batch: string, onChunk?: (n: number, child: ChildProcess) => void) =>
  killableWorker(
    children,
    'packages/server/src/platform/imports/test/kill-worker.ts',
    [t.url, t.config.dataDir, PARTNER_A, batch, '100'],
    onChunk,
  );

const state = async (batch: string) => {
  const b = await t.owner.query(
    'select status, step, applied, already, processed, total from import_batches where guid = $1',
    [batch],
  );
  const p = await t.owner.query(
    `select count(*)::int n, count(distinct mno_reference)::int d from payments where mno_reference like 'KILL-%'`,
  );
  return { ...b.rows[0], payments: p.rows[0].n, distinct: p.rows[0].d };
};

describe('import engine: a worker killed with kill -9', () => {
  it('half-way through a file resumes where it stopped after a restart; no payment is recorded twice', async () => {
    const product = await seedProduct(t, PARTNER_A);
    const customer = await seedCustomer(t, PARTNER_A);
    const bought = await t.call(roleOf('call_centre_agent', PARTNER_A), {
      method: 'POST',
      url: '/api/products/buy',
      payload: {
        customer_guid: customer.guid,
        product_guid: product.guid,
        start_date: inDays(0),
        premium_cents: 20_000,
      },
      partner: PARTNER_A,
    });
    expect(bought.statusCode).toBe(201);
    const number = bought.json().policy_number as string;
    const rows = Array.from({ length: 3000 }, (_, i) => `${number},KILL-${i},1,${inDays(0)}`);
    const file = ['policy_number,mno_reference,amount,effected_date', ...rows].join('\n');
    const b = await upload(t, finance, '/api/bulk_payments/upload', PARTNER_A, 'statement.csv', file);

    // Chunks of 100 rows: SIGKILL once the third is committed (the worker is then inside a later one).
    const killed = await worker(b.guid, (n, child) => {
      if (n === 3) child.kill('SIGKILL');
    });
    expect(killed.signal).toBe('SIGKILL');
    const halfway = await state(b.guid);
    expect(halfway).toMatchObject({ status: 'running', step: 'applying' });
    expect(halfway.applied).toBeGreaterThanOrEqual(300);
    expect(halfway.applied).toBeLessThan(3000);
    // What was committed is exactly what the counters say: a chunk is all or nothing.
    expect(halfway.payments).toBe(halfway.applied);

    const restarted = await worker(b.guid);
    expect(restarted.code).toBe(0);
    expect(await state(b.guid)).toMatchObject({
      status: 'completed',
      applied: 3000,
      already: 0,
      processed: 3000,
      payments: 3000,
      distinct: 3000,
    });

    // The same file uploaded again: every row is already recorded, nothing is paid twice.
    const again = await upload(t, finance, '/api/bulk_payments/upload', PARTNER_A, 'statement.csv', file);
    await importWorker(t).drain();
    expect(await state(again.guid)).toMatchObject({ status: 'completed', applied: 0, already: 3000, payments: 3000 });
  }, 60_000);
});
