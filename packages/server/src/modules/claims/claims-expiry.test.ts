import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineJobs } from '../../platform/jobs.ts';
import { createTestApp, PARTNER_A, type TestApp } from '../../test/test-app.ts';
import { addDays, today } from './claim-dates.ts';
import { CLAIMS_EXPIRY_CRON, CLAIMS_EXPIRY_QUEUE, expireOverdueClaims } from './claims-expiry.job.ts';
import { makeClaim, type Seeded, seedClaimsWorld, setClaimConfig } from './test/claims-fixtures.ts';

let t: TestApp;
let A: Seeded;
let B: Seeded;
const workers = new Map<string, (data: object) => Promise<void>>();
const schedules: [string, string][] = [];
const jobs = {
  ...inlineJobs(),
  async work<T extends object>(queue: string, handler: (data: T) => Promise<void>) {
    workers.set(queue, handler as (data: object) => Promise<void>);
  },
  async schedule(queue: string, cron: string) {
    schedules.push([queue, cron]);
  },
};
beforeAll(async () => {
  t = await createTestApp({ jobs });
  ({ A, B } = await seedClaimsWorld(t));
});
afterAll(() => t.close());

describe('claims expiry job', () => {
  it('expires open claims past their documents due date (day before / at / after), across partners, with audit', async () => {
    await setClaimConfig(t, PARTNER_A, { required_documents: ['Other'], document_deadline_days: 10 });
    await setClaimConfig(t, B.partner, { required_documents: ['Other'], document_deadline_days: 10 });
    const a = await makeClaim(t, A);
    const b = await makeClaim(t, B);
    const complete = await makeClaim(t, A);
    await t.owner.query("update claims set status = 'decision_pending', documents_complete = true where guid = $1", [
      complete.guid,
    ]);
    const due = addDays(today(), 10);
    expect(a.documents_due_date).toBe(due);

    expect(await expireOverdueClaims(t.database, due)).toBe(0);
    expect(await expireOverdueClaims(t.database, addDays(due, 1))).toBe(2);
    const rows = await t.owner.query('select guid, status, version from claims where guid = any($1) order by guid', [
      [a.guid, b.guid, complete.guid],
    ]);
    const by = Object.fromEntries(rows.rows.map((r) => [r.guid, r]));
    expect(by[a.guid]).toMatchObject({ status: 'expired', version: 2 });
    expect(by[b.guid]).toMatchObject({ status: 'expired' });
    expect(by[complete.guid].status).toBe('decision_pending');
    const events = await t.owner.query(
      "select actor_username, reason, partner_guid from audit_events where entity_guid = $1 and action = 'expire'",
      [a.guid],
    );
    expect(events.rows).toEqual([
      { actor_username: 'system', reason: `Documents not complete by ${due}`, partner_guid: PARTNER_A },
    ]);
    expect(await expireOverdueClaims(t.database, addDays(due, 1))).toBe(0);
  });

  it('a partner without a deadline never expires claims', async () => {
    await setClaimConfig(t, PARTNER_A, { required_documents: ['Other'], document_deadline_days: null });
    const c = await makeClaim(t, A);
    expect(c.documents_due_date).toBeNull();
    expect(await expireOverdueClaims(t.database, addDays(today(), 1000))).toBe(0);
  });

  it('is registered as a scheduled pg-boss job whose worker runs the expiry', async () => {
    expect(schedules).toContainEqual([CLAIMS_EXPIRY_QUEUE, CLAIMS_EXPIRY_CRON]);
    await setClaimConfig(t, PARTNER_A, { required_documents: ['Other'], document_deadline_days: 0 });
    const c = await makeClaim(t, A);
    await t.owner.query('update claims set documents_due_date = current_date - 1 where guid = $1', [c.guid]);
    await workers.get(CLAIMS_EXPIRY_QUEUE)!({});
    const r = await t.owner.query('select status from claims where guid = $1', [c.guid]);
    expect(r.rows[0].status).toBe('expired');
  });
});
