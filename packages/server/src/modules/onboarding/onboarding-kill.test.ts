import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importWorker, upload } from '../../platform/imports/test/import-helpers.ts';
import { killableWorker } from '../../test/killable-worker.ts';
import { createTestApp, PARTNER_A, roleOf, type TestApp } from '../../test/test-app.ts';
import { seedCustomer, seedPartners, seedProduct } from '../policies/policies.fixtures.ts';

let t: TestApp;
const agent = roleOf('call_centre_agent', PARTNER_A);
const children: ChildProcess[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t);
});
afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  await t.close();
});

/** The onboarding worker as a real process (kill-worker.ts, chunks of 100 rows); `onChunk` sees each commit. */
const worker = (batch: string, onChunk?: (n: number, child: ChildProcess) => void) =>
  killableWorker(
    children,
    'packages/server/src/platform/imports/test/kill-worker.ts',
    [t.url, t.config.dataDir, PARTNER_A, batch, '100', 'onboarding'],
    onChunk,
  );

/** The batch's counters and what the file's rows wrote: customers (distinct numbers), policies, keys, audit events. */
const state = async (batch: string) => {
  const b = await t.owner.query('select status, step, applied, already, failed from import_batches where guid = $1', [
    batch,
  ]);
  const w = await t.owner.query(
    `select (select count(*)::int from customers where partner_guid = $1 and full_name like 'Kill %') as customers,
       (select count(distinct msisdn)::int from customers where partner_guid = $1 and full_name like 'Kill %') as numbers,
       (select count(*)::int from onboarding_entries where partner_guid = $1 and row_key like 'KILL-%') as entries,
       (select count(*)::int from policies p join onboarding_entries e on e.partner_guid = p.partner_guid
          and e.policy_guid = p.guid where e.row_key like 'KILL-%') as policies,
       (select count(*)::int from audit_events a join onboarding_entries e on a.entity_guid = e.policy_guid::text
          where e.row_key like 'KILL-%' and a.action = 'purchase') as purchases,
       (select count(*)::int from audit_events a join customers c on a.entity_guid = c.guid::text
          where c.partner_guid = $1 and c.full_name like 'Kill %' and a.action = 'register') as registrations`,
    [PARTNER_A],
  );
  return { ...b.rows[0], ...w.rows[0] };
};

describe('bulk policy onboarding: a worker killed with kill -9', () => {
  it('resumes where it stopped; no customer or policy is created twice, every one with its audit event', async () => {
    const product = await seedProduct(t, PARTNER_A);
    const known = await seedCustomer(t, PARTNER_A, { full_name: 'Kill Known' });
    // 600 rows: rows 2k and 2k+1 share new number k (one customer, two keys), every tenth row (9, 19, …) is the known
    // customer's, every 50th (48, 98, …) is refused (too old) — so 288 of the 300 numbers become customers.
    const rows = Array.from({ length: 600 }, (_, i) => {
      const number = i % 10 === 9 ? known.msisdn : `0744${String(100_000 + Math.floor(i / 2)).padStart(6, '0')}`;
      const born = i % 50 === 48 ? '1930-01-01' : '1990-01-01';
      return `${number},Kill ${Math.floor(i / 2)},${born},${product.code},100,KILL-${i}`;
    });
    const file = ['msisdn,full_name,date_of_birth,product_code,premium,reference', ...rows].join('\n');
    const b = await upload(t, agent, '/api/bulk-policy-onboarding/upload', PARTNER_A, 'coop.csv', file);

    // SIGKILL once the second chunk is committed (the worker is then inside a later one).
    const killed = await worker(b.guid, (n, child) => {
      if (n === 2) child.kill('SIGKILL');
    });
    expect(killed.signal).toBe('SIGKILL');
    const halfway = await state(b.guid);
    expect(halfway).toMatchObject({ status: 'running', step: 'applying' });
    expect(halfway.applied).toBeGreaterThanOrEqual(190);
    expect(halfway.applied).toBeLessThan(588);
    // A chunk is all or nothing: what was committed is what the counters say.
    expect(halfway.entries).toBe(halfway.applied);
    expect(halfway.policies).toBe(halfway.applied);

    const restarted = await worker(b.guid);
    expect(restarted.code).toBe(0);
    const done = await state(b.guid);
    expect(done).toMatchObject({ status: 'completed', applied: 588, already: 0, failed: 12 });
    expect(done).toMatchObject({ entries: 588, policies: 588, purchases: 588 });
    // One customer per new number, registered once (plus the known one, who is not registered again).
    expect(done).toMatchObject({ customers: 289, numbers: 289, registrations: 288 });

    // The same file again: every key is skipped, nothing twice.
    const again = await upload(t, agent, '/api/bulk-policy-onboarding/upload', PARTNER_A, 'coop.csv', file);
    await importWorker(t).drain();
    expect(await state(again.guid)).toMatchObject({ status: 'completed', applied: 0, already: 588, failed: 12 });
    expect(await state(again.guid)).toMatchObject({ customers: done.customers, entries: 588, policies: 588 });
  }, 90_000);
});
