import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../platform/audit.ts';
import { importWorker, upload } from '../../platform/imports/test/import-helpers.ts';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, roleOf, type TestApp } from '../../test/test-app.ts';
import { inDays, seedCustomer, seedPartners, seedProduct } from '../policies/policies.fixtures.ts';
import { createCashbackService } from './cashback.service.ts';
import { runAndWait } from './debit-orders.fixtures.ts';

let t: TestApp;
let worker: ReturnType<typeof importWorker>;
let product: Awaited<ReturnType<typeof seedProduct>>;
const finance = roleOf('finance_officer', PARTNER_A);
const reader = roleOf('partner_user', PARTNER_A);
const agent = roleOf('call_centre_agent', PARTNER_A);
const adminB = adminOf(PARTNER_B);

beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t);
  product = await seedProduct(t, PARTNER_A);
  worker = importWorker(t);
});
afterAll(() => t.close());

/** An active policy started `days` ago with `paid` cents of premiums, as the owner writes them. */
async function policy(days: number, paid: number) {
  const c = await seedCustomer(t, PARTNER_A);
  const guid = uuidv7();
  await t.owner.query(
    `insert into policies (partner_guid, guid, policy_number, customer_guid, product_guid, premium_cents, granularity,
       start_date, status, purchased_at)
     values ($1, $2, $3, $4, $5, 10000, 'monthly', $6, 'active', now())`,
    [PARTNER_A, guid, `CB-${guid.slice(-8)}`, c.guid, product.guid, inDays(-days)],
  );
  if (paid)
    await t.owner.query(
      `insert into payments (partner_guid, guid, policy_guid, customer_guid, amount_cents, effected_at, mno_reference,
         status) values ($1, $2, $3, $4, $5, $6, $7, 'succeeded')`,
      [PARTNER_A, uuidv7(), guid, c.guid, paid, `${inDays(-days + 30)}T00:00:00Z`, `CB${guid}`],
    );
  return { guid, customer: c.guid };
}

describe('cashback', () => {
  it('a claim-free year earns the benefit plus its share of premiums, once; a claim forfeits it', async () => {
    await t.owner.query(
      `insert into product_benefits (partner_guid, guid, product_guid, benefit_type, name, amount_benefit,
         cashback_percentage) values ($1, $2, $3, 'cashback_indemnity', 'Claim-free cashback', 5000, 10)`,
      [PARTNER_A, uuidv7(), product.guid],
    );
    const free = await policy(400, 120_000);
    const young = await policy(100, 50_000);
    const claimed = await policy(400, 120_000);
    await t.owner.query(
      `insert into claims (partner_guid, guid, policy_guid, customer_guid, type, status, claim_reference, received_at)
       values ($1, $2, $3, $4, 'hospital', 'open', $5, now() - interval '200 days')`,
      [PARTNER_A, uuidv7(), claimed.guid, claimed.customer, `CLM${Date.now()}`],
    );
    const svc = createCashbackService(t.database);
    expect(await svc.compute(SYSTEM_ACTOR, PARTNER_A)).toBe(1);
    expect(await svc.compute(SYSTEM_ACTOR, PARTNER_A)).toBe(0);
    const list = await t.call(reader, { method: 'GET', url: '/api/cashback', query: { partnerGuid: PARTNER_A } });
    expect(list.statusCode).toBe(200);
    expect(list.json().count).toBe(1);
    const cb = list.json().items[0];
    expect(cb).toMatchObject({ policy_guid: free.guid, amount_cents: 5000 + 12_000, status: 'unpaid' });
    expect([young.guid, claimed.guid]).not.toContain(cb.policy_guid);

    const mark = (to: string, user = finance, partner = PARTNER_A) =>
      t.call(user, { method: 'PUT', url: `/api/cashback/mark_as_${to}`, query: { id: cb.id, partnerGuid: partner } });
    const paid = await mark('paid');
    expect(paid.json()).toMatchObject({ status: 'paid', paid_by: 'finance_officer' });
    expect((await mark('paid')).json().status).toBe('paid');
    expect((await mark('unpaid')).json()).toMatchObject({ status: 'unpaid', paid_at: null });
    const audit = await t.owner.query(
      'select action from audit_events where entity_guid = $1 order by created_at, guid',
      [cb.id],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['earn', 'mark_paid', 'mark_unpaid']);

    expect((await mark('paid', reader)).statusCode).toBe(403);
    expect((await mark('paid', agent)).statusCode).not.toBe(403);
    expect((await mark('paid', adminB, PARTNER_B)).statusCode).toBe(404);
    expect((await mark('paid', adminB, PARTNER_A)).statusCode).toBe(403);
    const bad = await t.call(finance, {
      method: 'PUT',
      url: '/api/cashback/mark_as_paid',
      query: { id: 'nope', partnerGuid: PARTNER_A },
    });
    expect(bad.statusCode).toBe(400);
    const foreignList = await t.call(adminB, {
      method: 'GET',
      url: '/api/cashback',
      query: { partnerGuid: PARTNER_B },
    });
    expect(foreignList.json()).toEqual({ items: [], count: 0 });
  });
});

describe('bank answer files', () => {
  it('paid and unpaid rows through the import engine: retries, payments once, unknown references explained', async () => {
    // Two policies, one debit order each (a policy has one live debit order at most).
    const orders = [];
    const policies: string[] = [];
    for (const day of [8, 9]) {
      const c = await seedCustomer(t, PARTNER_A);
      const buy = await t.call(agent, {
        method: 'POST',
        url: '/api/products/buy',
        payload: { customer_guid: c.guid, product_guid: product.guid, start_date: inDays(0), premium_cents: 20_000 },
        partner: PARTNER_A,
      });
      const bank = await t.call(agent, {
        method: 'POST',
        url: '/api/bank_details',
        payload: {
          customer_guid: c.guid,
          bank_name: 'Absa',
          account_holder: c.full_name,
          account_number: `6123456${day}1`,
        },
        partner: PARTNER_A,
      });
      const r = await t.call(agent, {
        method: 'POST',
        url: '/api/debit_orders',
        payload: {
          bank_detail_guid: bank.json().guid,
          policy_guid: buy.json().guid,
          amount_in_cents: 20_000,
          day,
          start_date: inDays(0),
          reference: `FILE-${day}`,
        },
        partner: PARTNER_A,
      });
      expect(r.statusCode, r.body).toBe(201);
      orders.push(r.json().guid);
      policies.push(buy.json().guid);
    }
    await t.owner.query(`update debit_orders set start_date = '2026-01-01' where guid = any($1::uuid[])`, [orders]);
    for (const date of ['2026-06-08', '2026-06-09']) await runAndWait(t, finance, PARTNER_A, date);
    const tx = (
      await t.owner.query(
        'select guid, reference from debit_order_transactions where debit_order_guid = any($1::uuid[]) order by due_date',
        [orders],
      )
    ).rows;
    expect(tx).toHaveLength(2);
    const file = [
      'reference,status,unpaid_code',
      `${tx[0].reference},unpaid,02`,
      `${tx[1].reference},paid,`,
      'MDNOPE-2026-06,paid,',
      `${tx[1].reference},maybe,`,
    ].join('\n');
    const b = await upload(
      t,
      finance,
      '/api/debit_order_transactions/bank_files/upload',
      PARTNER_A,
      'unpaids.csv',
      file,
    );
    await worker.drain();
    const done = (
      await t.call(reader, {
        method: 'GET',
        url: `/api/debit_order_transactions/bank_files/${b.guid}`,
        partner: PARTNER_A,
      })
    ).json();
    expect(done).toMatchObject({ status: 'completed', applied: 2, failed: 1, invalid: 1 });
    const after = (
      await t.owner.query(
        'select status, unpaid_code from debit_order_transactions where guid = any($1::uuid[]) order by due_date',
        [tx.map((x) => x.guid)],
      )
    ).rows;
    expect(after).toEqual([
      { status: 'retry_scheduled', unpaid_code: '02' },
      { status: 'success', unpaid_code: null },
    ]);
    // The same file again: every answer is already recorded, nothing twice.
    const again = await upload(
      t,
      finance,
      '/api/debit_order_transactions/bank_files/upload',
      PARTNER_A,
      'unpaids.csv',
      file,
    );
    await worker.drain();
    const second = (
      await t.call(reader, {
        method: 'GET',
        url: `/api/debit_order_transactions/bank_files/${again.guid}`,
        partner: PARTNER_A,
      })
    ).json();
    expect(second).toMatchObject({ applied: 0, already: 2 });
    const pays = await t.owner.query(
      "select count(*)::int n from payments where mno_reference like 'DO-%' and policy_guid = $1",
      [policies[1]],
    );
    expect(pays.rows[0].n).toBe(1);
  });
});
