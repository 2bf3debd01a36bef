import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importWorker, upload } from '../../platform/imports/test/import-helpers.ts';
import { adminOf, createTestApp, PARTNER_A, type TestApp } from '../../test/test-app.ts';
import { addDays, today } from '../claims/claim-dates.ts';
import { hospitalClaim, type Seeded, seedClaimsWorld } from '../claims/test/claims-fixtures.ts';

/**
 * THE money rule on every path (issue 29 item 4): each path that takes an amount — typed by hand, sent to the mobile
 * wallet (gateway), collected by the bank (debit orders), or read from a file — refuses an amount above the partner's
 * bound naming it, and cents in a currency without them, and takes the bound itself. A path added later joins
 * `PATHS` and inherits every case.
 */
let t: TestApp;
let A: Seeded;
let worker: ReturnType<typeof importWorker>;
const admin = adminOf(PARTNER_A);
let seq = 0;
const ref = () => `MR${++seq}${Math.random().toString(36).slice(2, 7)}`;

beforeAll(async () => {
  t = await createTestApp();
  ({ A } = await seedClaimsWorld(t));
  worker = importWorker(t);
  await t.owner.query(
    "insert into countries (code, name, currency_code, dialing_code, phone_digits) values ('SN','Senegal','XOF','221',9) on conflict do nothing",
  );
  // Loyalty set up, so its files are read to the end.
  const loyalty = await t.call(admin, {
    method: 'PUT',
    url: '/api/loyaltyrenewal/settings',
    payload: { product_guid: A.product, spend_threshold_cents: 100_000, period_days: 30 },
    partner: PARTNER_A,
  });
  expect(loyalty.statusCode, loyalty.body).toBe(200);
});
afterAll(() => t?.close());

/** Sets the partner's currency (by its country), its bound per payment (whole units) and other settings a path needs. */
async function rule(country: 'KE' | 'SN', maximum: number, config: object = {}) {
  await t.owner.query('update partners set country_code = $2 where guid = $1', [PARTNER_A, country]);
  const r = await t.call(admin, { method: 'GET', url: '/api/partners_config', partner: PARTNER_A });
  expect(r.statusCode, r.body).toBe(200);
  const put = await t.call(admin, {
    method: 'PUT',
    url: '/api/partners_config',
    payload: { ...(r.json() as object), claims_mode: 'simple', ...config, maximum_payment_amount: maximum },
    partner: PARTNER_A,
  });
  expect(put.statusCode, put.body).toBe(200);
}

type Outcome = { refusal: string | null };

/** A hand-entered path: its answer's message for `field`, when the call was refused for it. */
async function byHand(method: 'POST' | 'PUT', url: string, field: string, payload: object): Promise<Outcome> {
  const r = await t.call(admin, { method, url, payload, partner: PARTNER_A });
  expect(r.statusCode, r.body).toBeLessThan(500);
  const errors = (r.json() as { errors?: Record<string, string> }).errors ?? {};
  return { refusal: r.statusCode === 400 ? (errors[field] ?? null) : null };
}

/** A file path: one row uploaded and read; the row's reason when it was refused as invalid. */
async function byFile(url: string, readBase: string, header: string, row: string): Promise<Outcome> {
  const b = await upload(t, admin, url, PARTNER_A, 'rows.csv', `${header}\n${row}\n`);
  await worker.drain();
  const rows = await t.call(admin, { method: 'GET', url: `${readBase}/${b.guid}/transactions`, partner: PARTNER_A });
  expect(rows.statusCode, rows.body).toBe(200);
  const [line] = rows.json().items as { status: string; reason: string | null }[];
  // A row's reason names its column (`amount: …`, `premium: …`): the message is what follows.
  return { refusal: line?.status === 'invalid' ? (line.reason ?? '').replace(/^\w+: /, '') : null };
}

/** Cents as a file writes them: `5000.01`, `1500`. */
const text = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

interface MoneyPath {
  name: string;
  /** Partner settings the path needs (e.g. complex claims). */
  config?: object;
  send(cents: number): Promise<Outcome>;
}

const PATHS: MoneyPath[] = [
  {
    name: 'missing payment by hand (POST /api/payments)',
    send: (c) =>
      byHand('POST', '/api/payments', 'amount_cents', {
        policy_guid: A.policy,
        amount_cents: c,
        effected_date: today(),
        mno_reference: ref(),
      }),
  },
  {
    name: 'premium by hand (PUT /api/premiums/add_single_non_bundled)',
    send: (c) =>
      byHand('PUT', '/api/premiums/add_single_non_bundled', 'amount_in_cents', {
        policy_guid: A.policy,
        amount_in_cents: c,
        quantity: 1,
        effected_date: today(),
        mno_reference: ref(),
      }),
  },
  {
    name: 'mobile wallet request, the gateway path (POST /api/payment_requests/direct)',
    send: (c) =>
      byHand('POST', '/api/payment_requests/direct', 'amount_cents', { policy_guid: A.policy, amount_cents: c }),
  },
  {
    name: 'group payment (POST /api/group-payments/create)',
    send: (c) =>
      byHand('POST', '/api/group-payments/create', 'amount_cents', {
        group_id: uuidv7(),
        amount_cents: c,
        effected_date: today(),
        mno_reference: ref(),
      }),
  },
  {
    name: 'debit order, what the bank collects (POST /api/debit_orders)',
    send: (c) =>
      byHand('POST', '/api/debit_orders', 'amount_in_cents', {
        bank_detail_guid: uuidv7(),
        policy_guid: A.policy,
        amount_in_cents: c,
        day: 5,
        start_date: addDays(today(), 3),
        reference: ref(),
      }),
  },
  {
    name: 'claim (POST /api/claims)',
    send: (c) => byHand('POST', '/api/claims', 'claim_amount_cents', hospitalClaim(A, { claim_amount_cents: c })),
  },
  {
    name: 'complex claim (POST /api/claims/complex/initiate_claim)',
    config: { claims_mode: 'complex' },
    send: (c) =>
      byHand('POST', '/api/claims/complex/initiate_claim', 'claim_amount_cents', {
        customer_guid: A.customer,
        policy_guid: A.policy,
        person_affected: 'Main Customer',
        relation: 'Principal',
        type: 'hospital',
        event_date: addDays(today(), -3),
        facility: 'Kenyatta National Hospital',
        facility_code: 'KNH',
        claim_amount_cents: c,
      }),
  },
  {
    name: 'pre-authorisation (POST /api/claim/preauthorization)',
    send: (c) =>
      byHand('POST', '/api/claim/preauthorization', 'requested_amount_cents', {
        customer_guid: A.customer,
        policy_guid: A.policy,
        person_affected: 'Main Customer',
        hospital_name: 'Kenyatta National Hospital',
        admission_date: addDays(today(), 2),
        condition: 'Surgery',
        requested_amount_cents: c,
      }),
  },
  {
    name: 'bulk payment file row',
    send: (c) =>
      byFile(
        '/api/bulk_payments/upload',
        '/api/bulk_payments',
        'policy_number,mno_reference,amount,effected_date',
        `POL-A-1,${ref()},${text(c)},${today()}`,
      ),
  },
  {
    name: 'remittance file row',
    send: (c) =>
      byFile(
        '/api/remittance/add_bulk_remittances',
        '/api/remittances/batches',
        'remittance_reference,remitted_date,amount,period_start,period_end',
        `${ref()},${today()},${text(c)},${addDays(today(), -30)},${today()}`,
      ),
  },
  {
    name: 'onboarding file row (premium)',
    send: (c) =>
      byFile(
        '/api/bulk-policy-onboarding/upload',
        '/api/bulk-policy-onboarding',
        'msisdn,full_name,date_of_birth,product_code,premium',
        `0712${String(++seq).padStart(6, '0')},Jane Doe,1990-01-01,HC,${text(c)}`,
      ),
  },
  {
    name: 'loyalty file row (spend)',
    send: (c) =>
      byFile(
        '/api/loyalty_eligibility/local_upload_csv',
        '/api/loyaltyrenewal',
        'msisdn,spend',
        `0712${String(++seq).padStart(6, '0')},${text(c)}`,
      ),
  },
];

describe.each(PATHS)('the money rule on $name', (path) => {
  it('refuses an amount above the partner bound, naming the bound, and takes the bound itself', async () => {
    await rule('KE', 5_000, path.config);
    const above = await path.send(500_001);
    expect(above.refusal).toBe('The amount must be at most 5,000.00 KES (the largest payment this partner takes).');
    expect((await path.send(500_000)).refusal).toBeNull();
  });

  it('refuses cents in a currency without them (XOF) and takes whole amounts', async () => {
    await rule('SN', 20_000_000, path.config);
    expect((await path.send(150_050)).refusal).toBe('XOF has no decimals: write a whole amount such as 1500.');
    expect((await path.send(150_000)).refusal).toBeNull();
    // The default bound, in XOF: no decimals in its name either.
    expect((await path.send(2_000_000_100)).refusal).toBe(
      'The amount must be at most 20,000,000 XOF (the largest payment this partner takes).',
    );
  });
});

describe('the money rule speaks French', () => {
  it('names the bound as a French reader writes it', async () => {
    await rule('KE', 5_000);
    const r = await t.call(admin, {
      method: 'POST',
      url: '/api/payments',
      headers: { 'accept-language': 'fr' },
      payload: { policy_guid: A.policy, amount_cents: 500_001, effected_date: today(), mno_reference: ref() },
      partner: PARTNER_A,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors.amount_cents).toBe(
      'Le montant doit être au plus 5 000,00 KES (le plus grand paiement accepté pour ce partenaire).',
    );
  });

  it('a file amount that is not a number says how to write one, in the currency', async () => {
    await rule('KE', 5_000);
    const out = await byFile(
      '/api/bulk_payments/upload',
      '/api/bulk_payments',
      'policy_number,mno_reference,amount,effected_date',
      `POL-A-1,${ref()},12abc,${today()}`,
    );
    expect(out.refusal).toBe('Write an amount in KES such as 1500.50.');
  });
});
