import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importWorker, upload } from '../../platform/imports/test/import-helpers.ts';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, roleOf, type TestApp } from '../../test/test-app.ts';
import { countRows, inDays, seedCustomer, seedPartners, seedProduct } from '../policies/policies.fixtures.ts';

let t: TestApp;
let worker: ReturnType<typeof importWorker>;
let product: Awaited<ReturnType<typeof seedProduct>>;
const agent = roleOf('call_centre_agent', PARTNER_A);
const reader = roleOf('partner_user', PARTNER_A);
const BASE = '/api/bulk-policy-onboarding';
const HEADER = 'msisdn,full_name,date_of_birth,product_code,premium,national_id,reference';

beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t);
  product = await seedProduct(t, PARTNER_A);
  worker = importWorker(t);
});
afterAll(() => t.close());

let n = 0;
const phone = () => `0733${String(100_000 + ++n).padStart(6, '0')}`;
const csv = (rows: string[][]) => [HEADER, ...rows.map((r) => r.join(','))].join('\n');
const batch = async (guid: string) =>
  (await t.call(reader, { method: 'GET', url: `${BASE}/${guid}`, partner: PARTNER_A })).json();
const customersWith = async (msisdn: string) =>
  (await t.owner.query('select guid from customers where msisdn = $1 and partner_guid = $2', [msisdn, PARTNER_A])).rows;

describe('bulk policy onboarding', () => {
  it('registers new customers, finds known ones and buys each policy, all or nothing per row, once per key', async () => {
    const known = await seedCustomer(t, PARTNER_A);
    const a = phone();
    const tooOld = phone();
    const dupId = phone();
    const file = csv([
      [a, 'Wanjiku Mwangi', '1988-02-10', product.code, '200', 'NID-A1', ''],
      [known.msisdn, 'Known Person', '1990-05-20', product.code.toLowerCase(), '100', '', ''],
      [tooOld, 'Old Timer', '1940-01-01', product.code, '200', '', ''],
      [phone(), 'No Product', '1990-01-01', 'NOPE', '200', '', ''],
      [phone(), 'Bad Premium', '1990-01-01', product.code, '201', '', ''],
      [dupId, 'Same Id', '1990-01-01', product.code, '200', 'NID-A1', ''],
      [phone(), 'Bad Date', '31/31/1990', product.code, '200', '', ''],
      [a, 'Wanjiku Mwangi', '1988-02-10', product.code, '200', 'NID-A1', ''],
    ]);
    const customersBefore = await countRows(t, 'customers');
    const b = await upload(t, agent, `${BASE}/upload`, PARTNER_A, 'coop.csv', file);
    await worker.drain();
    expect(await batch(b.guid)).toMatchObject({
      status: 'completed',
      total: 8,
      applied: 2,
      failed: 4,
      invalid: 1,
      duplicates: 1,
    });
    // Only the new customer of the applied row: a refused row leaves no customer behind.
    expect(await countRows(t, 'customers')).toBe(customersBefore + 1);
    expect(await customersWith(`254${tooOld.slice(1)}`)).toEqual([]);
    expect(await customersWith(`254${dupId.slice(1)}`)).toEqual([]);
    // The new customer is welcomed (in the chunk's transaction); the known one and the refused rows get nothing.
    const welcomed = await t.owner.query(
      `select o.msisdn, o.text from sms_outbox o where o.kind = 'customer_registered' and o.msisdn = any($1)`,
      [[`254${a.slice(1)}`, known.msisdn, `254${tooOld.slice(1)}`, `254${dupId.slice(1)}`]],
    );
    expect(welcomed.rows).toEqual([
      { msisdn: `254${a.slice(1)}`, text: 'Welcome Wanjiku, you are now registered with us.' },
    ]);
    const policies = await t.owner.query(
      `select c.msisdn, p.status, p.premium_cents::int, p.additional_details->>'channel' as channel
       from policies p join customers c on c.guid = p.customer_guid and c.partner_guid = p.partner_guid
       where p.product_guid = $1 order by c.msisdn`,
      [product.guid],
    );
    expect(policies.rows).toEqual([
      { msisdn: known.msisdn, status: 'pending', premium_cents: 10_000, channel: 'BulkOnboarding' },
      { msisdn: `254${a.slice(1)}`, status: 'pending', premium_cents: 20_000, channel: 'BulkOnboarding' },
    ]);
    const failed = await t.call(reader, {
      method: 'GET',
      url: '/api/failed_batch_entries',
      query: { batch_guid: b.guid, page: '1', page_size: '10' },
      partner: PARTNER_A,
    });
    expect(failed.statusCode).toBe(200);
    expect(failed.json().count).toBe(6);
    expect(failed.json().items.map((r: { line: number; reason: string }) => [r.line, r.reason])).toEqual([
      [3, expect.stringContaining('age')],
      [4, `No product of this partner has the code NOPE.`],
      [5, expect.any(String)],
      [6, expect.stringContaining('national')],
      [7, expect.stringContaining('date_of_birth')],
      [8, 'Same key as line 1 of this file.'],
    ]);
    const list = await t.call(reader, {
      method: 'GET',
      url: `${BASE}/batches`,
      query: { page: '1', page_size: '5' },
      partner: PARTNER_A,
    });
    expect(list.json()).toMatchObject({ count: 1, items: [{ guid: b.guid, kind: 'onboarding' }] });

    // The same file again: every onboarded key is skipped, nothing twice.
    const again = await upload(t, agent, `${BASE}/upload`, PARTNER_A, 'coop.csv', file);
    await worker.drain();
    expect(await batch(again.guid)).toMatchObject({ status: 'completed', applied: 0, already: 2, failed: 4 });
    expect(await countRows(t, 'customers')).toBe(customersBefore + 1);
  });

  it('in one chunk: a new customer on two keys is registered once, a known name stays searchable, each event queues its document', async () => {
    const known = await seedCustomer(t, PARTNER_A, { full_name: 'Achieng Odhiambo' });
    const template = async (event: string, type: string) => {
      const guid = uuidv7();
      await t.owner.query(
        `insert into document_templates (partner_guid, guid, name, type, trigger, event, title_en, title_fr, body_en, body_fr)
         values ($1, $2, $3, $4, 'Event', $5, 'T', 'T', 'B', 'B')`,
        [PARTNER_A, guid, `Onboarding ${event}`, type, event],
      );
      return guid;
    };
    const welcome = await template('customer_registered', 'Customer');
    const purchase = await template('policy_purchased', 'Policy');
    const twice = phone();
    const file = csv([
      [twice, 'Achieng Odhiambo', '1987-07-07', product.code, '100', '', 'TWO-1'],
      [twice, 'Achieng Odhiambo', '1987-07-07', product.code, '200', '', 'TWO-2'],
      [known.msisdn, 'Whatever Name', '1990-05-20', product.code, '100', '', 'KNOWN-1'],
      [phone(), 'Zawadi Kamau', '1995-01-01', product.code, '100', '', 'NEW-1'],
      [phone(), 'Too Young', '2015-01-01', product.code, '100', '', 'YOUNG-1'],
    ]);
    const b = await upload(t, agent, `${BASE}/upload`, PARTNER_A, 'chunk.csv', file);
    await worker.drain();
    expect(await batch(b.guid)).toMatchObject({ status: 'completed', applied: 4, failed: 1 });

    const entries = await t.owner.query(
      `select e.row_key, e.customer_guid, e.customer_created, p.customer_guid as policy_customer
       from onboarding_entries e join policies p on p.partner_guid = e.partner_guid and p.guid = e.policy_guid
       where e.batch_guid = $1 order by e.line`,
      [b.guid],
    );
    const [one, two, knownRow, fresh] = entries.rows;
    expect(entries.rows.map((r) => [r.row_key, r.customer_created])).toEqual([
      ['TWO-1', true],
      ['TWO-2', false],
      ['KNOWN-1', false],
      ['NEW-1', true],
    ]);
    for (const e of entries.rows) expect(e.policy_customer).toBe(e.customer_guid);
    expect(two.customer_guid).toBe(one.customer_guid);
    expect(knownRow.customer_guid).toBe(known.guid);
    expect(await customersWith(`254${twice.slice(1)}`)).toEqual([{ guid: one.customer_guid }]);

    // Every change has its audit event: a registration per new customer, a purchase per policy.
    const audits = await t.owner.query(
      `select entity_type, action, count(*)::int as n from audit_events
       where partner_guid = $1 and entity_guid = any($2::text[]) group by 1, 2 order by 1`,
      [PARTNER_A, [one.customer_guid, fresh.customer_guid, known.guid]],
    );
    expect(audits.rows).toEqual([{ entity_type: 'customer', action: 'register', n: 2 }]);
    const purchases = await t.owner.query(
      `select count(*)::int as n from audit_events a join onboarding_entries e
         on e.partner_guid = a.partner_guid and a.entity_guid = e.policy_guid::text
       where e.batch_guid = $1 and a.entity_type = 'policy' and a.action = 'purchase'`,
      [b.guid],
    );
    expect(purchases.rows[0].n).toBe(4);

    // The documents the audit trigger would have queued, once per event: two welcomes, four purchase letters.
    const jobs = await t.owner.query(
      'select template_guid, count(*)::int as n from template_jobs where template_guid = any($1::uuid[]) group by 1',
      [[welcome, purchase]],
    );
    expect(Object.fromEntries(jobs.rows.map((r) => [r.template_guid, r.n]))).toEqual({ [welcome]: 2, [purchase]: 4 });
    // A purchase outside the bulk statement is still queued by the trigger.
    const bought = await t.call(agent, {
      method: 'POST',
      url: '/api/products/buy',
      payload: { customer_guid: known.guid, product_guid: product.guid, start_date: inDays(0), premium_cents: 20_000 },
      partner: PARTNER_A,
    });
    expect(bought.statusCode).toBe(201);
    const after = await t.owner.query('select count(*)::int as n from template_jobs where template_guid = $1', [
      purchase,
    ]);
    expect(after.rows[0].n).toBe(5);
    await t.owner.query('update document_templates set active = false where guid = any($1::uuid[])', [
      [welcome, purchase],
    ]);

    // The new names are in the name search's list, the name already borne there once.
    const names = await t.owner.query(
      `select name_key from customer_names where partner_guid = $1
       and name_key in (cd_normalize_name('Achieng Odhiambo'), cd_normalize_name('Zawadi Kamau')) order by 1`,
      [PARTNER_A],
    );
    expect(names.rows).toEqual([{ name_key: 'achieng odhiambo' }, { name_key: 'zawadi kamau' }]);
  });

  it('a dry run writes nothing and says what applying would do; the signed URL of the spec starts it', async () => {
    const signed = await t.call(agent, {
      method: 'GET',
      url: `${BASE}/signed_url`,
      query: { filename: 'members.csv' },
      partner: PARTNER_A,
    });
    expect(signed.statusCode).toBe(200);
    const { signed_url, filename, content_type } = signed.json();
    await t.app.inject({
      method: 'PUT',
      url: signed_url,
      headers: { 'content-type': content_type },
      payload: csv([
        [phone(), 'Dry One', '1991-03-03', product.code, '100', '', 'REF-1'],
        [phone(), 'Dry Two', '1930-03-03', product.code, '100', '', 'REF-2'],
      ]),
    });
    const customers = await countRows(t, 'customers');
    const policies = await countRows(t, 'policies');
    const dry = await t.call(agent, {
      method: 'POST',
      url: BASE,
      payload: { filename, dry_run: true },
      partner: PARTNER_A,
    });
    expect(dry.statusCode, dry.body).toBe(202);
    await worker.drain();
    expect(await batch(dry.json().guid)).toMatchObject({ status: 'completed', valid: 1, failed: 1, applied: 0 });
    expect(await countRows(t, 'customers')).toBe(customers);
    expect(await countRows(t, 'policies')).toBe(policies);
    await t.call(agent, { method: 'POST', url: `${BASE}/${dry.json().guid}/apply`, partner: PARTNER_A });
    await worker.drain();
    expect(await batch(dry.json().guid)).toMatchObject({ status: 'completed', applied: 1, failed: 1 });
    expect(await countRows(t, 'policies')).toBe(policies + 1);
  });

  it('a dry run answers what applying does, row for row: a national id taken by an earlier row of the file', async () => {
    const file = csv([
      [phone(), 'First Holder', '1988-02-10', product.code, '200', 'NID-DRY-1', ''],
      [phone(), 'Same Id', '1990-01-01', product.code, '200', 'NID-DRY-1', ''],
      [phone(), 'No Product', '1990-01-01', 'NOPE', '200', '', ''],
    ]);
    const dry = await upload(t, agent, `${BASE}/upload`, PARTNER_A, 'dry.csv', file, { dry_run: 'true' });
    await worker.drain();
    expect(await batch(dry.guid)).toMatchObject({ status: 'completed', valid: 1, applied: 0, failed: 2, already: 0 });
    const refused = async (guid: string) =>
      (
        await t.call(reader, {
          method: 'GET',
          url: `${BASE}/${guid}/transactions`,
          query: { status: 'failed' },
          partner: PARTNER_A,
        })
      )
        .json()
        .items.map((r: { line: number; reason: string }) => [r.line, r.reason]);
    const predicted = await refused(dry.guid);
    expect(predicted).toHaveLength(2);
    await t.call(agent, { method: 'POST', url: `${BASE}/${dry.guid}/apply`, partner: PARTNER_A });
    await worker.drain();
    expect(await batch(dry.guid)).toMatchObject({ status: 'completed', applied: 1, failed: 2, already: 0 });
    expect(await refused(dry.guid), 'the refusals the dry run foresaw').toEqual(predicted);
  });

  it('refuses bad input, another partner and a role without the right', async () => {
    const bad = await t.call(reader, {
      method: 'GET',
      url: '/api/failed_batch_entries',
      query: { batch_guid: 'nope', page: '1', page_size: '10' },
      partner: PARTNER_A,
    });
    expect(bad.statusCode).toBe(400);
    const tooBig = await t.call(reader, {
      method: 'GET',
      url: `${BASE}/batches`,
      query: { page: '1', page_size: '100000' },
      partner: PARTNER_A,
    });
    expect(tooBig.statusCode).toBe(400);
    const b = await upload(
      t,
      agent,
      `${BASE}/upload`,
      PARTNER_A,
      'x.csv',
      csv([[phone(), 'X', '1990-01-01', 'P', '1', '', '']]),
    );
    const foreign = await t.call(adminOf(PARTNER_B), {
      method: 'GET',
      url: '/api/failed_batch_entries',
      query: { batch_guid: b.guid, page: '1', page_size: '10' },
      partner: PARTNER_B,
    });
    expect(foreign.statusCode).toBe(404);
    const notMine = await t.call(agent, { method: 'GET', url: `${BASE}/batches`, partner: PARTNER_B });
    expect(notMine.statusCode).toBe(403);
    const noRole = await t.call(roleOf('claims_assessor', PARTNER_A), {
      method: 'GET',
      url: `${BASE}/signed_url`,
      query: { filename: 'x.csv' },
      partner: PARTNER_A,
    });
    expect(noRole.statusCode).toBe(403);
    const columns = await t.call(agent, {
      method: 'POST',
      url: `${BASE}/upload`,
      partner: PARTNER_A,
      ...(await import('../../platform/imports/test/import-helpers.ts')).multipart('x.csv', 'msisdn,name\n1,2\n'),
    });
    expect(columns.statusCode).toBe(400);
    expect(columns.json().errors.file).toContain('date_of_birth');
    await worker.drain();
  });
});
