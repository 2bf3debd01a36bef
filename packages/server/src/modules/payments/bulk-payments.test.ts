import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { importDomainsOf } from '../../platform/imports/index.ts';
import { importWorker, multipart, upload } from '../../platform/imports/test/import-helpers.ts';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, roleOf, type TestApp } from '../../test/test-app.ts';
import { countRows, inDays, seedCustomer, seedPartners, seedProduct } from '../policies/policies.fixtures.ts';

let t: TestApp;
let worker: ReturnType<typeof importWorker>;
let customer: Awaited<ReturnType<typeof seedCustomer>>;
let product: Awaited<ReturnType<typeof seedProduct>>;
const finance = roleOf('finance_officer', PARTNER_A);
const reader = roleOf('partner_user', PARTNER_A);
const both = adminOf(PARTNER_A, PARTNER_B);
const BASE = '/api/bulk_payments';

beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t);
  product = await seedProduct(t, PARTNER_A);
  customer = await seedCustomer(t, PARTNER_A);
  worker = importWorker(t);
});
afterAll(() => t.close());

async function buy() {
  const r = await t.call(roleOf('call_centre_agent', PARTNER_A), {
    method: 'POST',
    url: '/api/products/buy',
    payload: { customer_guid: customer.guid, product_guid: product.guid, start_date: inDays(0), premium_cents: 20_000 },
    partner: PARTNER_A,
  });
  expect(r.statusCode).toBe(201);
  return r.json() as { guid: string; policy_number: string; status: string };
}
/** The event SMS that name the policy, by kind. */
const smsOf = async (policyNumber: string) =>
  (
    await t.owner.query(
      `select kind, count(*)::int n from sms_outbox where position($1 in text) > 0 group by kind order by kind`,
      [policyNumber],
    )
  ).rows as { kind: string; n: number }[];
let refs = 0;
const ref = () => `BULK${++refs}${Math.random().toString(36).slice(2, 6)}`;
const csv = (rows: string[][], header = 'policy_number,mno_reference,amount,effected_date') =>
  [header, ...rows.map((r) => r.join(','))].join('\n');
const batch = async (guid: string, user = reader) =>
  (await t.call(user, { method: 'GET', url: `${BASE}/${guid}`, partner: PARTNER_A })).json();
const paymentsOf = async (reference: string) =>
  (await t.owner.query('select count(*)::int n from payments where mno_reference = $1', [reference])).rows[0].n;
const policyStatus = async (guid: string) =>
  (await t.owner.query('select status from policies where guid = $1', [guid])).rows[0].status;

describe('bulk payments through the import engine', () => {
  it('answers at once, then applies valid rows, explains the bad ones and activates the policy', async () => {
    const p = await buy();
    const good = ref();
    const file = csv([
      [p.policy_number, good, '200.00', inDays(0)],
      [p.policy_number, ref(), 'abc', inDays(0)],
      ['NOPE-1', ref(), '10', inDays(0)],
      [p.policy_number, good, '200', inDays(0)],
    ]);
    const b = await upload(t, finance, `${BASE}/upload`, PARTNER_A, 'statement.csv', file);
    expect(b.status).toBe('queued');
    expect(await paymentsOf(good)).toBe(0);
    await worker.drain();
    expect(await batch(b.guid)).toMatchObject({
      status: 'completed',
      step: 'done',
      total: 4,
      processed: 4,
      applied: 1,
      invalid: 1,
      failed: 1,
      duplicates: 1,
    });
    expect(await paymentsOf(good)).toBe(1);
    expect(await policyStatus(p.guid)).toBe('active');
    const activation = await t.owner.query(
      `select action, reason, before->>'status' as before from audit_events where entity_guid = $1 and action = 'activate'`,
      [p.guid],
    );
    expect(activation.rows).toEqual([
      {
        action: 'activate',
        reason: expect.stringMatching(`^bulk payment batch ${b.guid}; 1 period`),
        before: 'pending',
      },
    ]);
    expect(await smsOf(p.policy_number)).toEqual([
      { kind: 'payment_received', n: 1 },
      { kind: 'policy_activated', n: 1 },
    ]);
    const rows = await t.call(reader, {
      method: 'GET',
      url: `${BASE}/${b.guid}/transactions`,
      query: { status: 'problem', page: '1', size: '10' },
      partner: PARTNER_A,
      headers: { 'accept-language': 'fr' },
    });
    expect(rows.json().count).toBe(3);
    expect(rows.json().items.map((r: { line: number; reason: string }) => [r.line, r.reason])).toEqual([
      [2, expect.stringContaining('amount: Saisissez un montant')],
      [3, 'Aucune police NOPE-1 pour ce partenaire : l’argent est gardé en fonds non affectés.'],
      [4, 'Même clé que la ligne 1 de ce fichier.'],
    ]);
    const errors = await t.call(reader, { method: 'GET', url: `${BASE}/${b.guid}/error_file`, partner: PARTNER_A });
    expect(errors.headers['content-type']).toContain('text/csv');
    const lines = errors.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'policy_number,mno_reference,amount,effected_date,mno_status,mno_message,msisdn,payer_name,reason',
    );
    expect(lines).toHaveLength(4);
    expect(lines[2]).toContain('NOPE-1');
    const audit = await t.owner.query(
      `select count(*)::int n from audit_events where action = 'bulk_payment' and reason = $1`,
      [`batch ${b.guid}`],
    );
    expect(audit.rows[0].n).toBe(1);
  });

  it('finds every repeated key, whether the keys are numbers (checked while staging) or not (checked in SQL)', async () => {
    const p = await buy();
    const number = String(Date.now()).slice(-12);
    const text = ref();
    const row = (reference: string, amount: string) => [p.policy_number, reference, amount, inDays(0)];
    // Lines 1-2: a number repeated (found while staging); 3: a key that is not a number (the rest goes to SQL);
    // 4-5: the number and the text again; 6: a leading zero makes another key.
    const file = csv([
      row(number, '10'),
      row(number, '11'),
      row(text, '12'),
      row(number, '13'),
      row(text, '14'),
      row(`0${number}`, '15'),
    ]);
    const b = await upload(t, finance, `${BASE}/upload`, PARTNER_A, 'repeats.csv', file);
    await worker.drain();
    expect(await batch(b.guid)).toMatchObject({ status: 'completed', total: 6, applied: 3, duplicates: 3 });
    const repeats = await t.owner.query(
      `select line, (reason_params->>'line')::int as first from import_rows where batch_guid = $1 and status = 'duplicate'
       order by line`,
      [b.guid],
    );
    expect(repeats.rows).toEqual([
      { line: 2, first: 1 },
      { line: 4, first: 1 },
      { line: 5, first: 3 },
    ]);
    expect(await paymentsOf(number)).toBe(1);
    expect(await paymentsOf(`0${number}`)).toBe(1);
  });

  it('the error file, fixed, uploads again: only the fixed rows are applied, nothing twice', async () => {
    const p = await buy();
    const a = ref();
    const bad = ref();
    const first = await upload(
      t,
      finance,
      `${BASE}/upload`,
      PARTNER_A,
      'day.csv',
      csv([
        [p.policy_number, a, '100', inDays(0)],
        [p.policy_number, bad, '-5', inDays(0)],
      ]),
    );
    await worker.drain();
    const errorFile = (
      await t.call(reader, { method: 'GET', url: `${BASE}/${first.guid}/error_file`, partner: PARTNER_A })
    ).body;
    const fixed = errorFile.replace('-5', '100');
    const again = await upload(t, finance, `${BASE}/upload`, PARTNER_A, 'day-errors.csv', fixed);
    await worker.drain();
    expect(await batch(again.guid)).toMatchObject({ status: 'completed', applied: 1, invalid: 0, failed: 0 });
    // The whole original file once more: both references are already recorded.
    const third = await upload(
      t,
      finance,
      `${BASE}/upload`,
      PARTNER_A,
      'day.csv',
      csv([
        [p.policy_number, a, '100', inDays(0)],
        [p.policy_number, bad, '100', inDays(0)],
      ]),
    );
    await worker.drain();
    expect(await batch(third.guid)).toMatchObject({ status: 'completed', applied: 0, already: 2 });
    expect(await paymentsOf(a)).toBe(1);
    expect(await paymentsOf(bad)).toBe(1);
  });

  it('a worker that dies between chunks resumes where it stopped and records nothing twice', async () => {
    const policies = await Promise.all([buy(), buy(), buy()]);
    const rows = Array.from({ length: 2500 }, (_, i) => [
      policies[i % 3]!.policy_number,
      `CRASH-${i}-${refs}`,
      '1',
      inDays(0),
    ]);
    const b = await upload(t, finance, `${BASE}/upload`, PARTNER_A, 'big.csv', csv(rows));
    const domain = importDomainsOf(t.jobs).get('bulk_payments')!;
    domain.chunkSize = 1000;
    onTestFinished(() => {
      domain.chunkSize = undefined;
    });
    let crashes = 0;
    const crashing = importWorker(t, (_batch, chunk) => {
      if (chunk === 2 && crashes++ === 0) throw new Error('worker killed');
    });
    const job = { partner: PARTNER_A, batch: b.guid, kind: 'bulk_payments' };
    await expect(crashing.run(job)).rejects.toThrow('worker killed');
    const halfway = await batch(b.guid);
    expect(halfway).toMatchObject({ status: 'running', step: 'applying', applied: 2000 });
    await crashing.run(job);
    expect(await batch(b.guid)).toMatchObject({ status: 'completed', applied: 2500, processed: 2500, already: 0 });
    const n = await t.owner.query(`select count(*)::int n, count(distinct mno_reference)::int d from payments
      where mno_reference like 'CRASH-%'`);
    expect(n.rows[0]).toEqual({ n: 2500, d: 2500 });
    // One SMS per payment, queued in the chunk's transaction: the killed chunk's were rolled back with it.
    const received = (await Promise.all(policies.map((p) => smsOf(p.policy_number)))).flat();
    expect(received.filter((r) => r.kind === 'payment_received').reduce((a, r) => a + r.n, 0)).toBe(2500);
    // A second run of a finished batch does nothing.
    await crashing.run(job);
    expect(
      (await t.owner.query(`select count(*)::int n from payments where mno_reference like 'CRASH-%'`)).rows[0].n,
    ).toBe(2500);
  });

  it('a running batch cancelled between chunks stops there: what was applied stays, the rest is not paid', async () => {
    const p = await buy();
    const rows = Array.from({ length: 2500 }, (_, i) => [p.policy_number, `STOP-${i}-${refs}`, '1', inDays(0)]);
    const b = await upload(t, finance, `${BASE}/upload`, PARTNER_A, 'stop.csv', csv(rows));
    const domain = importDomainsOf(t.jobs).get('bulk_payments')!;
    domain.chunkSize = 1000;
    onTestFinished(() => {
      domain.chunkSize = undefined;
    });
    const stopping = importWorker(t, async (_batch, chunk) => {
      if (chunk !== 1) return;
      const r = await t.call(finance, { method: 'POST', url: `${BASE}/${b.guid}/cancel`, partner: PARTNER_A });
      expect(r.statusCode).toBe(200);
    });
    await stopping.run({ partner: PARTNER_A, batch: b.guid, kind: 'bulk_payments' });
    expect(await batch(b.guid)).toMatchObject({ status: 'cancelled', applied: 1000, processed: 1000 });
    const paid = await t.owner.query(`select count(*)::int n from payments where mno_reference like 'STOP-%'`);
    expect(paid.rows[0].n).toBe(1000);
  });

  it('a dry run writes no payment, reports valid, invalid, duplicate and already recorded, and can be applied', async () => {
    const p = await buy();
    const known = ref();
    await upload(t, finance, `${BASE}/upload`, PARTNER_A, 'a.csv', csv([[p.policy_number, known, '100', inDays(0)]]));
    await worker.drain();
    const fresh = ref();
    const before = await countRows(t, 'payments');
    const dry = await upload(
      t,
      finance,
      `${BASE}/upload`,
      PARTNER_A,
      'b.csv',
      csv([
        [p.policy_number, fresh, '100', inDays(0)],
        [p.policy_number, known, '100', inDays(0)],
        [p.policy_number, fresh, '100', inDays(0)],
        [p.policy_number, ref(), '', inDays(0)],
      ]),
      { dry_run: 'true' },
    );
    await worker.drain();
    expect(await batch(dry.guid)).toMatchObject({
      dry_run: true,
      status: 'completed',
      valid: 1,
      already: 1,
      duplicates: 1,
      invalid: 1,
      applied: 0,
    });
    expect(await countRows(t, 'payments')).toBe(before);
    const applied = await t.call(finance, { method: 'POST', url: `${BASE}/${dry.guid}/apply`, partner: PARTNER_A });
    expect(applied.statusCode).toBe(202);
    await worker.drain();
    expect(await batch(dry.guid)).toMatchObject({ dry_run: false, status: 'completed', applied: 1, already: 1 });
    expect(await countRows(t, 'payments')).toBe(before + 1);
    const twice = await t.call(finance, { method: 'POST', url: `${BASE}/${dry.guid}/apply`, partner: PARTNER_A });
    expect(twice.statusCode).toBe(409);
  });

  it('reads semicolon CSV saved by Excel (BOM or Windows-1252, quotes, day-first dates, decimal commas) and XLSX', async () => {
    const p = await buy();
    const r1 = ref();
    const r2 = ref();
    const [y, m, d] = inDays(0).split('-');
    const excel = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(
        `Policy Number;MNO Reference;Amount;Effected Date\r\n"${p.policy_number}";"${r1}";"150,50";${d}/${m}/${y}\r\n`,
      ),
    ]);
    const a = await upload(t, finance, `${BASE}/upload`, PARTNER_A, 'excel.csv', excel);
    const latin = Buffer.from(
      `policy_number\tmno_reference\tamount\teffected_date\tmno_message\n${p.policy_number}\t${r2}\t10\t${inDays(0)}\tpay\xe9\n`,
      'latin1',
    );
    const b = await upload(t, finance, `${BASE}/upload`, PARTNER_A, 'latin.csv', latin);
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Statement');
    const r3 = ref();
    ws.addRow(['policy_number', 'mno_reference', 'amount', 'effected_date']);
    ws.addRow([p.policy_number, r3, 75, new Date(`${inDays(0)}T00:00:00Z`)]);
    const xlsx = Buffer.from(await wb.xlsx.writeBuffer());
    const c = await upload(t, finance, `${BASE}/upload`, PARTNER_A, 'statement.xlsx', xlsx);
    await worker.drain();
    for (const g of [a.guid, b.guid, c.guid]) expect(await batch(g)).toMatchObject({ status: 'completed', applied: 1 });
    const amounts = await t.owner.query(
      'select mno_reference, amount_cents, mno_message from payments where mno_reference = any($1) order by amount_cents',
      [[r1, r2, r3]],
    );
    expect(amounts.rows).toEqual([
      { mno_reference: r2, amount_cents: 1000, mno_message: 'payé' },
      { mno_reference: r3, amount_cents: 7500, mno_message: null },
      { mno_reference: r1, amount_cents: 15050, mno_message: null },
    ]);
  });

  it('bad files answer a clear 4xx and write nothing', async () => {
    const before = await countRows(t, 'import_batches');
    const send = (name: string, content: string | Buffer) =>
      t.call(finance, { method: 'POST', url: `${BASE}/upload`, partner: PARTNER_A, ...multipart(name, content) });
    const empty = await send('empty.csv', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.file).toBe('The file is empty.');
    const binary = await send('x.csv', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0xff]));
    expect(binary.json().errors.file).toBe('This is not a CSV or XLSX file of rows.');
    const columns = await send('x.csv', 'policy,reference,amount\nP,R,1\n');
    expect(columns.statusCode).toBe(400);
    expect(columns.json().errors.file).toBe('The file lacks the columns: policy_number, mno_reference, effected_date.');
    const headerOnly = await send('x.csv', 'policy_number,mno_reference,amount,effected_date\n');
    expect(headerOnly.json().errors.file).toBe('The file has a header but no rows.');
    // 100 MB of one line: refused from its first 64 KB, never held whole.
    const oneLine = await send('x.csv', Buffer.alloc(100 * 1024 * 1024, 'a'));
    expect(oneLine.statusCode).toBe(400);
    expect(oneLine.json().errors.file).toContain('longer than');
    const notXlsx = await send('x.xlsx', 'policy_number,mno_reference\n');
    expect(notXlsx.statusCode).toBe(400);
    expect(notXlsx.json().errors.file).toBe('The file cannot be read as CSV or XLSX.');
    expect((await send('x.pdf', 'x')).statusCode).toBe(415);
    const noFile = await t.call(finance, {
      method: 'POST',
      url: `${BASE}/upload`,
      partner: PARTNER_A,
      payload: {},
    });
    expect(noFile.statusCode).toBeGreaterThanOrEqual(400);
    expect(noFile.statusCode).toBeLessThan(500);
    expect(await countRows(t, 'import_batches')).toBe(before);
  });

  it('a file that turns bad after its first rows fails its batch with the reason and writes nothing', async () => {
    const p = await buy();
    const good = Array.from({ length: 50 }, () => [p.policy_number, ref(), '100', inDays(0)]);
    const file = `${csv(good)}\n${p.policy_number},${'x'.repeat(2 * 1024 * 1024)},100,${inDays(0)}\n`;
    const b = await upload(t, finance, `${BASE}/upload`, PARTNER_A, 'late.csv', file);
    await worker.drain();
    const done = await batch(b.guid);
    expect(done).toMatchObject({ status: 'failed', applied: 0 });
    expect(done.error).toContain('longer than');
    expect(await paymentsOf(good[0]![1]!)).toBe(0);
    expect(
      (await t.owner.query('select count(*)::int n from import_rows where batch_guid = $1', [b.guid])).rows[0].n,
    ).toBe(0);
    expect(await policyStatus(p.guid)).toBe('pending');
  });

  it('the signed-URL flow: sign, upload, start; cancel a queued batch', async () => {
    const p = await buy();
    const signed = await t.call(finance, {
      method: 'GET',
      url: `${BASE}/upload/signed_url`,
      query: { filename: 'statement.csv' },
      partner: PARTNER_A,
    });
    expect(signed.statusCode).toBe(200);
    const { signed_url, filename, content_type } = signed.json();
    const put = await t.app.inject({
      method: 'PUT',
      url: signed_url,
      headers: { 'content-type': content_type },
      payload: csv([[p.policy_number, ref(), '100', inDays(0)]]),
    });
    expect(put.statusCode).toBe(200);
    const started = await t.call(finance, {
      method: 'POST',
      url: BASE,
      payload: { filename, dry_run: false },
      partner: PARTNER_A,
    });
    expect(started.statusCode).toBe(202);
    const cancel = await t.call(finance, {
      method: 'POST',
      url: `${BASE}/${started.json().guid}/cancel`,
      partner: PARTNER_A,
    });
    expect(cancel.json()).toMatchObject({ status: 'cancelled' });
    await worker.drain();
    expect(await batch(started.json().guid)).toMatchObject({ status: 'cancelled', applied: 0 });
    expect(
      (await t.call(finance, { method: 'POST', url: `${BASE}/${started.json().guid}/cancel`, partner: PARTNER_A }))
        .statusCode,
    ).toBe(409);
    const foreign = await t.call(finance, {
      method: 'POST',
      url: BASE,
      payload: { filename: 'imports/other/bulk_payments/x.csv' },
      partner: PARTNER_A,
    });
    expect(foreign.statusCode).toBe(400);
    expect(
      (
        await t.call(finance, {
          method: 'GET',
          url: `${BASE}/upload/signed_url`,
          query: { filename: 'x.exe' },
          partner: PARTNER_A,
        })
      ).json(),
    ).toMatchObject({ code: 'invalid_input', errors: { filename: 'Only .csv, .xlsx files are accepted.' } });
  });

  it('bundle uploads record bundle payments; the template names the columns; lists page', async () => {
    const p = await buy();
    const r = ref();
    await upload(
      t,
      finance,
      '/api/premiums/add_bulk_bundle_payment',
      PARTNER_A,
      'b.csv',
      csv([[p.policy_number, r, '5', inDays(0)]]),
    );
    await worker.drain();
    const row = await t.owner.query('select payment_type from payments where mno_reference = $1', [r]);
    expect(row.rows[0].payment_type).toBe('bundle');
    const template = await t.call(reader, { method: 'GET', url: `${BASE}/template`, partner: PARTNER_A });
    expect(template.body.trim()).toBe(
      'policy_number,mno_reference,amount,effected_date,mno_status,mno_message,msisdn,payer_name',
    );
    const list = await t.call(reader, {
      method: 'GET',
      url: BASE,
      query: { page: '1', size: '2' },
      partner: PARTNER_A,
    });
    expect(list.json().items).toHaveLength(2);
    expect(list.json().count).toBeGreaterThan(2);
  });

  it('an upload sent again with its Idempotency-Key answers the first batch', async () => {
    const p = await buy();
    const file = csv([[p.policy_number, ref(), '1', inDays(0)]]);
    const headers = { 'idempotency-key': `web-${ref()}-key` };
    const send = () => {
      const m = multipart('x.csv', file);
      return t.call(finance, {
        method: 'POST',
        url: `${BASE}/upload`,
        partner: PARTNER_A,
        payload: m.payload,
        headers: { ...m.headers, ...headers },
      });
    };
    const before = await countRows(t, 'import_batches');
    const first = await send();
    const second = await send();
    expect(second.json().guid).toBe(first.json().guid);
    expect(await countRows(t, 'import_batches')).toBe(before + 1);
    expect((await worker.drain()) <= 1).toBe(true);
  });

  it('another partner sees no batch; a reader cannot upload; no token is 401', async () => {
    const p = await buy();
    const b = await upload(
      t,
      finance,
      `${BASE}/upload`,
      PARTNER_A,
      'x.csv',
      csv([[p.policy_number, ref(), '1', inDays(0)]]),
    );
    for (const url of [`${BASE}/${b.guid}`, `${BASE}/${b.guid}/transactions`, `${BASE}/${b.guid}/error_file`])
      expect((await t.call(both, { method: 'GET', url, partner: PARTNER_B })).statusCode).toBe(404);
    expect(
      (await t.call(both, { method: 'POST', url: `${BASE}/${b.guid}/cancel`, partner: PARTNER_B })).statusCode,
    ).toBe(404);
    expect((await t.call(both, { method: 'GET', url: BASE, partner: PARTNER_B })).json()).toEqual({
      items: [],
      count: 0,
    });
    const before = await countRows(t, 'import_batches');
    for (const url of [`${BASE}/upload`, '/api/premiums/add_bulk_non_bundled_payments'])
      expect(
        (await t.call(reader, { method: 'POST', url, partner: PARTNER_A, ...multipart('x.csv', 'a,b\n1,2\n') }))
          .statusCode,
      ).toBe(403);
    expect(
      (await t.call(reader, { method: 'POST', url: `${BASE}/${b.guid}/cancel`, partner: PARTNER_A })).statusCode,
    ).toBe(403);
    expect((await t.call(finance, { method: 'GET', url: BASE, partner: PARTNER_B })).statusCode).toBe(403);
    expect((await t.call(null, { method: 'GET', url: BASE, partner: PARTNER_A })).statusCode).toBe(401);
    expect((await t.call(reader, { method: 'GET', url: `${BASE}/nope`, partner: PARTNER_A })).statusCode).toBe(400);
    expect(await countRows(t, 'import_batches')).toBe(before);
    await worker.drain();
  });
});
