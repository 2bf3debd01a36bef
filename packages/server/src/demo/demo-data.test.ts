import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../identity/admin-account.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { seedDemoData } from './demo-data.ts';
import { CLAIM_STATUSES } from './demo-rows.ts';

let t: TestApp;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  adminId = (await ensureAdmin(t.config, t.database)).id;
});
afterAll(() => t.close());

const counts = async () =>
  (
    await t.owner.query(`select
      (select count(*)::int from countries) countries, (select count(*)::int from partners) partners,
      (select count(*)::int from partner_configs) configs, (select count(*)::int from feature_flags) flags,
      (select count(*)::int from products) products, (select count(*)::int from customers) customers,
      (select count(*)::int from policies) policies, (select count(*)::int from payments) payments,
      (select count(*)::int from claims) claims, (select count(*)::int from identity_users) users`)
  ).rows[0];

describe('demo data', () => {
  let first: Awaited<ReturnType<typeof seedDemoData>>;

  it('creates countries, partners, configs, flags, products, customers, policies, payments, claims and users', async () => {
    first = await seedDemoData(t.ctx, adminId);
    expect(first.created).toBe(true);
    const c = await counts();
    expect(c).toMatchObject({
      countries: 2,
      partners: 3,
      configs: 3,
      flags: 5, // 4 demo flags and the reserved restricted-partners flag
      products: 12,
      customers: 320,
      users: 6,
    });
    expect(c.policies).toBeGreaterThan(320);
    expect(c.payments).toBeGreaterThan(1000);
    expect(c.claims).toBeGreaterThan(100);
    // Premiums recorded by hand: each is a succeeded web payment of its policy, with the same reference and amount.
    const premiums = await t.owner.query(
      `select count(*)::int n, count(*) filter (where p.status <> 'succeeded' or p.channel <> 'WebClient'
         or p.amount_cents <> pr.amount_in_cents or p.mno_reference <> pr.mno_reference
         or p.policy_guid <> pr.policy_guid)::int wrong
       from premiums pr join payments p on p.partner_guid = pr.partner_guid and p.guid = pr.payment_guid`,
    );
    expect(premiums.rows[0]).toMatchObject({ wrong: 0 });
    expect(premiums.rows[0].n).toBeGreaterThan(100);
    expect(first.users.map((u) => u.username).sort()).toEqual([
      'demo.admin',
      'demo.agent',
      'demo.assessor',
      'demo.finance',
      'demo.partner',
    ]);
    expect(first.users.find((u) => u.username === 'demo.assessor')?.note).toMatch(/only/);
  });

  it('covers every claim status for every partner and in both claims modes (JAMII is complex)', async () => {
    const r = await t.owner.query(
      'select p.code, array_agg(distinct c.status order by c.status) statuses from claims c join partners p on p.guid = c.partner_guid group by p.code',
    );
    expect(r.rows).toHaveLength(3);
    for (const row of r.rows) expect(row.statuses).toEqual([...CLAIM_STATUSES].sort());
    const byMode = await t.owner.query(
      `select c.complex, array_agg(distinct c.status order by c.status) statuses from claims c group by c.complex
       order by c.complex`,
    );
    expect(byMode.rows).toEqual([
      { complex: false, statuses: [...CLAIM_STATUSES].sort() },
      { complex: true, statuses: [...CLAIM_STATUSES].sort() },
    ]);
    const complexPartners = await t.owner.query(
      'select distinct p.code from claims c join partners p on p.guid = c.partner_guid where c.complex',
    );
    expect(complexPartners.rows).toEqual([{ code: 'JAMII' }]);
    const modes = await t.owner.query(
      "select p.code, p.default_language, c.config->>'claims_mode' mode from partners p join partner_configs c on c.partner_guid = p.guid order by p.code",
    );
    expect(modes.rows).toEqual([
      { code: 'AFYA', default_language: 'en', mode: 'simple' },
      { code: 'ASSUR_CI', default_language: 'fr', mode: 'simple' },
      { code: 'JAMII', default_language: 'en', mode: 'complex' },
    ]);
  });

  it('adds premiums, benefits, reference lists, households, callbacks, pre-authorisations and payouts', async () => {
    const n = async (sql: string) => (await t.owner.query(sql)).rows[0].n as number;
    expect(await n('select count(distinct product_guid)::int n from product_premiums')).toBe(12);
    expect(await n("select count(*)::int n from product_benefits where benefit_type = 'variable_indemnity'")).toBe(12);
    expect(await n('select count(distinct partner_guid)::int n from claim_conditions')).toBe(3);
    expect(await n('select count(distinct partner_guid)::int n from hospitals')).toBe(3);
    expect(await n('select count(*)::int n from dependants')).toBeGreaterThan(50);
    expect(await n('select count(*)::int n from beneficiaries')).toBeGreaterThan(30);
    expect(await n('select count(*)::int n from bank_details')).toBeGreaterThan(30);
    const callbacks = await t.owner.query('select distinct status from claim_callbacks order by status');
    expect(callbacks.rows.map((x) => x.status)).toEqual(['closed', 'open']);
    expect(await n('select count(*)::int n from claim_preauthorizations')).toBeGreaterThanOrEqual(3);
    expect(await n('select count(*)::int n from claim_expenses')).toBeGreaterThan(0);
    // Paid claims have their succeeded payout; per partner one payable claim has a failed payout it can retry.
    expect(
      await n(`select count(*)::int n from claims c where c.status = 'closed' and c.payment_status = 'succeeded'
        and not exists (select 1 from mobile_money_transactions m where m.claim_guid = c.guid and m.status = 'succeeded')`),
    ).toBe(0);
    const failed = await t.owner.query(`select c.status, c.payment_status, m.failure_reason from claims c
      join mobile_money_transactions m on m.claim_guid = c.guid and m.status = 'failed'`);
    expect(failed.rows).toHaveLength(3);
    for (const row of failed.rows) expect(row).toMatchObject({ status: 'payable', payment_status: 'failed' });
    const { allowedActions } = await import('@coverdesk/contract');
    expect(allowedActions({ status: 'payable', decision: 'approved', payment_status: 'failed' })).toContain(
      'retry_payment',
    );
  });

  it('writes valid MSISDNs for each country and products of several types', async () => {
    const bad = await t.owner.query(`select c.msisdn, k.code from customers c join partners p on p.guid = c.partner_guid
      join countries k on k.code = p.country_code
      where c.msisdn !~ ('^' || k.dialing_code || '[0-9]{' || k.phone_digits || '}$')`);
    expect(bad.rows).toEqual([]);
    const types = await t.owner.query('select distinct type from products order by type');
    expect(types.rows.map((x) => x.type)).toEqual(['funeral', 'hospital', 'life', 'personal_accident']);
    const statuses = await t.owner.query('select distinct status from policies');
    expect(statuses.rows.length).toBeGreaterThanOrEqual(5);
  });

  it('has debit orders in several mandate states, a completed collection run, bank answers and cashback, coherent', async () => {
    const states = await t.owner.query(`select p.code, array_agg(distinct d.mandate_status order by d.mandate_status) s
      from debit_orders d join partners p on p.guid = d.partner_guid group by p.code order by p.code`);
    expect(states.rows).toHaveLength(3);
    // The simulated bank answers by the account's last digit: each partner shows what its demo accounts give.
    for (const row of states.rows) expect(row.s, row.code).toEqual(expect.arrayContaining(['active', 'cancelled']));
    expect(new Set(states.rows.flatMap((r) => r.s))).toEqual(
      new Set(['active', 'cancelled', 'pending_authentication', 'rejected']),
    );
    // Each debit order names the policy holder's own bank account, and collects the policy's premium.
    const incoherent = await t.owner.query(`select d.guid from debit_orders d
      join policies p on p.partner_guid = d.partner_guid and p.guid = d.policy_guid
      join bank_details b on b.partner_guid = d.partner_guid and b.guid = d.bank_detail_guid
      where b.customer_guid <> p.customer_guid or d.customer_guid <> p.customer_guid
        or b.account_number <> d.account_number or d.amount_in_cents <> p.premium_cents or d.day not between 1 and 28`);
    expect(incoherent.rows).toEqual([]);
    const runs = await t.owner.query(
      'select partner_guid, status, step, created, total, processed from debit_collection_runs',
    );
    expect(runs.rows).toHaveLength(3);
    for (const r of runs.rows) {
      expect(r).toMatchObject({ status: 'completed', step: 'done' });
      expect(r.created).toBeGreaterThanOrEqual(3);
    }
    const tx = await t.owner.query(`select t.partner_guid, t.status, t.unpaid_code, t.payment_guid, t.retry_on,
        t.due_date, t.amount_in_cents, d.mandate_status, d.start_date, pay.amount_cents pay_amount, pay.status pay_status
      from debit_order_transactions t join debit_orders d on d.partner_guid = t.partner_guid and d.guid = t.debit_order_guid
      left join payments pay on pay.partner_guid = t.partner_guid and pay.guid = t.payment_guid`);
    for (const partner of runs.rows.map((r) => r.partner_guid)) {
      const mine = tx.rows.filter((x) => x.partner_guid === partner);
      expect(mine.filter((x) => x.status === 'success').length).toBeGreaterThanOrEqual(1);
      expect(mine.filter((x) => x.status === 'retry_scheduled' && x.unpaid_code === '02' && x.retry_on)).toHaveLength(
        1,
      );
      expect(mine.filter((x) => x.status === 'failed' && x.unpaid_code === '03')).toHaveLength(1);
    }
    for (const x of tx.rows) {
      // Only active mandates were collected, from their start date; a paid one is a succeeded payment of its amount.
      expect(x.mandate_status).toBe('active');
      expect(x.start_date <= x.due_date).toBe(true);
      if (x.status === 'success') expect(x).toMatchObject({ pay_status: 'succeeded', pay_amount: x.amount_in_cents });
      else expect(x.payment_guid).toBeNull();
    }
    const twice = await t.owner.query(`select debit_order_guid, period from debit_order_transactions
      group by 1, 2 having count(*) > 1`);
    expect(twice.rows).toEqual([]);
    const cashback = await t.owner.query(
      'select status, count(*)::int n from cashbacks group by status order by status',
    );
    expect(cashback.rows.find((r) => r.status === 'paid')?.n).toBeGreaterThanOrEqual(1);
    const audited = await t.owner.query(`select count(*)::int n from audit_events
      where entity_type in ('debit_order', 'debit_order_transaction', 'debit_collection_run', 'cashback')`);
    expect(audited.rows[0].n).toBeGreaterThan(20);
  });

  it('gives the admin every demo partner and limits some users to one', async () => {
    const u = await t.owner.query(
      "select username, cardinality(partners) n from identity_users where username in ('admin', 'demo.assessor', 'demo.partner') order by username",
    );
    expect(u.rows).toEqual([
      { username: 'admin', n: 3 },
      { username: 'demo.assessor', n: 1 },
      { username: 'demo.partner', n: 1 },
    ]);
  });

  it('is idempotent and fast the second time, and still reports the users', async () => {
    const before = await counts();
    const started = Date.now();
    const again = await seedDemoData(t.ctx, adminId);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await t.owner.query('select count(*)::int n from mobile_money_transactions')).toBeTruthy();
    expect(again.created).toBe(false);
    expect(await counts()).toEqual(before);
    expect(again.users).toEqual(first.users);
    expect(again.partners.map((p) => p.guid).sort()).toEqual(first.partners.map((p) => p.guid).sort());
  });

  it('simple demo claims are valid claims: an edit of their details passes the claim rules, per partner and type', async () => {
    const rows = await t.owner.query(`select distinct on (c.partner_guid, c.type) c.partner_guid, c.guid, c.version
      from claims c where c.status = 'decision_pending' and not c.complex order by c.partner_guid, c.type, c.received_at`);
    expect(rows.rows.length).toBeGreaterThanOrEqual(2);
    for (const c of rows.rows) {
      const res = await t.call(
        { roles: ['claims_assessor'], partners: [c.partner_guid] },
        {
          method: 'PUT',
          url: `/api/claims/${c.guid}`,
          payload: { version: c.version, verification: 'document_review' },
          partner: c.partner_guid,
        },
      );
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('demo claims awaiting a decision carry their assessment, and one that pays can really be approved', async () => {
    const rows = await t.owner.query(`select c.partner_guid, c.guid, c.version, c.benefit_amount_cents b,
        c.assessment->>'payable' payable from claims c where c.status = 'decision_pending' and not c.complex`);
    expect(rows.rows.length).toBeGreaterThan(0);
    for (const c of rows.rows) expect(c.payable, c.guid).not.toBeNull();
    const paying = rows.rows.filter((c) => c.payable === 'true');
    // Most pay (the demo tells a normal month); those that pay nothing say why on their page.
    const why = await t.owner.query(`select c.type, r #>> '{}' code, count(*)::int n from claims c,
        jsonb_array_elements(c.assessment->'reasons') r where c.status = 'decision_pending' and not c.complex
        group by 1, 2 order by 3 desc`);
    expect(paying.length / rows.rows.length, JSON.stringify(why.rows)).toBeGreaterThan(0.8);
    for (const c of paying) expect(Number(c.b)).toBeGreaterThan(0);
    const [c] = paying;
    const res = await t.call(
      { roles: ['claims_assessor'], partners: [c.partner_guid] },
      {
        method: 'POST',
        url: `/api/claims/${c.guid}/actions/approve`,
        payload: { version: c.version },
        partner: c.partner_guid,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved_pending', benefit_amount_cents: Number(c.b) });
  });

  it('the dashboard shows the demo figures to a demo user', async () => {
    const afya = first.partners.find((p) => p.code === 'AFYA')!.guid;
    const res = await t.call(
      { roles: ['partner_user'], partners: [afya] },
      { method: 'GET', url: '/api/dashboard/summary', partner: afya },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().customers).toBe(120);
    expect(res.json().open_claims).toBeGreaterThan(0);
  });
});
