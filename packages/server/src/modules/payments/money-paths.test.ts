import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importWorker, upload } from '../../platform/imports/test/import-helpers.ts';
import { createTestApp, PARTNER_A, roleOf, type TestApp } from '../../test/test-app.ts';
import { inDays, seedCustomer, seedPartners, seedProduct } from '../policies/policies.fixtures.ts';

/**
 * The money rule (contract `moneyRefusal`) over every path money reaches a policy by: typed by hand (missing payment,
 * premium, wallet payment request, group payment, a match of unallocated money) and from a file (bulk payments).
 * A path added later joins the table of `PATHS` and inherits every case. Remittances carry no policy (settlements
 * of the operator) and onboarding and loyalty take no money (no payment is written), so none is listed.
 *
 * Each case sets a policy up, sends the money through the path and reads what happened: a payment recorded, the
 * money held as unallocated money, or a refusal (a 4xx by hand, a failed line from a file) with nothing recorded.
 */
let t: TestApp;
let worker: ReturnType<typeof importWorker>;
let product: Awaited<ReturnType<typeof seedProduct>>;
const finance = roleOf('finance_officer', PARTNER_A);

beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t);
  product = await seedProduct(t, PARTNER_A);
  worker = importWorker(t);
});
afterAll(() => t.close());

interface Policy {
  guid: string;
  policy_number: string;
  customer_guid: string;
}
interface Sent {
  /** The HTTP status of a hand path, or the line's status of a file. */
  answer: number | string;
  /** The reason key of a refusal (the error code, a field's message, or the line's reason). */
  text: string;
}
type Money = { policy: Policy; reference: string; effected_date: string; mno_status?: string };

/** A hand path answers a 4xx; a file path fails the line. */
const post = async (method: 'POST' | 'PUT', url: string, payload: object): Promise<Sent> => {
  const r = await t.call(finance, { method, url, payload, partner: PARTNER_A });
  return { answer: r.statusCode, text: r.statusCode < 300 ? '' : r.body };
};

interface MoneyPath {
  /** Typed by hand (a 4xx answers a refusal) or from a file (the line fails). */
  hand: boolean;
  /** The source says whether the transfer failed (a statement's MNO status, a bank's unpaid answer). */
  carriesStatus?: boolean;
  /** The source gives the effected date (a bank answer's date is the collection's own due date). */
  datesGiven?: boolean;
  send(m: Money): Promise<Sent>;
}

const PATHS: Record<string, MoneyPath> = {
  'missing payment': {
    hand: true,
    datesGiven: true,
    send: (m) =>
      post('POST', '/api/payments', {
        policy_guid: m.policy.guid,
        amount_cents: 20_000,
        effected_date: m.effected_date,
        mno_reference: m.reference,
      }),
  },
  premium: {
    hand: true,
    datesGiven: true,
    send: (m) =>
      post('PUT', '/api/premiums/add_single_non_bundled', {
        policy_guid: m.policy.guid,
        amount_in_cents: 20_000,
        effected_date: m.effected_date,
        mno_reference: m.reference,
      }),
  },
  'group payment': {
    hand: true,
    datesGiven: true,
    async send(m) {
      const group = uuidv7();
      await t.owner.query(
        `insert into groups (partner_guid, guid, name, group_type, product_guid, premium_cents, granularity, start_date,
           contact_name, contact_msisdn) values ($1, $2, $3, 'employer', $4, 20000, 'monthly', current_date, 'HR',
           '254700000000')`,
        [PARTNER_A, group, `Group ${m.reference}`, product.guid],
      );
      await t.owner.query(
        `insert into group_temp_members (partner_guid, guid, group_guid, kind, msisdn, full_name, status, policy_guid,
           customer_guid) values ($1, $2, $3, 'principal', $4, 'Member', 'registered', $5, $6)`,
        [PARTNER_A, uuidv7(), group, `2547${Math.floor(Math.random() * 1e8)}`, m.policy.guid, m.policy.customer_guid],
      );
      return post('POST', '/api/group-payments/create', {
        group_id: group,
        amount_cents: 20_000,
        effected_date: m.effected_date,
        mno_reference: m.reference,
      });
    },
  },
  'unallocated money matched': {
    hand: true,
    datesGiven: true,
    async send(m) {
      const entry = uuidv7();
      await t.owner.query(
        `insert into unallocated_money (partner_guid, guid, mno_reference, amount_cents, currency, effected_date, reason,
           source) values ($1, $2, $3, 20000, 'KES', $4, 'bulk_policy_not_found', 'bulk_payments')`,
        [PARTNER_A, entry, m.reference, m.effected_date],
      );
      return post('POST', `/api/payments/unallocated/${entry}/match`, { policy_guid: m.policy.guid });
    },
  },
  'bulk payment file': {
    hand: false,
    carriesStatus: true,
    datesGiven: true,
    async send(m) {
      const file = [
        'policy_number,mno_reference,amount,effected_date,mno_status',
        [m.policy.policy_number, m.reference, '200.00', m.effected_date, m.mno_status ?? ''].join(','),
      ].join('\n');
      const b = await upload(t, finance, '/api/bulk_payments/upload', PARTNER_A, 'statement.csv', file);
      await worker.drain();
      const rows = await t.owner.query('select status, reason from import_rows where batch_guid = $1', [b.guid]);
      return { answer: rows.rows[0].status, text: rows.rows[0].reason ?? '' };
    },
  },
  'bank answer file (debit order)': {
    hand: false,
    carriesStatus: true,
    async send(m) {
      // A debit order on the policy and its collection, named by the money's reference.
      const order = uuidv7();
      await t.owner.query(
        `insert into debit_orders (partner_guid, guid, customer_guid, policy_guid, bank_detail_guid, bank_name,
           account_holder, account_number, amount_in_cents, day, start_date, msisdn, reference, retries,
           mandate_reference, mandate_status)
         values ($1, $2, $3, $4, $5, 'Absa', 'Holder', '61234561', 20000, 3, current_date, '254700000000', $6, 0, $7,
           'active')`,
        [PARTNER_A, order, m.policy.customer_guid, m.policy.guid, uuidv7(), `DO${m.reference}`, `MD${m.reference}`],
      );
      await t.owner.query(
        `insert into debit_order_transactions (partner_guid, guid, debit_order_guid, policy_guid, customer_guid,
           reference, period, amount_in_cents, due_date, status, attempts, retries, assume_paid_on)
         values ($1, $2, $3, $4, $5, $6, to_char(current_date, 'YYYY-MM'), 20000, current_date, 'pending', 1, 0,
           current_date + 5)`,
        [PARTNER_A, uuidv7(), order, m.policy.guid, m.policy.customer_guid, m.reference],
      );
      const failed = m.mno_status && m.mno_status !== 'SUCCESS';
      const file = ['reference,status,unpaid_code', `${m.reference},${failed ? 'unpaid,04' : 'paid,'}`].join('\n');
      const b = await upload(
        t,
        finance,
        '/api/debit_order_transactions/bank_files/upload',
        PARTNER_A,
        'answers.csv',
        file,
      );
      await worker.drain();
      const rows = await t.owner.query('select status, reason from import_rows where batch_guid = $1', [b.guid]);
      return { answer: rows.rows[0].status, text: rows.rows[0].reason ?? '' };
    },
  },
};

let n = 0;
async function policy(set: { status?: string; valid_until?: string; bought_days_ago?: number } = {}) {
  const customer = await seedCustomer(t, PARTNER_A);
  const r = await t.call(roleOf('call_centre_agent', PARTNER_A), {
    method: 'POST',
    url: '/api/products/buy',
    payload: { customer_guid: customer.guid, product_guid: product.guid, start_date: inDays(0), premium_cents: 20_000 },
    partner: PARTNER_A,
  });
  expect(r.statusCode).toBe(201);
  const p = r.json() as Policy;
  await t.owner.query(
    `update policies set status = coalesce($2, status), valid_until = coalesce($3::date, valid_until),
       purchased_at = purchased_at - make_interval(days => $4) where guid = $1`,
    [p.guid, set.status ?? null, set.valid_until ?? null, set.bought_days_ago ?? 0],
  );
  return p;
}
const recorded = async (reference: string) =>
  (
    await t.owner.query(
      `select count(*)::int n from payments
       where mno_reference in ($1, 'DO-' || $1) or mno_reference like $1 || '#%'`,
      [reference],
    )
  ).rows[0].n as number;
const held = async (reference: string) =>
  (await t.owner.query(`select status from unallocated_money where mno_reference in ($1, 'DO-' || $1)`, [reference]))
    .rows[0]?.status;
const statusOf = async (guid: string) =>
  (await t.owner.query('select status from policies where guid = $1', [guid])).rows[0].status as string;

const CASES = Object.entries(PATHS);

describe.each(CASES)('the money rule on the path: %s', (_name, path) => {
  it('a policy in cover, dated today: the money is recorded and the policy activates', async () => {
    const p = await policy();
    const reference = `OK${++n}${uuidv7().slice(-6)}`;
    const sent = await path.send({ policy: p, reference, effected_date: inDays(0), mno_status: 'SUCCESS' });
    expect([200, 201, 'applied']).toContain(sent.answer);
    expect(await recorded(reference)).toBe(1);
    expect(await statusOf(p.guid)).toBe('active');
  });

  it.each([
    ['expired', { status: 'expired' }],
    ['cancelled', { status: 'cancelled' }],
    ['lapsed past its end date', { status: 'lapsed', valid_until: inDays(-1) }],
  ])('a policy out of cover (%s) never takes the money', async (_what, set) => {
    const p = await policy(set);
    const before = await statusOf(p.guid);
    const reference = `OUT${++n}${uuidv7().slice(-6)}`;
    const sent = await path.send({ policy: p, reference, effected_date: inDays(0) });
    expect(await recorded(reference)).toBe(0);
    expect(await statusOf(p.guid)).toBe(before);
    if (path.hand) {
      expect([409, 422]).toContain(sent.answer);
      // Typed by hand, the user is told; nothing is held (a match leaves its entry unallocated).
      if (_name !== 'unallocated money matched') expect(await held(reference)).toBeUndefined();
      else expect(await held(reference)).toBe('unallocated');
    } else {
      expect(sent).toEqual({ answer: 'failed', text: 'policy_not_payable_held' });
      expect(await held(reference)).toBe('unallocated');
    }
  });

  it.runIf(path.datesGiven)(
    'a date before the policy was bought is refused (no backdating), nothing recorded or held',
    async () => {
      const p = await policy();
      const reference = `EARLY${++n}${uuidv7().slice(-6)}`;
      const sent = await path.send({ policy: p, reference, effected_date: inDays(-3) });
      if (path.hand) expect([400, 422]).toContain(sent.answer);
      else expect(sent).toEqual({ answer: 'failed', text: 'payment_date_before_policy' });
      // Refused by hand for the date (400 naming the effected date) or, for a group, because no policy may take it.
      if (sent.answer === 400)
        expect(JSON.parse(sent.text).errors.effected_date).toMatch(/before the policy was bought/);
      expect(await recorded(reference)).toBe(0);
      if (_name !== 'unallocated money matched') expect(await held(reference)).toBeUndefined();
      expect(await statusOf(p.guid)).toBe('pending');
    },
  );

  it.runIf(path.datesGiven)('a date ahead of today is refused, nothing recorded', async () => {
    const p = await policy({ bought_days_ago: 5 });
    const reference = `AHEAD${++n}${uuidv7().slice(-6)}`;
    const sent = await path.send({ policy: p, reference, effected_date: inDays(2) });
    if (path.hand) expect([400, 422]).toContain(sent.answer);
    else expect(sent).toEqual({ answer: 'failed', text: 'payment_date_future' });
    expect(await recorded(reference)).toBe(0);
    expect(await statusOf(p.guid)).toBe('pending');
  });

  it.runIf(path.carriesStatus)('a transfer the operator says failed is never credited', async () => {
    const p = await policy();
    for (const status of path.datesGiven ? ['FAILED', 'declined', 'Reversed'] : ['FAILED']) {
      const reference = `FAIL${++n}${uuidv7().slice(-6)}`;
      const sent = await path.send({ policy: p, reference, effected_date: inDays(0), mno_status: status });
      // A statement's line is refused with the reason; a bank's unpaid answer is recorded as the collection failing.
      if (path.datesGiven) expect(sent).toEqual({ answer: 'failed', text: 'payment_transfer_failed' });
      else expect(sent.answer).toBe('applied');
      expect(await recorded(reference)).toBe(0);
      expect(await held(reference)).toBeUndefined();
    }
    expect(await statusOf(p.guid)).toBe('pending');
  });
});
