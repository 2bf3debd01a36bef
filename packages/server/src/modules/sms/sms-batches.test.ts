import ExcelJS from 'exceljs';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImportRunner, type ImportJob, importDomainsOf } from '../../platform/imports/index.ts';
import { createSimulatedSmsGateway, settleSimulatedDeliveries } from '../../platform/sms.ts';
import { storageFor } from '../../platform/storage.ts';
import { metricValue } from '../../test/metric-value.ts';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, roleOf, type TestApp } from '../../test/test-app.ts';
import { seedCustomer, seedPartners, seedProduct } from '../policies/policies.fixtures.ts';
import { createSmsDispatcher, type SmsDispatchJob } from './sms-dispatch.ts';

let t: TestApp;
const agent = roleOf('call_centre_agent', PARTNER_A);
const reader = roleOf('partner_user', PARTNER_A);
const B = '/api/sms_batch';

beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t);
  await t.owner.query(
    `insert into partner_configs (partner_guid, config) values ($1, '{"sms_rate_per_second": 10000}')
     on conflict (partner_guid) do update set config = excluded.config`,
    [PARTNER_A],
  );
});
afterAll(() => t.close());

/** Runs what the app queued (imports and dispatch), like the workers would; `afterChunk` may throw to crash. */
function worker(afterChunk?: (batch: string, handed: number) => void | Promise<void>) {
  const imports = createImportRunner(
    { database: t.database, storage: storageFor(t.config.dataDir), log: pino({ level: 'silent' }) },
    importDomainsOf(t.jobs),
  );
  const dispatcher = createSmsDispatcher({
    database: t.database,
    gateway: createSimulatedSmsGateway(),
    sleep: async () => {},
    afterChunk,
  });
  const sent = (t.jobs as unknown as { sent: { queue: string; data: object }[] }).sent;
  return {
    dispatcher,
    async drain() {
      while (sent.length) {
        const job = sent.shift()!;
        if (job.queue === 'imports.run') await imports.run(job.data as ImportJob);
        if (job.queue === 'sms.dispatch') await dispatcher.run(job.data as SmsDispatchJob);
      }
    },
  };
}

async function uploadFile(name: string, content: string, user = agent, partner = PARTNER_A) {
  const s = await t.call(user, { method: 'GET', url: `${B}/upload`, query: { filename: name }, partner });
  expect(s.statusCode, s.body).toBe(200);
  const put = await t.app.inject({
    method: 'PUT',
    url: s.json().signed_url,
    payload: Buffer.from(content),
    headers: { 'content-type': 'text/csv' },
  });
  expect(put.statusCode).toBe(200);
  return s.json().filename as string;
}

const blastFile = (rows: number, extra: string[] = []) =>
  ['Phone;Message', ...Array.from({ length: rows }, (_, i) => `07${String(10_000_000 + i)};Hello ${i}`), ...extra].join(
    '\n',
  );

const get = async (guid: string) =>
  (await t.call(reader, { method: 'GET', url: `${B}/${guid}`, partner: PARTNER_A })).json();

describe('SMS blasts from a file', () => {
  it('reads the header and first rows of an uploaded file (XLSX by the engine reader) for the column choice', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Recipients');
    ws.addRow(['Phone', 'Message']);
    for (let i = 0; i < 8; i++) ws.addRow([`07${10_000_000 + i}`, `Hello ${i}`]);
    const xlsx = Buffer.from(await wb.xlsx.writeBuffer());
    const s = await t.call(agent, {
      method: 'GET',
      url: `${B}/upload`,
      query: { filename: 'c.xlsx' },
      partner: PARTNER_A,
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: s.json().signed_url,
      payload: xlsx,
      headers: { 'content-type': s.json().content_type },
    });
    expect(put.statusCode).toBe(200);
    const head = (filename: string, user = agent, partner = PARTNER_A) =>
      t.call(user, { method: 'GET', url: `${B}/file_head`, query: { filename }, partner });
    const h = await head(s.json().filename);
    expect(h.statusCode, h.body).toBe(200);
    expect(h.json().header).toEqual(['Phone', 'Message']);
    expect(h.json().rows).toHaveLength(5);
    expect(h.json().rows[0]).toEqual(['0710000000', 'Hello 0']);
    const csv = await uploadFile('head.csv', blastFile(2));
    expect((await head(csv)).json()).toEqual({
      header: ['Phone', 'Message'],
      rows: [
        ['0710000000', 'Hello 0'],
        ['0710000001', 'Hello 1'],
      ],
    });
    // Invalid: not an upload of this partner, no file name; foreign partner and role without the permission.
    const other = await uploadFile('theirs.csv', blastFile(1), adminOf(PARTNER_B), PARTNER_B);
    const foreign = await head(other);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.filename).toBeTruthy();
    expect((await t.call(agent, { method: 'GET', url: `${B}/file_head`, partner: PARTNER_A })).statusCode).toBe(400);
    expect((await head(other, agent, PARTNER_B)).statusCode).toBe(403);
    expect((await head(csv, reader)).statusCode).toBe(403);
  });

  it('validates the file (counts, segments, preview), sends it, reports delivery states and downloads the report', async () => {
    const file = await uploadFile(
      'campaign.csv',
      blastFile(3, ['12345;Bad number', '0710000000;Duplicate', '0711111113;', '0711111214;Fête ê']),
    );
    const c = await t.call(agent, {
      method: 'POST',
      url: B,
      payload: { filename: file, delimiter: ';', msisdn_column: 'Phone', text_column: 'Message', default_text: 'Hi' },
      partner: PARTNER_A,
    });
    expect(c.statusCode, c.body).toBe(202);
    expect(c.json().status).toBe('validating');
    const w = worker();
    await w.drain();
    const ready = await get(c.json().guid);
    expect(ready).toMatchObject({ status: 'ready', total: 7, invalid: 2, recipients: 5, segments: 5, sent: 0 });
    expect(ready.preview[0]).toEqual({ msisdn: '254710000000', text: 'Hello 0', segments: 1 });
    const readyList = await t.call(reader, { method: 'GET', url: B, partner: PARTNER_A, query: { status: 'ready' } });
    expect(readyList.json().items.map((x: { guid: string }) => x.guid)).toEqual([c.json().guid]);
    const bad = await t.call(reader, { method: 'GET', url: `${B}/${c.json().guid}/invalid`, partner: PARTNER_A });
    expect(bad.json().items.map((r: { line: number }) => r.line)).toEqual([4, 5]);
    expect(await t.owner.query('select count(*)::int n from sms_outbox')).toMatchObject({ rows: [{ n: 0 }] });

    const s = await t.call(agent, { method: 'POST', url: `${B}/${c.json().guid}/send`, partner: PARTNER_A });
    expect(s.statusCode, s.body).toBe(202);
    await w.drain();
    const sentBatch = await get(c.json().guid);
    expect(sentBatch).toMatchObject({ status: 'completed', sent: 5, recipients: 5 });
    // Once queued (staged rows `applied`) the preview is still the first messages in file order, as before sending.
    expect(sentBatch.preview).toEqual(ready.preview);
    expect(sentBatch.preview.map((r: { msisdn: string }) => r.msisdn)).toHaveLength(5);
    const delivered = await metricValue('coverdesk_sms_settled_total', { status: 'delivered' });
    const noRoute = await metricValue('coverdesk_sms_settled_total', { status: 'failed', reason: 'no_route' });
    await settleSimulatedDeliveries(t.database, new Date(Date.now() + 60_000));
    const done = await get(c.json().guid);
    expect(done).toMatchObject({ delivered: 4, failed: 1 });
    expect(await metricValue('coverdesk_sms_settled_total', { status: 'delivered' })).toBeGreaterThanOrEqual(
      delivered + 4,
    );
    expect(await metricValue('coverdesk_sms_settled_total', { status: 'failed', reason: 'no_route' })).toBe(
      noRoute + 1,
    );
    const p = await t.call(reader, { method: 'GET', url: `${B}/progress/${c.json().guid}`, partner: PARTNER_A });
    expect(p.json()).toMatchObject({ status: 'completed', step: 'done', total: 5, processed: 5, percent: 100 });

    const d = await t.call(reader, { method: 'GET', url: `${B}/download/${c.json().guid}`, partner: PARTNER_A });
    expect(d.headers['content-type']).toContain('text/csv');
    const lines = d.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('line,msisdn,text,segments,status,reason,sent_at,delivered_at');
    expect(lines).toHaveLength(8);
    expect(lines.filter((l) => l.includes(',delivered,'))).toHaveLength(4);
    expect(lines.find((l) => l.includes('254711111113'))).toContain('failed,Number unreachable');
    expect(lines.find((l) => l.startsWith('5,'))).toContain('duplicate');

    // The same file and text again within a day asks to confirm.
    const again = await t.call(agent, {
      method: 'POST',
      url: B,
      payload: { filename: file, delimiter: ';', msisdn_column: 'Phone', text_column: 'Message', default_text: 'Hi' },
      partner: PARTNER_A,
    });
    expect(again.statusCode).toBe(409);
    const confirmed = await t.call(agent, {
      method: 'POST',
      url: B,
      payload: {
        filename: file,
        delimiter: ';',
        msisdn_column: 'Phone',
        text_column: 'Message',
        default_text: 'Hi',
        confirm_repeat: true,
      },
      partner: PARTNER_A,
    });
    expect(confirmed.statusCode).toBe(202);
    await w.drain();
    const events = await t.owner.query(
      "select action from audit_events where entity_type = 'sms_batch' and entity_guid = $1 order by guid",
      [c.json().guid],
    );
    expect(events.rows.map((r) => r.action)).toEqual(['create', 'send', 'complete']);
  });

  it('stops mid-send: messages handed still go out, no new ones start', async () => {
    const file = await uploadFile('stop.csv', blastFile(1200));
    const c = await t.call(agent, {
      method: 'POST',
      url: B,
      payload: { filename: file, delimiter: ';', msisdn_column: 'phone', default_text: 'Stop me' },
      partner: PARTNER_A,
    });
    const guid = c.json().guid;
    let chunks = 0;
    const w = worker(async () => {
      if (++chunks === 1) {
        const r = await t.call(agent, { method: 'PUT', url: `${B}/interrupt/${guid}`, partner: PARTNER_A });
        expect(r.statusCode).toBe(200);
      }
    });
    await w.drain();
    await t.call(agent, { method: 'POST', url: `${B}/${guid}/send`, partner: PARTNER_A });
    await w.drain();
    const b = await get(guid);
    expect(b.status).toBe('interrupted');
    expect(b.sent).toBe(1000);
    const n = await t.owner.query('select count(*)::int n from sms_outbox where batch_guid = $1', [guid]);
    expect(n.rows[0].n).toBe(1000);
    const again = await t.call(agent, { method: 'PUT', url: `${B}/interrupt/${guid}`, partner: PARTNER_A });
    expect(again.statusCode).toBe(409);
    const d = await t.call(reader, { method: 'GET', url: `${B}/download/${guid}`, partner: PARTNER_A });
    expect(d.body.split('\n').filter((l) => l.includes(',not_sent,'))).toHaveLength(200);
  });

  it('resumes after a killed worker without sending anyone the same message twice', async () => {
    const file = await uploadFile('resume.csv', blastFile(1100).replace('Phone;Message', 'Phone;Message'));
    const c = await t.call(agent, {
      method: 'POST',
      url: B,
      payload: {
        filename: file,
        delimiter: ';',
        msisdn_column: 'Phone',
        default_text: 'Once only',
        confirm_repeat: true,
      },
      partner: PARTNER_A,
    });
    const guid = c.json().guid;
    let crashed = false;
    const w = worker(() => {
      if (!crashed) {
        crashed = true;
        throw new Error('worker killed');
      }
    });
    await w.drain();
    await t.call(agent, { method: 'POST', url: `${B}/${guid}/send`, partner: PARTNER_A });
    await expect(w.drain()).rejects.toThrow('worker killed');
    expect((await get(guid)).sent).toBe(1000);
    await w.dispatcher.run({ partner: PARTNER_A, batch: guid });
    await w.dispatcher.run({ partner: PARTNER_A, batch: guid });
    expect(await get(guid)).toMatchObject({ status: 'completed', sent: 1100 });
    const dup = await t.owner.query(
      'select count(*)::int n, count(distinct msisdn)::int d from sms_outbox where batch_guid = $1',
      [guid],
    );
    expect(dup.rows[0]).toEqual({ n: 1100, d: 1100 });
  });

  it('sends from the staged rows: sending copies nothing, handing a message writes only its outbox row', async () => {
    const file = await uploadFile('queue.csv', blastFile(30, ['not-a-number;Bad']));
    const c = await t.call(agent, {
      method: 'POST',
      url: B,
      payload: {
        filename: file,
        delimiter: ';',
        msisdn_column: 'Phone',
        default_text: 'Queued?',
        confirm_repeat: true,
      },
      partner: PARTNER_A,
    });
    const guid = c.json().guid;
    const w = worker();
    await w.drain();
    const imp = (await t.owner.query('select import_batch_guid from sms_batches where guid = $1', [guid])).rows[0]
      .import_batch_guid;
    const statuses = async () =>
      (
        await t.owner.query(
          'select status, count(*)::int n from import_rows where batch_guid = $1 group by status order by status',
          [imp],
        )
      ).rows;
    const sent = await t.call(agent, { method: 'POST', url: `${B}/${guid}/send`, partner: PARTNER_A });
    expect(sent.json()).toMatchObject({ status: 'sending', recipients: 30, sent: 0 });
    expect(await statuses()).toEqual([
      { status: 'invalid', n: 1 },
      { status: 'valid', n: 30 },
    ]);
    const copied = 'select count(*)::int n from sms_batch_recipients where batch_guid = $1';
    expect((await t.owner.query(copied, [guid])).rows[0].n).toBe(0);
    await w.drain();
    expect(await get(guid)).toMatchObject({ status: 'completed', recipients: 30, sent: 30 });
    expect(await statuses()).toEqual([
      { status: 'invalid', n: 1 },
      { status: 'valid', n: 30 },
    ]);
    expect((await t.owner.query(copied, [guid])).rows[0].n).toBe(0);
    const out = await t.owner.query(
      'select count(*)::int n, min(batch_line) lo, max(batch_line) hi from sms_outbox where batch_guid = $1',
      [guid],
    );
    expect(out.rows[0]).toEqual({ n: 30, lo: 1, hi: 30 });
    const imported = await t.owner.query('select dry_run, applied from import_batches where guid = $1', [imp]);
    expect(imported.rows[0]).toEqual({ dry_run: true, applied: 0 });
  });

  it('refuses bad input, foreign partners and roles without the permission', async () => {
    const none = await t.call(agent, {
      method: 'POST',
      url: B,
      payload: { filename: 'x.csv', msisdn_column: '' },
      partner: PARTNER_A,
    });
    expect(none.statusCode).toBe(400);
    expect(Object.keys(none.json().errors).sort()).toEqual(['delimiter', 'msisdn_column']);
    const file = await uploadFile('comma.csv', 'phone,text\n0710000001,hi\n');
    const wrong = await t.call(agent, {
      method: 'POST',
      url: B,
      payload: { filename: file, delimiter: ';', msisdn_column: 'phone', text_column: 'text' },
      partner: PARTNER_A,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.delimiter).toBeDefined();
    const missing = await t.call(agent, {
      method: 'POST',
      url: B,
      payload: { filename: file, delimiter: ',', msisdn_column: 'mobile', text_column: 'text' },
      partner: PARTNER_A,
    });
    expect(missing.statusCode).toBe(400);
    expect(
      await t.owner.query('select count(*)::int n from sms_batches where filename = $1', ['comma.csv']),
    ).toMatchObject({
      rows: [{ n: 0 }],
    });
    const ok = await t.call(agent, {
      method: 'POST',
      url: B,
      payload: { filename: file, delimiter: ',', msisdn_column: 'phone', text_column: 'text' },
      partner: PARTNER_A,
    });
    expect(ok.statusCode).toBe(202);
    const guid = ok.json().guid;
    const other = adminOf(PARTNER_B);
    for (const [method, url] of [
      ['GET', `${B}/${guid}`],
      ['GET', `${B}/progress/${guid}`],
      ['GET', `${B}/download/${guid}`],
      ['PUT', `${B}/interrupt/${guid}`],
      ['POST', `${B}/${guid}/send`],
    ] as const)
      expect((await t.call(other, { method, url, partner: PARTNER_B })).statusCode, url).toBe(404);
    expect((await t.call(other, { method: 'GET', url: B, partner: PARTNER_B })).json().count).toBe(0);
    expect((await t.call(other, { method: 'GET', url: `${B}/${guid}`, partner: PARTNER_A })).statusCode).toBe(403);
    expect(
      (await t.call(reader, { method: 'PUT', url: `${B}/interrupt/${guid}`, partner: PARTNER_A })).statusCode,
    ).toBe(403);
    expect(
      (
        await t.call(roleOf('finance_officer', PARTNER_A), {
          method: 'POST',
          url: `${B}/${guid}/send`,
          partner: PARTNER_A,
        })
      ).statusCode,
    ).toBe(403);
    const foreignFile = await uploadFile('theirs.csv', 'phone\n0710000001\n', other, PARTNER_B);
    const stolen = await t.call(agent, {
      method: 'POST',
      url: B,
      payload: { filename: foreignFile, delimiter: ',', msisdn_column: 'phone', default_text: 'x' },
      partner: PARTNER_A,
    });
    expect(stolen.statusCode).toBe(400);
    const list = await t.call(reader, { method: 'GET', url: B, partner: PARTNER_A, query: { size: '50' } });
    expect(list.json().count).toBeGreaterThan(0);
    const notReady = await t.call(agent, { method: 'POST', url: `${B}/${guid}/send`, partner: PARTNER_A });
    expect(notReady.statusCode).toBe(409);
  });
});

describe('bulk SMS to customers', () => {
  it('previews and sends a template filled from each customer, seen in their SMS activity', async () => {
    const product = await seedProduct(t, PARTNER_A);
    const ann = await seedCustomer(t, PARTNER_A, { full_name: 'Ann Njeri' });
    const bob = await seedCustomer(t, PARTNER_A, { full_name: 'Bob Otieno' });
    await seedCustomer(t, PARTNER_A, { full_name: 'Not Chosen' });
    const tpl = await t.call(adminOf(PARTNER_A), {
      method: 'POST',
      url: '/api/sms_templates',
      payload: { code: 'HELLO', text: 'Hello %s', language: 'en', parameters: ['first_name'] },
      partner: PARTNER_A,
    });
    const body = { customer_guids: [ann.guid, bob.guid], template_guid: tpl.json().guid };
    const pv = await t.call(agent, {
      method: 'POST',
      url: `${B}/customers/preview`,
      payload: body,
      partner: PARTNER_A,
    });
    expect(pv.statusCode, pv.body).toBe(200);
    expect(pv.json()).toMatchObject({ count: 2, segments: 2 });
    expect(
      pv
        .json()
        .preview.map((p: { text: string }) => p.text)
        .sort(),
    ).toEqual(['Hello Ann', 'Hello Bob']);
    const c = await t.call(agent, { method: 'POST', url: `${B}/customers`, payload: body, partner: PARTNER_A });
    expect(c.statusCode, c.body).toBe(202);
    await worker().drain();
    expect(await get(c.json().guid)).toMatchObject({
      source: 'customers',
      status: 'completed',
      recipients: 2,
      sent: 2,
    });
    const activity = await t.call(reader, { method: 'GET', url: `/api/sms/customer/${ann.guid}`, partner: PARTNER_A });
    expect(activity.json()[0] ?? activity.json().items?.[0]).toMatchObject({ text: 'Hello Ann', status: 'sent' });

    const byProduct = await t.call(agent, {
      method: 'POST',
      url: `${B}/customers/preview`,
      payload: { product_guid: product.guid, text: 'Hi' },
      partner: PARTNER_A,
    });
    expect(byProduct.json().count).toBe(0);
    const nothing = await t.call(agent, {
      method: 'POST',
      url: `${B}/customers`,
      payload: { product_guid: product.guid, text: 'Hi' },
      partner: PARTNER_A,
    });
    expect(nothing.statusCode).toBe(422);
    const bad = await t.call(agent, { method: 'POST', url: `${B}/customers`, payload: {}, partner: PARTNER_A });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['product_guid', 'text']);
    const foreignTpl = await t.call(adminOf(PARTNER_B), {
      method: 'POST',
      url: `${B}/customers/preview`,
      payload: body,
      partner: PARTNER_B,
    });
    expect(foreignTpl.statusCode).toBe(404);
    expect(
      (await t.call(reader, { method: 'POST', url: `${B}/customers`, payload: body, partner: PARTNER_A })).statusCode,
    ).toBe(403);
  });

  it('the same text to the same customers within a day needs confirm_repeat, even on a double click', async () => {
    const ann = await seedCustomer(t, PARTNER_A, { full_name: 'Ann Twice' });
    const bob = await seedCustomer(t, PARTNER_A, { full_name: 'Bob Twice' });
    const send = (payload: object) =>
      t.call(agent, { method: 'POST', url: `${B}/customers`, payload, partner: PARTNER_A });
    const count = async () =>
      (await t.owner.query(`select count(*)::int n from sms_batches where source = 'customers'`)).rows[0].n;
    const body = { customer_guids: [ann.guid, bob.guid], text: 'Your cover renews on Monday' };
    const before = await count();
    // A double click: two requests at once give one batch and one 409.
    const both = await Promise.all([send(body), send(body)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([202, 409]);
    const refused = both.find((r) => r.statusCode === 409)!;
    expect(refused.json().code).toBe('sms_bulk_repeat');
    // The same customers in another order are the same recipients.
    const again = await send({ ...body, customer_guids: [bob.guid, ann.guid] });
    expect(again.statusCode).toBe(409);
    expect(await count()).toBe(before + 1);
    // Another text, or the same confirmed, goes.
    expect((await send({ ...body, text: 'Another message' })).statusCode).toBe(202);
    expect((await send({ ...body, confirm_repeat: true })).statusCode).toBe(202);
    expect(await count()).toBe(before + 3);
    await worker().drain();
  });
});

describe('SMS send times and lengths', () => {
  it('refuses a send time in the past on every path (customers and file), writing nothing', async () => {
    const ann = await seedCustomer(t, PARTNER_A, { full_name: 'Ann Past' });
    const past = new Date(Date.now() - 3_600_000).toISOString();
    const before = (await t.owner.query('select count(*)::int n from sms_batches')).rows[0].n;
    const bulk = await t.call(agent, {
      method: 'POST',
      url: `${B}/customers`,
      payload: { customer_guids: [ann.guid], text: 'Too late', scheduled_at: past },
      partner: PARTNER_A,
    });
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json().errors.scheduled_at).toBe('The send time is in the past: choose a time to come, or send now.');
    const filename = await uploadFile('past.csv', blastFile(2));
    const blast = await t.call(agent, {
      method: 'POST',
      url: B,
      payload: { filename, delimiter: ';', msisdn_column: 'Phone', text_column: 'Message', scheduled_at: past },
      partner: PARTNER_A,
    });
    expect(blast.statusCode).toBe(400);
    expect(blast.json().errors).toHaveProperty('scheduled_at');
    expect((await t.owner.query('select count(*)::int n from sms_batches')).rows[0].n).toBe(before);
    // A time to come is scheduled.
    const later = await t.call(agent, {
      method: 'POST',
      url: `${B}/customers`,
      payload: {
        customer_guids: [ann.guid],
        text: 'Later',
        scheduled_at: new Date(Date.now() + 3_600_000).toISOString(),
      },
      partner: PARTNER_A,
    });
    expect(later.statusCode, later.body).toBe(202);
    expect(later.json().status).toBe('scheduled');
  });

  it('a text too long because of characters outside GSM-7 names them and the limit they set', async () => {
    const ann = await seedCustomer(t, PARTNER_A, { full_name: 'Ann Long' });
    const text = `Votre prime est payée ✓ ${'x'.repeat(400)}`;
    const r = await t.call(agent, {
      method: 'POST',
      url: `${B}/customers`,
      payload: { customer_guids: [ann.guid], text },
      partner: PARTNER_A,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors.text).toBe(
      `Maximum characters exceeded: at most 6 SMS parts, that is 402 characters, because « ✓ » are not in the GSM-7 alphabet (without them: 918); this text has ${text.length}.`,
    );
    const plain = await t.call(agent, {
      method: 'POST',
      url: `${B}/customers`,
      payload: { customer_guids: [ann.guid], text: 'x'.repeat(1000) },
      partner: PARTNER_A,
    });
    expect(plain.json().errors.text).toMatch(/^Maximum characters exceeded: at most 6 SMS parts \(1000 characters\)/);
  });
});
