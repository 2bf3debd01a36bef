import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importWorker, upload } from '../../platform/imports/test/import-helpers.ts';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, roleOf, type TestApp } from '../../test/test-app.ts';
import { countRows, inDays, seedCustomer, seedPartners, seedProduct } from '../policies/policies.fixtures.ts';

let t: TestApp;
let worker: ReturnType<typeof importWorker>;
let policy: { guid: string };
const finance = roleOf('finance_officer', PARTNER_A);
const reader = roleOf('partner_user', PARTNER_A);
const adminB = adminOf(PARTNER_B);
const HEADER = 'remittance_reference,remitted_date,amount,period_start,period_end,bank_reference';

beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t);
  const product = await seedProduct(t, PARTNER_A);
  const customer = await seedCustomer(t, PARTNER_A);
  worker = importWorker(t);
  const r = await t.call(roleOf('call_centre_agent', PARTNER_A), {
    method: 'POST',
    url: '/api/products/buy',
    payload: { customer_guid: customer.guid, product_guid: product.guid, start_date: inDays(0), premium_cents: 20_000 },
    partner: PARTNER_A,
  });
  policy = r.json();
  // 300.00 collected today (a succeeded premium payment).
  const pay = await t.call(finance, {
    method: 'POST',
    url: '/api/payments',
    payload: { policy_guid: policy.guid, amount_cents: 30_000, effected_date: inDays(0), mno_reference: 'REMIT-PAY-1' },
    partner: PARTNER_A,
  });
  expect(pay.statusCode).toBe(201);
});
afterAll(() => t.close());

const list = (user = reader, partner = PARTNER_A) => t.call(user, { method: 'GET', url: '/api/remittances', partner });

describe('remittances on the import engine', () => {
  it('records each settlement once, explains bad rows, and shows what is still owed for the period', async () => {
    const file = [
      HEADER,
      `RMT-1,${inDays(0)},250.00,${inDays(-1)},${inDays(0)},BANK-9`,
      `RMT-2,${inDays(0)},abc,${inDays(-1)},${inDays(0)},`,
      `RMT-3,${inDays(0)},10,${inDays(0)},${inDays(-2)},`,
      `RMT-4,${inDays(5)},10,${inDays(-1)},${inDays(0)},`,
      `RMT-1,${inDays(0)},250.00,${inDays(-1)},${inDays(0)},BANK-9`,
    ].join('\n');
    const b = await upload(t, finance, '/api/remittance/add_bulk_remittances', PARTNER_A, 'settlement.csv', file);
    expect(b.status).toBe('queued');
    await worker.drain();
    const batch = await t.call(reader, {
      method: 'GET',
      url: `/api/remittances/batches/${b.guid}`,
      partner: PARTNER_A,
    });
    expect(batch.json()).toMatchObject({ status: 'completed', applied: 1, invalid: 2, failed: 1, duplicates: 1 });
    const r = await list();
    expect(r.json()).toMatchObject({
      count: 1,
      items: [
        {
          remittance_reference: 'RMT-1',
          amount_cents: 25_000,
          bank_reference: 'BANK-9',
          collected_cents: 30_000,
          outstanding_cents: 5_000,
          batch_guid: b.guid,
        },
      ],
    });
    // The same file again: nothing recorded twice.
    const again = await upload(t, finance, '/api/remittance/add_bulk_remittances', PARTNER_A, 'settlement.csv', file);
    await worker.drain();
    const second = await t.call(reader, {
      method: 'GET',
      url: `/api/remittances/batches/${again.guid}`,
      partner: PARTNER_A,
    });
    expect(second.json()).toMatchObject({ applied: 0, already: 1 });
    // A dry run of it says the same, writing nothing: the dry run and applying judge rows by one rule.
    const dry = await upload(t, finance, '/api/remittance/add_bulk_remittances', PARTNER_A, 'settlement.csv', file, {
      dry_run: 'true',
    });
    await worker.drain();
    const checked = await t.call(reader, {
      method: 'GET',
      url: `/api/remittances/batches/${dry.guid}`,
      partner: PARTNER_A,
    });
    expect(checked.json()).toMatchObject({ status: 'completed', applied: 0, already: 1, failed: 1, invalid: 2 });
    expect(await countRows(t, 'remittances')).toBe(1);
    const audit = await t.owner.query("select count(*)::int n from audit_events where entity_type = 'remittance'");
    expect(audit.rows[0].n).toBe(1);
  });

  it('a file without the columns is refused at once; another partner sees none; a reader cannot upload', async () => {
    const r = await t.call(finance, {
      method: 'POST',
      url: '/api/remittance/add_bulk_remittances',
      partner: PARTNER_A,
      ...(await import('../../platform/imports/test/import-helpers.ts')).multipart('x.csv', 'reference,amount\nA,1'),
    });
    expect(r.statusCode).toBe(400);
    expect((await list(adminB, PARTNER_B)).json()).toEqual({ items: [], count: 0 });
    expect((await list(reader, PARTNER_B)).statusCode).toBe(403);
    const denied = await t.call(reader, {
      method: 'POST',
      url: '/api/remittance/add_bulk_remittances',
      partner: PARTNER_A,
      ...(await import('../../platform/imports/test/import-helpers.ts')).multipart('x.csv', `${HEADER}\n`),
    });
    expect(denied.statusCode).toBe(403);
    expect(
      (await t.call(reader, { method: 'GET', url: '/api/remittances?from=x', partner: PARTNER_A })).statusCode,
    ).toBe(400);
  });
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('proof-of-payment documents', () => {
  const paymentGuid = async () =>
    (await t.owner.query("select guid from payments where mno_reference = 'REMIT-PAY-1'")).rows[0].guid as string;
  const sign = (payment_guid: string, filename: string, user = finance, partner = PARTNER_A) =>
    t.call(user, {
      method: 'GET',
      url: '/api/payments/documents/signed_url',
      query: { payment_guid, filename },
      partner,
    });

  it('signs an upload, records the proof, lists it with a download URL', async () => {
    const payment = await paymentGuid();
    const signed = await sign(payment, 'receipt.pdf');
    expect(signed.statusCode, signed.body).toBe(200);
    const put = await t.app.inject({
      method: 'PUT',
      url: signed.json().signed_url,
      payload: PDF,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(put.statusCode).toBe(200);
    const created = await t.call(finance, {
      method: 'POST',
      url: '/api/payments/documents',
      payload: { payment_guid: payment, url: signed.json().signed_url, filename: 'receipt.pdf' },
      partner: PARTNER_A,
    });
    expect(created.statusCode, created.body).toBe(201);
    const docs = await t.call(reader, {
      method: 'GET',
      url: '/api/payments/documents',
      query: { payment_guid: payment },
      partner: PARTNER_A,
    });
    expect(docs.json()).toMatchObject([{ filename: 'receipt.pdf', content_type: 'application/pdf' }]);
    expect(docs.json()[0].url).toContain('/api/files/payments/');
  });

  it('refuses another type, a missing upload, another partner’s payment and a reader', async () => {
    const payment = await paymentGuid();
    expect((await sign(payment, 'receipt.exe')).statusCode).toBe(400);
    expect((await sign(payment, 'receipt.pdf', adminB, PARTNER_B)).statusCode).toBe(404);
    expect((await sign(payment, 'receipt.pdf', reader)).statusCode).toBe(403);
    const signed = await sign(payment, 'late.pdf');
    const notUploaded = await t.call(finance, {
      method: 'POST',
      url: '/api/payments/documents',
      payload: { payment_guid: payment, url: signed.json().signed_url, filename: 'late.pdf' },
      partner: PARTNER_A,
    });
    expect(notUploaded.statusCode).toBe(400);
    const foreign = await t.call(adminB, {
      method: 'GET',
      url: '/api/payments/documents',
      query: { payment_guid: payment },
      partner: PARTNER_B,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
