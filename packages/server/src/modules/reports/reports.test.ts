import { PassThrough } from 'node:stream';
import { REPORT_COUNT_CAP, REPORT_NAMES, type ReportColumnType, UNDATED_REPORTS } from '@coverdesk/contract';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import pino from 'pino';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_FONTS } from '../../platform/pdf.ts';
import { pdfText } from '../../platform/pdf-text.ts';
import { storageFor } from '../../platform/storage.ts';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, roleOf, type TestApp } from '../../test/test-app.ts';
import { seedOwnedRows, seedPartners } from '../partners/partners.fixtures.ts';
import { templatePdf } from '../templates/template-pdf.ts';
import { formatMoney } from '../templates/template-values.ts';
import type { ReportDefinition } from './report-definition.ts';
import { CONTENT_TYPES, displayCell, renderPdf } from './report-renderers.ts';
import { createReportRunsService, type ReportRunsService } from './report-runs.service.ts';
import { createReportsService, windowStart } from './reports.service.ts';

let t: TestApp;
let runs: ReportRunsService;
const today = new Date().toISOString().slice(0, 10);
const monthStart = `${today.slice(0, 8)}01`;
const period = { startDate: monthStart, endDate: today };
const admin = { ...adminOf(PARTNER_A), sub: 'admin-a' };
const agent = { ...roleOf('call_centre_agent', PARTNER_A), sub: 'agent-a' };
const adminB = adminOf(PARTNER_B);
const nobody = { roles: [] as string[], partners: [PARTNER_A], username: 'nobody' };
const A = { partner: PARTNER_A };

beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t.owner, [
    { guid: PARTNER_A, code: 'RPA', name: 'Rapport Assurance' },
    { guid: PARTNER_B, code: 'RPB' },
  ]);
  const now = new Date().toISOString();
  const a1 = await seedOwnedRows(t.owner, PARTNER_A, 1, { paymentAt: now });
  const a2 = await seedOwnedRows(t.owner, PARTNER_A, 2, { paymentAt: now, claimStatus: 'payable' });
  await seedOwnedRows(t.owner, PARTNER_A, 3, { paymentAt: '2020-01-15T10:00:00Z', policyStatus: 'suspended' });
  await seedOwnedRows(t.owner, PARTNER_B, 4, { paymentAt: now });
  await t.owner.query(
    `update claims set decision = 'approved', decided_at = now(), benefit_amount_cents = 50000
    where partner_guid = $1 and guid = $2`,
    [PARTNER_A, a2.claim],
  );
  await t.owner.query(`update claims set type = 'death', death_date = current_date where guid = $1`, [a1.claim]);
  await t.owner.query(
    `insert into mobile_money_transactions (partner_guid, guid, claim_guid, msisdn, amount_cents, currency_code,
       idempotency_key, status) values ($1, $2, $3, '254700000002', 50000, 'KES', 'k1', 'succeeded')`,
    [PARTNER_A, uuidv7(), a2.claim],
  );
  await t.owner.query(
    `insert into payments (partner_guid, guid, policy_guid, customer_guid, amount_cents, effected_at, mno_reference,
       status, payment_type) values ($1, $2, $3, $4, 2500, now(), 'REF-1', 'succeeded', 'refund')`,
    [PARTNER_A, uuidv7(), a1.policy, a1.customer],
  );
  const log = pino({ level: 'silent' });
  runs = createReportRunsService(
    t.database,
    createReportsService(t.database, log),
    storageFor(t.config.dataDir),
    t.jobs,
    t.mailer,
    log,
  );
});
afterAll(() => t.close());

const report = (name: string, query: Record<string, string>, user: object = admin, headers = {}) =>
  t.call(user as typeof admin, { method: 'GET', url: `/api/reports/${name}`, query, headers, ...A });

describe('built-in reports', () => {
  it('lists every report of the spec in the catalogue', async () => {
    const r = await t.call(agent, { method: 'GET', url: '/api/report-catalogue', ...A });
    expect(r.statusCode).toBe(200);
    expect(
      r
        .json()
        .items.map((x: { name: string }) => x.name)
        .sort(),
    ).toEqual([...REPORT_NAMES].sort());
  });

  it('answers every report for the month as a page', async () => {
    for (const name of REPORT_NAMES) {
      const dated = !(UNDATED_REPORTS as readonly string[]).includes(name);
      const r = await report(name, { type: 'json', ...(dated ? period : {}) }, agent);
      expect(r.statusCode, `${name}: ${r.body}`).toBe(200);
      const body = r.json();
      expect(body.columns.length).toBeGreaterThan(2);
      expect(body.currency_code).toBe('KES');
      for (const row of body.items) expect(Object.keys(row)).toEqual(body.columns.map((c: { key: string }) => c.key));
    }
  });

  it('shows the partner’s rows only, with amounts in cents and counts', async () => {
    const r = await report('premium_received_report', { type: 'json', ...period });
    expect(r.json().count).toBe(2);
    expect(r.json().items[0].amount).toBe(10000);
    const b = await t.call(adminB, {
      method: 'GET',
      url: '/api/reports/premium_received_report',
      query: { type: 'json', ...period },
      partner: PARTNER_B,
    });
    expect(b.json().count).toBe(1);
    expect(b.json().items[0].policy_number).toBe('POL-4');
    const refunds = await report('refunds_report', { type: 'json', ...period });
    expect(refunds.json().items).toHaveLength(1);
    const suspended = await report('policy_suspended', { type: 'json' });
    expect(suspended.json().items.map((x: { policy_number: string }) => x.policy_number)).toEqual(['POL-3']);
    const paid = await report('claims_paid_report', { type: 'json', ...period });
    expect(paid.json().items[0]).toMatchObject({ claim_reference: 'CLM-2', amount: 50000 });
  });

  it('counts each day of the daily statistics from the payment totals, refunds apart, for the partner only', async () => {
    const r = await report('daily_stats_report', { type: 'json', startDate: monthStart, endDate: today, size: '100' });
    expect(r.statusCode).toBe(200);
    const days = r.json().items as { day: string; payments: number; premiums: number; claims_paid: number }[];
    expect(days).toHaveLength(Number(today.slice(8, 10)));
    expect(days.find((d) => String(d.day).startsWith(today))).toMatchObject({
      payments: 2,
      premiums: 20000,
      claims_paid: 50000,
    });
    expect(days.reduce((n, d) => n + Number(d.payments), 0)).toBe(2);
  });

  it('narrows claim reports to approved claims with status=Approved', async () => {
    const all = await report('claims_register', { type: 'json', ...period });
    const approved = await report('claims_register', { type: 'json', status: 'Approved', ...period });
    expect(all.json().count).toBe(3);
    expect(approved.json().items.map((x: { claim_reference: string }) => x.claim_reference)).toEqual(['CLM-2']);
    const notClaims = await report('payment_received_report', { type: 'json', status: 'Approved', ...period });
    expect(notClaims.statusCode).toBe(400);
    expect(notClaims.json().errors.status).toBeTruthy();
  });

  it('requires the type and the period, in order', async () => {
    const noType = await report('claims_register', period);
    expect(noType.statusCode).toBe(400);
    const noDates = await report('claims_register', { type: 'json' });
    expect(noDates.statusCode).toBe(400);
    expect(Object.keys(noDates.json().errors).sort()).toEqual(['endDate', 'startDate']);
    const reversed = await report('claims_register', { type: 'json', startDate: today, endDate: '2020-01-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors.endDate).toBeTruthy();
    const badDate = await report('claims_register', { type: 'json', startDate: '2026-02-30', endDate: today });
    expect(badDate.statusCode).toBe(400);
    for (const [startDate, endDate] of [
      ['0000-01-01', today],
      [today, '9999-12-31'],
    ] as [string, string][])
      expect((await report('claims_register', { type: 'json', startDate, endDate })).statusCode).toBe(400);
    expect((await report('no_such_report', { type: 'json' })).statusCode).toBe(404);
  });

  it('limits the premium report to the previous 3 months (SPEC §5)', async () => {
    const from = windowStart(3);
    const ok = await report('premium_received_report', { type: 'json', startDate: from, endDate: today });
    expect(ok.statusCode).toBe(200);
    const before = new Date(Date.parse(from) - 86_400_000).toISOString().slice(0, 10);
    const late = await report('premium_received_report', { type: 'json', startDate: before, endDate: today }, admin, {
      'accept-language': 'fr',
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toContain('3 derniers mois');
    expect((await report('premium_register', { type: 'json', startDate: before, endDate: today })).statusCode).toBe(
      422,
    );
    // Other reports take any period.
    expect(
      (await report('payment_received_report', { type: 'json', startDate: '2020-01-01', endDate: today })).json().count,
    ).toBe(4);
  });

  it('refuses a foreign partner, a missing role and no token', async () => {
    const foreign = await t.call(admin, {
      method: 'GET',
      url: '/api/reports/claims_register',
      query: { type: 'json', ...period },
      partner: PARTNER_B,
    });
    expect(foreign.statusCode).toBe(403);
    expect((await report('claims_register', { type: 'json', ...period }, nobody)).statusCode).toBe(403);
    expect((await t.call(null, { method: 'GET', url: '/api/reports/claims_register', ...A })).statusCode).toBe(401);
  });
});

describe('debit-order and group-scheme reports', () => {
  beforeAll(async () => {
    const seedDebit = async (partner: string, n: number, owned: { customer: string; policy: string }) => {
      const order = uuidv7();
      await t.owner.query(
        `insert into debit_orders (partner_guid, guid, customer_guid, policy_guid, bank_detail_guid, bank_name,
           account_holder, account_number, amount_in_cents, day, start_date, msisdn, reference, mandate_reference,
           mandate_status) values ($1, $2, $3, $4, $5, 'Equity', 'Holder', '0123456789', 10000, 5, current_date,
           '254700000001', $6, $7, 'active')`,
        [partner, order, owned.customer, owned.policy, uuidv7(), `DO-${n}`, `MND-${n}`],
      );
      for (const [period, due, status, code] of [
        ['2020-01', '2020-01-05', 'paid', null],
        ['now', new Date().toISOString().slice(0, 10), 'failed', 'AC04'],
      ] as const)
        await t.owner.query(
          `insert into debit_order_transactions (partner_guid, guid, debit_order_guid, policy_guid, customer_guid,
             reference, period, amount_in_cents, due_date, status, retries, unpaid_code, assume_paid_on)
           values ($1, $2, $3, $4, $5, $6, $7, 10000, $8, $9, 2, $10, $8)`,
          [partner, uuidv7(), order, owned.policy, owned.customer, `DOT-${n}-${period}`, period, due, status, code],
        );
    };
    const ownedA = await t.owner.query(
      `select c.guid as customer, p.guid as policy, p.product_guid as product from policies p
       join customers c on c.guid = p.customer_guid where p.policy_number = 'POL-1'`,
    );
    const ownedB = await t.owner.query(
      `select c.guid as customer, p.guid as policy from policies p
       join customers c on c.guid = p.customer_guid where p.policy_number = 'POL-4'`,
    );
    await seedDebit(PARTNER_A, 1, ownedA.rows[0]);
    await seedDebit(PARTNER_B, 4, ownedB.rows[0]);
    const group = uuidv7();
    await t.owner.query(
      `insert into groups (partner_guid, guid, name, group_type, product_guid, premium_cents, granularity, start_date,
         contact_name, contact_msisdn, status) values ($1, $2, 'Tea Growers Coop', 'cooperative', $3, 10000, 'monthly',
         current_date, 'Contact', '254700000009', 'registered')`,
      [PARTNER_A, group, ownedA.rows[0].product],
    );
    const principal = uuidv7();
    await t.owner.query(
      `insert into group_temp_members (partner_guid, guid, group_guid, kind, full_name, msisdn, status, policy_guid)
       values ($1, $2, $3, 'principal', 'Wanjiru Member', '254711000001', 'registered', $4)`,
      [PARTNER_A, principal, group, ownedA.rows[0].policy],
    );
    await t.owner.query(
      `insert into group_temp_members (partner_guid, guid, group_guid, kind, principal_guid, full_name, relationship,
         status, error) values ($1, $2, $3, 'dependant', $4, 'Child Member', 'Child', 'failed', 'date of birth missing')`,
      [PARTNER_A, uuidv7(), group, principal],
    );
    const gp = uuidv7();
    await t.owner.query(
      `insert into group_payments (partner_guid, guid, group_guid, amount_cents, unallocated_cents, effected_date,
         mno_reference) values ($1, $2, $3, 15000, 5000, current_date, 'GRP-REF-1')`,
      [PARTNER_A, gp, group],
    );
    const pay = await t.owner.query(`select guid from payments where mno_reference = 'MNO-1'`);
    await t.owner.query(
      `insert into group_payment_items (partner_guid, group_payment_guid, payment_guid, policy_guid, amount_cents)
       values ($1, $2, $3, $4, 10000)`,
      [PARTNER_A, gp, pay.rows[0].guid, ownedA.rows[0].policy],
    );
  });

  it('lists the debit order collections due in the period, with the bank’s unpaid code', async () => {
    const r = await report('debit_order_collections', { type: 'json', ...period });
    expect(r.statusCode).toBe(200);
    expect(r.json().items).toEqual([
      expect.objectContaining({
        reference: 'DOT-1-now',
        policy_number: 'POL-1',
        status: 'failed',
        unpaid_code: 'AC04',
        amount: 10000,
      }),
    ]);
    const all = await report('debit_order_collections', { type: 'json', startDate: '2020-01-01', endDate: today });
    expect(all.json().items.map((x: { status: string }) => x.status)).toEqual(['paid', 'failed']);
    expect((await report('debit_order_collections', { type: 'json' })).statusCode).toBe(400);
    const csv = await report('debit_order_collections', { type: 'csv', ...period }, agent, { 'accept-language': 'fr' });
    const rows = parse(csv.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(rows).toEqual([expect.objectContaining({ 'Code de rejet': 'AC04', 'Montant (KES)': '100.00' })]);
  });

  it('lists the mandates in place with the last collection, account masked', async () => {
    const r = await report('debit_order_mandates', { type: 'json' });
    expect(r.json().items).toEqual([
      expect.objectContaining({
        mandate_reference: 'MND-1',
        account: '****6789',
        last_status: 'failed',
        policy_number: 'POL-1',
      }),
    ]);
    const b = await t.call(adminB, {
      method: 'GET',
      url: '/api/reports/debit_order_mandates',
      query: { type: 'json' },
      partner: PARTNER_B,
    });
    expect(b.json().items.map((x: { mandate_reference: string }) => x.mandate_reference)).toEqual(['MND-4']);
  });

  it('lists group members with their registration and policy, and group premiums of the period', async () => {
    const members = await report('group_members', { type: 'json' });
    expect(members.json().items).toEqual([
      expect.objectContaining({ group_name: 'Tea Growers Coop', kind: 'principal', policy_number: 'POL-1' }),
      expect.objectContaining({ kind: 'dependant', status: 'failed', error: 'date of birth missing' }),
    ]);
    const premiums = await report('group_premiums', { type: 'json', ...period });
    expect(premiums.json().items).toEqual([
      {
        effected_date: today,
        group_name: 'Tea Growers Coop',
        mno_reference: 'GRP-REF-1',
        amount: 15000,
        allocated: 10000,
        policies: 1,
        unallocated: 5000,
        recorded_by: null,
      },
    ]);
    const pdf = await report('group_members', { type: 'pdf' }, admin, { 'accept-language': 'fr' });
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Membres des groupes');
    expect(text).toContain('Page 1 sur 1');
    const xlsx = await report('group_premiums', { type: 'xlsx', ...period });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.getRow(7).getCell(4).value).toBe(150);
    expect((await report('group_members', { type: 'json' }, nobody)).statusCode).toBe(403);
    expect((await report('group_premiums', { type: 'json' })).statusCode).toBe(400);
  });
});

describe('report files', () => {
  it('counts a report the way its files hold it: the screen total is the CSV, XLSX and PDF rows', async () => {
    const shown = await report('premium_received_report', { type: 'json', ...period, size: '1' });
    expect(shown.json()).toMatchObject({ count: 2, more: false });
    expect(shown.json().items).toHaveLength(1);
    const second = await report('premium_received_report', { type: 'json', ...period, size: '1', page: '2' });
    expect(second.json()).toMatchObject({ count: 2, more: false });
    const csv = await report('premium_received_report', { type: 'csv', ...period });
    expect(parse(csv.body.replace(/^\uFEFF/, ''), { columns: true })).toHaveLength(2);
    const xlsx = await report('premium_received_report', { type: 'xlsx', ...period });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.rowCount).toBe(6 + 2);
    const pdf = await pdfText((await report('premium_received_report', { type: 'pdf', ...period })).rawPayload);
    expect((pdf ?? '').match(/POL-[12]\b/g)?.length).toBe(2);
  });

  it('stops counting at the cap and says the report has more rows than that', async () => {
    // One row per day: 30 years of daily statistics are more rows than the screen counts.
    const r = await report('daily_stats_report', { type: 'json', startDate: '1996-01-01', endDate: today, size: '10' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ count: REPORT_COUNT_CAP, more: true });
    expect(r.json().items).toHaveLength(10);
  });

  it('streams a CSV that parses, in the user’s language, amounts in currency units', async () => {
    const r = await report('premium_received_report', { type: 'csv', ...period }, agent, { 'accept-language': 'fr' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/csv');
    expect(r.headers['content-disposition']).toContain('premium_received_report');
    const rows = parse(r.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(2);
    expect(rows[0]!['Montant (KES)']).toBe('100.00');
    expect(rows[0]!.Police).toMatch(/^POL-/);
  });

  it('streams an XLSX that opens, with the heading and typed cells', async () => {
    const r = await report('claims_register', { type: 'xlsx', ...period });
    expect(r.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getCell('A1').value).toBe('Claims register');
    expect(String(ws.getCell('A2').value)).toContain('Rapport Assurance');
    expect(ws.getRow(6).getCell(1).value).toBe('Claim reference');
    expect(ws.rowCount).toBe(6 + 3);
  });

  it('streams a PDF with title, partner, parameters and page numbers', async () => {
    const r = await report('claims_register', { type: 'pdf', ...period }, admin, { 'accept-language': 'fr' });
    expect(r.statusCode).toBe(200);
    const text = await pdfText(r.rawPayload);
    expect(text).toContain('Registre des sinistres');
    expect(text).toContain('Rapport Assurance');
    expect(text).toContain(`du ${monthStart} au ${today}`);
    expect(text).toContain('Page 1 sur 1');
    expect(text).toContain('CLM-1');
  });

  it('numbers PDF pages "Page n of N", streaming the pages as they are drawn', async () => {
    const def: ReportDefinition = {
      name: 'numbers',
      title: { en: 'Numbers', fr: 'Nombres' },
      description: { en: '', fr: '' },
      group: 'premiums',
      dated: false,
      columns: [{ key: 'n', label: { en: 'N', fr: 'N' }, type: 'number' }],
      query: () => 'select n from generate_series(1, 100) n order by n',
    };
    const heading = { title: 'Numbers', partnerName: 'A', parameters: '-', generatedAt: new Date(), currency: null };
    const render = async (lang: 'en' | 'fr') => {
      const chunks: Buffer[] = [];
      const out = new PassThrough();
      out.on('data', (c: Buffer) => chunks.push(c));
      await renderPdf(t.database, { def, partner: PARTNER_A, approved: false, lang }, heading, out);
      return (await pdfText(Buffer.concat(chunks))) ?? '';
    };
    const en = await render('en');
    // 42 rows a page: 100 rows are 3 pages.
    expect(en).toContain('Page 1 of 3');
    expect(en).toContain('Page 3 of 3');
    expect(en).not.toContain('Page 4');
    expect(await render('fr')).toContain('Page 2 sur 3');
  });
});

describe('the same rows in every file, and French amounts in every PDF', () => {
  const rawFonts = (pdf: Buffer) => [
    ...new Set([...pdf.toString('latin1').matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g)].map((m) => m[1])),
  ];

  it('accepts type=xls (SPEC §7) and serves the XLSX workbook as what it is: .xlsx, its content type', async () => {
    const r = await report('claims_register', { type: 'xls', ...period });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe(CONTENT_TYPES.xlsx);
    expect(r.headers['content-disposition']).toMatch(/claims_register_[\d-]+_[\d-]+\.xlsx"?$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.getCell('A1').value).toBe('Claims register');
    const run = await t.call(admin, {
      method: 'POST',
      url: '/api/report-runs',
      payload: { report: 'claims_register', type: 'xls', ...period },
      ...A,
    });
    expect(run.statusCode).toBe(202);
    expect(run.json().type).toBe('xlsx');
    expect(await runs.runPending()).toBe(1);
    const done = await t.call(admin, { method: 'GET', url: `/api/report-runs/${run.json().guid}`, ...A });
    expect(done.json()).toMatchObject({ status: 'done', type: 'xlsx', filename: expect.stringMatching(/\.xlsx$/) });
    expect((await report('claims_register', { type: 'doc', ...period })).statusCode).toBe(400);
  });

  it('holds the rows of the screen in its CSV, XLSX and PDF, for every report and its Approved variant', async () => {
    const catalogue = (await t.call(admin, { method: 'GET', url: '/api/report-catalogue', ...A })).json() as {
      items: { name: string; approvable: boolean }[];
    };
    const variants = catalogue.items.flatMap((r) =>
      r.approvable ? [[r.name, {}] as const, [r.name, { status: 'Approved' }] as const] : [[r.name, {}] as const],
    );
    expect(variants.length).toBeGreaterThan(REPORT_NAMES.length);
    for (const [name, variant] of variants) {
      const dated = !(UNDATED_REPORTS as readonly string[]).includes(name);
      const q: Record<string, string> = { ...(dated ? { startDate: monthStart, endDate: today } : {}), ...variant };
      const page = (await report(name, { type: 'json', size: '500', ...q })).json();
      const csv = await report(name, { type: 'csv', ...q });
      const xlsx = await report(name, { type: 'xlsx', ...q });
      const pdf = await report(name, { type: 'pdf', ...q });
      expect([csv.statusCode, xlsx.statusCode, pdf.statusCode], name).toEqual([200, 200, 200]);
      const csvRows = parse(csv.body.replace(/^\uFEFF/, ''), { columns: false }).slice(1) as string[][];
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheetRows: unknown[][] = [];
      wb.worksheets[0]!.eachRow((row, n) => {
        if (n > 6) sheetRows.push((row.values as unknown[]).slice(1));
      });
      expect(page.more, name).toBe(false);
      expect(csvRows.length, `${name}: CSV rows`).toBe(page.items.length);
      expect(sheetRows.length, `${name}: XLSX rows`).toBe(page.items.length);
      const text = (await pdfText(pdf.rawPayload)) ?? '';
      // The first column of each row, as the CSV and the XLSX hold it and as the PDF prints it (the PDF's own format).
      const first = page.columns[0] as { key: string; type: ReportColumnType };
      const firsts = page.items.map((i: Record<string, unknown>) => i[first.key]);
      if (first.type === 'text') {
        expect(
          csvRows.map((r) => r[0] || null),
          `${name}: CSV`,
        ).toEqual(firsts);
        expect(
          sheetRows.map((r) => r[0] ?? null),
          `${name}: XLSX`,
        ).toEqual(firsts);
      }
      for (const v of firsts) {
        const shown = displayCell(v, first.type, 'en', page.currency_code);
        if (shown && shown.length <= 12) expect(text, `${name}: PDF`).toContain(shown);
      }
      if (page.items.length === 0) expect(text, name).toContain('No rows for these parameters.');
      else expect(text, name).not.toContain('No rows for these parameters.');
    }
  });

  it('prints French amounts of 1,000 and more right, with the fonts and formatter of the policy schedule', async () => {
    const def: ReportDefinition = {
      name: 'amounts',
      title: { en: 'Amounts', fr: 'Montants' },
      description: { en: '', fr: '' },
      group: 'premiums',
      dated: false,
      columns: [
        { key: 'amount', label: { en: 'Amount', fr: 'Montant' }, type: 'money' },
        { key: 'n', label: { en: 'N', fr: 'N' }, type: 'number' },
      ],
      query: () => 'select 2500000::bigint as amount, 1234567 as n',
    };
    const heading = { title: 'Montants', partnerName: 'A', parameters: '-', generatedAt: new Date(), currency: 'KES' };
    const chunks: Buffer[] = [];
    const out = new PassThrough();
    out.on('data', (c: Buffer) => chunks.push(c));
    await renderPdf(t.database, { def, partner: PARTNER_A, approved: false, lang: 'fr' }, heading, out);
    const reportPdf = Buffer.concat(chunks);
    const text = (await pdfText(reportPdf)) ?? '';
    expect(text).toMatch(/25\s000,00\sKES/);
    expect(text).toMatch(/1\s234\s567/);
    expect(text).not.toContain('/');
    // The policy schedule's renderer draws the same amount the same way, in the same fonts.
    const schedulePdf = await templatePdf({
      title: 'Conditions particulières',
      body: `# Conditions\nPrime :: ${formatMoney(2500000, 'KES', 'fr')}`,
      language: 'fr',
    });
    expect((await pdfText(schedulePdf)) ?? '').toMatch(/Prime 25\s000,00\sKES/);
    const fonts = Object.values(PDF_FONTS).sort();
    expect(rawFonts(reportPdf).sort()).toEqual(fonts);
    expect(rawFonts(schedulePdf).sort()).toEqual(fonts);
    expect(displayCell(2500000, 'money', 'fr', 'KES')).toBe(formatMoney(2500000, 'KES', 'fr'));
  });
});

describe('exports as jobs', () => {
  it('runs an export with progress, lists it and gives its file again', async () => {
    const created = await t.call(agent, {
      method: 'POST',
      url: '/api/report-runs',
      payload: { report: 'claims_register', type: 'csv', ...period },
      ...A,
    });
    expect(created.statusCode).toBe(202);
    expect(created.json().status).toBe('queued');
    expect(await runs.runPending()).toBe(1);
    const run = await t.call(agent, { method: 'GET', url: `/api/report-runs/${created.json().guid}`, ...A });
    expect(run.json()).toMatchObject({ status: 'done', processed: 3, total: 3 });
    const list = await t.call(agent, { method: 'GET', url: '/api/report-runs', ...A });
    expect(list.json().items[0].guid).toBe(created.json().guid);
    const dl = await t.call(agent, { method: 'GET', url: `/api/report-runs/${created.json().guid}/download`, ...A });
    expect(dl.statusCode).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: dl.json().url });
    expect(parse(file.body.replace(/^\uFEFF/, ''), { columns: true })).toHaveLength(3);
    // Another user's runs are not theirs to see; another partner's even less.
    expect(
      (await t.call(admin, { method: 'GET', url: `/api/report-runs/${created.json().guid}`, ...A })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.call(adminB, {
          method: 'GET',
          url: `/api/report-runs/${created.json().guid}/download`,
          partner: PARTNER_B,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('runs again, once, an export a stopped process left running', async () => {
    const r = await t.call(agent, {
      method: 'POST',
      url: '/api/report-runs',
      payload: { report: 'policy_suspended', type: 'pdf' },
      ...A,
    });
    await t.owner.query(
      `update report_runs set status = 'running', updated_at = now() - interval '1 minute' where guid = $1`,
      [r.json().guid],
    );
    expect(await runs.runPending()).toBe(0);
    await t.owner.query(`update report_runs set updated_at = now() - interval '11 minutes' where guid = $1`, [
      r.json().guid,
    ]);
    await Promise.all([runs.execute(PARTNER_A, r.json().guid), runs.execute(PARTNER_A, r.json().guid)]);
    const row = await t.owner.query('select status, attempts from report_runs where guid = $1', [r.json().guid]);
    expect(row.rows[0]).toEqual({ status: 'done', attempts: 1 });
  });

  it('checks the parameters before queuing and can be stopped', async () => {
    const bad = await t.call(agent, {
      method: 'POST',
      url: '/api/report-runs',
      payload: { report: 'claims_register', type: 'pdf' },
      ...A,
    });
    expect(bad.statusCode).toBe(400);
    const r = await t.call(agent, {
      method: 'POST',
      url: '/api/report-runs',
      payload: { report: 'policy_suspended', type: 'xlsx' },
      ...A,
    });
    const cancel = await t.call(agent, { method: 'POST', url: `/api/report-runs/${r.json().guid}/cancel`, ...A });
    expect(cancel.json().status).toBe('cancelled');
    expect(await runs.runPending()).toBe(0);
    const again = await t.call(agent, { method: 'POST', url: `/api/report-runs/${r.json().guid}/cancel`, ...A });
    expect(again.statusCode).toBe(409);
    const notReady = await t.call(agent, { method: 'GET', url: `/api/report-runs/${r.json().guid}/download`, ...A });
    expect(notReady.statusCode).toBe(409);
  });

  it('emails a scheduled report with the file attached', async () => {
    const s = await t.call(agent, {
      method: 'POST',
      url: '/api/report-schedules',
      payload: { report: 'policy_suspended', type: 'csv', frequency: 'daily', email: 'finance@example.com' },
      ...A,
    });
    expect(s.statusCode).toBe(201);
    await t.owner.query(`update report_schedules set next_run_at = now() - interval '1 minute'`);
    expect(await runs.runSchedules()).toBe(1);
    expect(await runs.runSchedules()).toBe(0);
    await runs.runPending();
    const mail = await t.owner.query(`select to_address, meta from email_outbox where kind = 'report_delivery'`);
    expect(mail.rows[0].to_address).toBe('finance@example.com');
    expect(mail.rows[0].meta.attachments[0].filename).toMatch(/^policy_suspended_.*\.csv$/);
    const list = await t.call(agent, { method: 'GET', url: '/api/report-schedules', ...A });
    expect(list.json().items).toHaveLength(1);
    const del = await t.call(agent, { method: 'DELETE', url: `/api/report-schedules/${s.json().guid}`, ...A });
    expect(del.statusCode).toBe(204);
    const noMail = await t.call(
      { ...agent, username: 'x' },
      {
        method: 'POST',
        url: '/api/report-schedules',
        payload: { report: 'policy_suspended', type: 'csv', frequency: 'weekly' },
        ...A,
      },
    );
    expect(noMail.statusCode).toBe(400);
  });
});

describe('custom reports and the report engine', () => {
  const custom = {
    name: 'Premiums by status',
    dataset: 'payments',
    columns: ['effected_at', 'policy_number', 'amount'],
    filters: [{ field: 'amount', op: 'gte', value: 5000 }],
    group_by: ['status'],
    sums: ['amount'],
  };

  it('saves, lists, generates, updates and deletes a custom report', async () => {
    const c = await t.call(admin, { method: 'POST', url: '/api/reports', payload: custom, ...A });
    expect(c.statusCode).toBe(201);
    const id = c.json().id;
    const list = await t.call(agent, { method: 'GET', url: '/api/reports', ...A });
    expect(list.json().items.map((x: { id: string }) => x.id)).toContain(id);
    const g = await t.call(agent, { method: 'GET', url: `/api/reports/${id}/generate`, query: { type: 'json' }, ...A });
    expect(g.statusCode).toBe(200);
    expect(g.json().items).toEqual([{ status: 'succeeded', row_count: 3, sum_amount: 30000 }]);
    const inMonth = await t.call(agent, {
      method: 'GET',
      url: `/api/reports/${id}/generate`,
      query: { type: 'json', ...period },
      ...A,
    });
    expect(inMonth.json().items[0].row_count).toBe(2);
    const csv = await t.call(agent, {
      method: 'GET',
      url: `/api/reports/${id}/generate`,
      query: { type: 'csv' },
      ...A,
    });
    expect(parse(csv.body.replace(/^\uFEFF/, ''), { columns: true })).toHaveLength(1);
    const u = await t.call(admin, {
      method: 'PUT',
      url: `/api/reports/${id}`,
      payload: { ...custom, group_by: [], sums: [], filters: [{ field: 'policy_number', op: 'in', value: ['POL-1'] }] },
      ...A,
    });
    expect(u.statusCode).toBe(200);
    const detail = await t.call(agent, {
      method: 'GET',
      url: `/api/reports/${id}/generate`,
      query: { type: 'json' },
      ...A,
    });
    expect(detail.json().items.map((x: { policy_number: string }) => x.policy_number)).toEqual(['POL-1', 'POL-1']);
    expect(
      (
        await t.call(adminB, {
          method: 'GET',
          url: `/api/reports/${id}/generate`,
          query: { type: 'json' },
          partner: PARTNER_B,
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.call(agent, { method: 'DELETE', url: `/api/reports/${id}`, ...A })).statusCode).toBe(403);
    // The read-only partner user runs and exports the partner's custom report, and cannot change or delete it.
    const partnerUser = { ...roleOf('partner_user', PARTNER_A), sub: 'partner-user-a' };
    const run = await t.call(partnerUser, {
      method: 'GET',
      url: `/api/reports/${id}/generate`,
      query: { type: 'csv' },
      ...A,
    });
    expect(run.statusCode).toBe(200);
    for (const [method, payload] of [
      ['POST', custom],
      ['PUT', custom],
      ['DELETE', undefined],
    ] as const) {
      const url = method === 'POST' ? '/api/reports' : `/api/reports/${id}`;
      const r = await t.call(partnerUser, { method, url, ...(payload ? { payload } : {}), ...A });
      expect(r.statusCode, `${method} ${url}`).toBe(403);
    }
    const still = await t.call(admin, { method: 'GET', url: '/api/reports', ...A });
    expect(still.json().items.filter((x: { id: string }) => x.id === id)).toHaveLength(1);
    expect((await t.call(admin, { method: 'DELETE', url: `/api/reports/${id}`, ...A })).statusCode).toBe(204);
    expect((await t.call(admin, { method: 'DELETE', url: `/api/reports/${id}`, ...A })).statusCode).toBe(404);
  });

  it('refuses fields outside the dataset, sums of text and SQL in values (bound, never run)', async () => {
    const bad = await t.call(admin, {
      method: 'POST',
      url: '/api/reports',
      payload: { ...custom, columns: ['password_hash'], sums: ['status'] },
      ...A,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['columns.0', 'sums.0']);
    const injection = await t.call(admin, {
      method: 'POST',
      url: '/api/reports',
      payload: {
        ...custom,
        group_by: [],
        sums: [],
        filters: [{ field: 'policy_number', op: 'contains', value: "x' or 1=1 --" }],
      },
      ...A,
    });
    const g = await t.call(admin, {
      method: 'GET',
      url: `/api/reports/${injection.json().id}/generate`,
      query: { type: 'json' },
      ...A,
    });
    expect(g.json().count).toBe(0);
  });

  it('uploads a definition to the report engine and renders it', async () => {
    const up = await t.call(admin, {
      method: 'POST',
      url: '/report-engine/upload',
      payload: {
        name: 'Claims by type',
        dataset: 'claims',
        columns: ['type'],
        group_by: ['type'],
        sums: ['claim_amount'],
      },
      ...A,
    });
    expect(up.statusCode).toBe(201);
    const list = await t.call(agent, { method: 'GET', url: '/report-engine/reports', ...A });
    expect(list.json().items).toHaveLength(1);
    const r = await t.call(agent, {
      method: 'GET',
      url: '/report-engine/report',
      query: { report_id: up.json().id, type: 'pdf' },
      ...A,
    });
    expect(r.statusCode).toBe(200);
    expect(await pdfText(r.rawPayload)).toContain('Claims by type');
    const missing = await t.call(agent, {
      method: 'GET',
      url: '/report-engine/report',
      query: { report_id: uuidv7(), type: 'json' },
      ...A,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('dashboards', () => {
  it('gives the BI figures of the partner over a period', async () => {
    const r = await t.call(agent, { method: 'GET', url: '/api/dashboard/bi', query: period, ...A });
    expect(r.statusCode).toBe(200);
    expect(r.json().totals).toMatchObject({ premiums_cents: 20000, claims_paid_cents: 50000, loss_ratio: 2.5 });
    expect(r.json().metabase_url).toBeNull();
    expect((await t.call(agent, { method: 'GET', url: '/api/dashboard/bi', ...A })).statusCode).toBe(400);
  });

  it('gives the internal dashboard to administrators only', async () => {
    const r = await t.call(admin, { method: 'GET', url: '/api/dashboard/internal', ...A });
    expect(r.statusCode).toBe(200);
    expect(r.json().failed_payouts).toBe(0);
    expect((await t.call(agent, { method: 'GET', url: '/api/dashboard/internal', ...A })).statusCode).toBe(403);
  });
});
