import pino from 'pino';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importWorker, upload } from '../../platform/imports/test/import-helpers.ts';
import type { inlineJobs } from '../../platform/jobs.ts';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, roleOf, type TestApp } from '../../test/test-app.ts';
import { inDays, seedPartners, seedProduct } from '../policies/policies.fixtures.ts';
import { createGroupRegistration, GROUP_REGISTER_QUEUE, type GroupRegisterJob } from './group-registration.ts';

let t: TestApp;
let worker: ReturnType<typeof importWorker>;
let product: Awaited<ReturnType<typeof seedProduct>>;
const agent = { ...roleOf('call_centre_agent', PARTNER_A), sub: uuidv7() };
const reader = roleOf('partner_user', PARTNER_A);
const assessor = roleOf('claims_assessor', PARTNER_A);
const foreign = adminOf(PARTNER_B);
let phones = 711_000_000;
const phone = () => `0${++phones}`;

beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t);
  product = await seedProduct(t, PARTNER_A, { minimum_age: 18, maximum_age: 60 });
  await t.owner.query(
    `insert into group_product_configs (partner_guid, guid, product_guid, min_members, max_members, allow_dependants)
     values ($1, $2, $3, 2, 100, true)`,
    [PARTNER_A, uuidv7(), product.guid],
  );
  worker = importWorker(t);
});
afterAll(() => t.close());

const call = (user: Parameters<TestApp['call']>[0], o: Parameters<TestApp['call']>[1]) =>
  t.call(user, { partner: PARTNER_A, ...o });

async function newGroup(name = `Coop ${Math.random().toString(36).slice(2, 8)}`) {
  const r = await call(agent, {
    method: 'POST',
    url: '/api/groups/pre_register',
    payload: {
      name,
      group_type: 'cooperative',
      product_guid: product.guid,
      premium_cents: 1_000,
      start_date: inDays(0),
      contact_name: 'Jane Mwangi',
      contact_msisdn: phone(),
    },
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json() as { guid: string; name: string; status: string };
}
const addPrincipal = async (group: string, body: Record<string, unknown> = {}) => {
  const r = await call(agent, {
    method: 'POST',
    url: '/api/groups/temp/add/principal',
    payload: { group_id: group, msisdn: phone(), full_name: 'Peter Otieno', date_of_birth: '1985-03-01', ...body },
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json() as { guid: string; msisdn: string; missing: string[] };
};
/** Runs the registration jobs the app queued, as the worker would. */
async function drainRegistrations() {
  const sent = (t.jobs as ReturnType<typeof inlineJobs>).sent;
  const reg = createGroupRegistration({
    database: t.database,
    jobs: t.jobs,
    sms: { send: async () => ({}) } as never,
    kyc: {} as never,
    log: pino({ level: 'silent' }),
  });
  for (let i = sent.length - 1; i >= 0; i--) {
    const job = sent[i]!;
    if (job.queue !== GROUP_REGISTER_QUEUE) continue;
    sent.splice(i, 1);
    await reg.run(job.data as GroupRegisterJob);
  }
}

describe('group schemes', () => {
  it('pre-registers, refuses bad input, duplicates, foreign partners and missing roles', async () => {
    const g = await newGroup('Umoja Cooperative');
    expect(g.status).toBe('pre_registered');
    const bad = await call(agent, {
      method: 'POST',
      url: '/api/groups/pre_register',
      payload: { name: '', group_type: 'club', product_guid: product.guid },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['name', 'group_type', 'premium_cents']));
    const dup = await call(agent, {
      method: 'POST',
      url: '/api/groups/pre_register',
      payload: {
        name: 'umoja cooperative',
        group_type: 'cooperative',
        product_guid: product.guid,
        premium_cents: 1_000,
        start_date: inDays(0),
        contact_name: 'X',
        contact_msisdn: phone(),
      },
    });
    expect(dup.statusCode).toBe(409);
    const noPremium = await call(agent, {
      method: 'PUT',
      url: '/api/groups/pre_register',
      payload: {
        groupId: g.guid,
        name: 'Umoja',
        group_type: 'cooperative',
        product_guid: product.guid,
        premium_cents: 1_234,
        start_date: inDays(0),
        contact_name: 'X',
        contact_msisdn: phone(),
      },
    });
    expect(noPremium.statusCode).toBe(400);
    expect(noPremium.json().errors).toHaveProperty('premium_cents');
    expect((await call(reader, { method: 'POST', url: '/api/groups/pre_register', payload: {} })).statusCode).toBe(403);
    expect((await call(assessor, { method: 'DELETE', url: `/api/groups/${g.guid}` })).statusCode).toBe(403);
    const other = await t.call(foreign, { method: 'GET', url: `/api/groups/group/${g.guid}`, partner: PARTNER_B });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Umoja');
    const list = await call(reader, { method: 'GET', url: '/api/groups', query: { search: 'umoja' } });
    expect(list.json()).toMatchObject({ count: 1, items: [{ guid: g.guid, product_name: 'Hospital Cash' }] });
    const mine = await call(agent, { method: 'GET', url: '/api/groups/user' });
    expect(mine.json().count).toBeGreaterThanOrEqual(1);
    const theirs = await t.call(foreign, { method: 'GET', url: '/api/groups', partner: PARTNER_B });
    expect(theirs.json().count).toBe(0);
  });

  it('keeps temporary members: a phone number first, completed later; dependants; what is missing', async () => {
    const g = await newGroup();
    const r = await call(agent, {
      method: 'POST',
      url: '/api/groups/temp/add/principal',
      payload: { group_id: g.guid, msisdn: phone() },
    });
    expect(r.statusCode).toBe(201);
    const p = r.json();
    expect(p.missing).toEqual(['full_name', 'date_of_birth']);
    const again = await call(agent, {
      method: 'POST',
      url: '/api/groups/temp/add/principal',
      payload: { group_id: g.guid, msisdn: p.msisdn },
    });
    expect(again.statusCode).toBe(409);
    const badPhone = await call(agent, {
      method: 'POST',
      url: '/api/groups/temp/add/principal',
      payload: { group_id: g.guid, msisdn: '12' },
    });
    expect(badPhone.statusCode).toBe(400);
    const edited = await call(agent, {
      method: 'PUT',
      url: `/api/groups/temp/edit/principal/id/${p.guid}`,
      payload: { msisdn: p.msisdn, full_name: 'Grace Akinyi', date_of_birth: '1990-01-01', gender: 'female' },
    });
    expect(edited.json()).toMatchObject({ full_name: 'Grace Akinyi', missing: [] });
    const dep = await call(agent, {
      method: 'POST',
      url: '/api/groups/temp/add/dependant',
      payload: { principal_id: p.guid, full_name: 'Tom Akinyi', relationship: 'Child', gender: 'male' },
    });
    expect(dep.statusCode, dep.body).toBe(201);
    const all = await call(reader, { method: 'GET', url: '/api/groups/temp/all', query: { groupId: g.guid } });
    expect(all.json().items.map((m: { kind: string }) => m.kind)).toEqual(['principal', 'dependant']);
    const foreignEdit = await t.call(foreign, {
      method: 'PUT',
      url: `/api/groups/temp/edit/dependant/id/${dep.json().guid}`,
      partner: PARTNER_B,
      payload: { full_name: 'X', relationship: 'Child', gender: 'male' },
    });
    expect(foreignEdit.statusCode).toBe(404);
    expect(
      (await call(agent, { method: 'DELETE', url: `/api/groups/temp/delete/dependant/id/${dep.json().guid}` }))
        .statusCode,
    ).toBe(204);
    expect(
      (await call(agent, { method: 'DELETE', url: `/api/groups/temp/delete/principal/id/${p.guid}` })).statusCode,
    ).toBe(204);
  });

  it('uploads a members file through the import engine: bad rows named, dependants under their principal', async () => {
    const g = await newGroup();
    const file = [
      'msisdn,full_name,date_of_birth,gender,principal_msisdn,relationship',
      '0722000001,Ann Njeri,1980-02-02,female,,',
      '0722000002,Ben Kiptoo,02/03/1979,male,,',
      ',Cate Njeri,2015-01-01,female,0722000001,Child',
      'not-a-phone,Bad Row,1980-01-01,male,,',
      ',Orphan,2015-01-01,male,0722999999,Child',
      '0722000001,Ann Again,1980-02-02,female,,',
    ].join('\n');
    const b = await upload(t, agent, '/api/groups/temp/upload', PARTNER_A, 'members.csv', file, { groupId: g.guid });
    await worker.drain();
    const batch = (await call(reader, { method: 'GET', url: `/api/groups/temp/imports/${b.guid}` })).json();
    expect(batch).toMatchObject({ status: 'completed', applied: 3, failed: 2, duplicates: 1 });
    const errors = await call(reader, { method: 'GET', url: `/api/groups/temp/imports/${b.guid}/error_file` });
    expect(errors.body).toContain('Orphan');
    expect(errors.body).toContain('Bad Row');
    // The group page lists its earlier members files with their status and counts.
    const dry = await upload(t, agent, '/api/groups/uploads', PARTNER_A, 'again.csv', file, {
      groupId: g.guid,
      dry_run: 'true',
    });
    await worker.drain();
    const uploads = await call(reader, { method: 'GET', url: `/api/groups/${g.guid}/uploads` });
    expect(uploads.statusCode, uploads.body).toBe(200);
    expect(uploads.json().count).toBe(2);
    expect(uploads.json().items.map((x: { guid: string }) => x.guid)).toEqual([dry.guid, b.guid]);
    expect(uploads.json().items[1]).toMatchObject({
      filename: 'members.csv',
      status: 'completed',
      dry_run: false,
      applied: 3,
      failed: 2,
      duplicates: 1,
      options: { group_guid: g.guid },
    });
    const other = await newGroup();
    expect((await call(reader, { method: 'GET', url: `/api/groups/${other.guid}/uploads` })).json().count).toBe(0);
    expect(
      (await t.call(foreign, { method: 'GET', url: `/api/groups/${g.guid}/uploads`, partner: PARTNER_B })).statusCode,
    ).toBe(404);
    const nobody = { roles: [] as string[], partners: [PARTNER_A], username: 'nobody' };
    expect((await call(nobody, { method: 'GET', url: `/api/groups/${g.guid}/uploads` })).statusCode).toBe(403);
    expect((await call(reader, { method: 'GET', url: '/api/groups/not-a-guid/uploads' })).statusCode).toBe(400);
    expect(
      (await call(reader, { method: 'GET', url: `/api/groups/${g.guid}/uploads`, query: { size: '0' } })).statusCode,
    ).toBe(400);
    const noGroup = await call(agent, {
      method: 'POST',
      url: '/api/groups/uploads',
      query: { groupId: uuidv7() },
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(noGroup.statusCode).toBe(404);
    const q = await call(reader, { method: 'GET', url: '/api/groups/v2/quotation', query: { group_id: g.guid } });
    expect(q.json()).toMatchObject({
      members: 2,
      dependants: 1,
      eligible: 2,
      total_premium_cents: 2_000,
      blocker: null,
    });
  });

  it('a dry run of a members file answers what applying it does (one rule for both)', async () => {
    const g = await newGroup();
    // The dependant names its principal in another form of the same number; the second upload finds both recorded.
    const file = [
      'msisdn,full_name,date_of_birth,gender,principal_msisdn,relationship',
      '0722000011,Dan Otieno,1980-02-02,male,,',
      ',Eve Otieno,2015-01-01,female,+254 722 000011,Child',
    ].join('\n');
    const counts = async (dry: boolean) => {
      const b = await upload(t, agent, '/api/groups/temp/upload', PARTNER_A, 'members.csv', file, {
        groupId: g.guid,
        dry_run: String(dry),
      });
      await worker.drain();
      const r = (await call(reader, { method: 'GET', url: `/api/groups/temp/imports/${b.guid}` })).json();
      return { status: r.status, applied: r.applied, already: r.already, failed: r.failed, processed: r.processed };
    };
    expect(await counts(true)).toEqual({ status: 'completed', applied: 0, already: 0, failed: 0, processed: 2 });
    expect(await counts(false)).toEqual({ status: 'completed', applied: 2, already: 0, failed: 0, processed: 2 });
    expect(await counts(true)).toEqual({ status: 'completed', applied: 0, already: 2, failed: 0, processed: 2 });
    expect(await counts(false)).toEqual({ status: 'completed', applied: 0, already: 2, failed: 0, processed: 2 });
  });

  it('registers all or nothing per member, idempotently, then shows policies, premiums and takes a group payment', async () => {
    const g = await newGroup();
    const a = await addPrincipal(g.guid);
    await addPrincipal(g.guid, { full_name: 'Old Timer', date_of_birth: '1940-01-01' });
    const c = await addPrincipal(g.guid);
    const incomplete = await addPrincipal(g.guid, { full_name: null, date_of_birth: null });
    await call(agent, {
      method: 'POST',
      url: '/api/groups/temp/add/dependant',
      payload: { principal_id: a.guid, full_name: 'Kid One', relationship: 'Child', gender: 'male' },
    });
    const q = (
      await call(reader, { method: 'GET', url: '/api/groups/v2/quotation', query: { group_id: g.guid } })
    ).json();
    expect(q).toMatchObject({ members: 4, eligible: 2, blocker: null });
    expect(q.lines.find((l: { member_guid: string }) => l.member_guid === incomplete.guid).reason).toContain(
      'full_name',
    );
    expect(
      (await call(reader, { method: 'POST', url: '/api/groups/v2/register', payload: { group_id: g.guid } }))
        .statusCode,
    ).toBe(403);
    const run = await call(agent, { method: 'POST', url: '/api/groups/v2/register', payload: { group_id: g.guid } });
    expect(run.statusCode, run.body).toBe(202);
    const twice = await call(agent, { method: 'POST', url: '/api/groups/v2/register', payload: { group_id: g.guid } });
    expect(twice.statusCode).toBe(409);
    await drainRegistrations();
    const detail = (await call(reader, { method: 'GET', url: `/api/groups/group/${g.guid}` })).json();
    expect(detail).toMatchObject({
      status: 'registered',
      registered_count: 2,
      registration: { status: 'completed', registered: 2, failed: 2 },
    });
    const members = (
      await call(reader, { method: 'GET', url: `/api/groups/${g.guid}/members`, query: { size: '50' } })
    ).json();
    const statuses = Object.fromEntries(members.items.map((m: { guid: string; status: string }) => [m.guid, m.status]));
    expect(statuses[a.guid]).toBe('registered');
    expect(statuses[c.guid]).toBe('registered');
    expect(statuses[incomplete.guid]).toBe('failed');
    // The failed member left nothing behind: no customer with its number.
    const ghost = await t.owner.query('select count(*)::int n from customers where msisdn = $1', [
      `254${incomplete.msisdn.slice(1)}`,
    ]);
    expect(ghost.rows[0].n).toBe(0);
    const dependants = await t.owner.query(
      `select count(*)::int n from dependants d join group_temp_members m on m.customer_guid = d.customer_guid
       where m.guid = $1`,
      [a.guid],
    );
    expect(dependants.rows[0].n).toBe(1);
    // A second run registers nobody twice.
    await call(agent, {
      method: 'PUT',
      url: `/api/groups/temp/edit/principal/id/${incomplete.guid}`,
      payload: { msisdn: incomplete.msisdn, full_name: 'Now Complete', date_of_birth: '1992-02-02' },
    });
    expect(
      (await call(agent, { method: 'POST', url: '/api/groups/v2/register', payload: { group_id: g.guid } })).statusCode,
    ).toBe(202);
    await drainRegistrations();
    const policies = (await call(reader, { method: 'GET', url: `/api/groups/${g.guid}/policies` })).json();
    expect(policies.count).toBe(3);
    const customers = (await call(reader, { method: 'GET', url: `/api/groups/${g.guid}/customers` })).json();
    expect(customers.count).toBe(3);
    const premiums = (await call(reader, { method: 'GET', url: `/api/groups/${g.guid}/premiums` })).json();
    expect(premiums).toMatchObject({ policies: 3, total_premium_cents: 3_000, paid_cents: 0 });
    expect((await call(reader, { method: 'GET', url: `/api/groups/${g.guid}/claims` })).json()).toEqual({
      items: [],
      count: 0,
    });

    // Group payment: two periods for three policies, 500 cents left over.
    const finance = roleOf('finance_officer', PARTNER_A);
    const small = await call(finance, {
      method: 'POST',
      url: '/api/group-payments/create',
      payload: { group_id: g.guid, amount_cents: 2_999, effected_date: inDays(0), mno_reference: 'GRP-SMALL' },
    });
    expect(small.statusCode).toBe(422);
    const pay = await call(finance, {
      method: 'POST',
      url: '/api/group-payments/create',
      payload: { group_id: g.guid, amount_cents: 6_500, effected_date: inDays(0), mno_reference: 'GRP-1' },
      headers: { 'idempotency-key': 'group-pay-0001' },
    });
    expect(pay.statusCode, pay.body).toBe(201);
    expect(pay.json()).toMatchObject({ policies: 3, unallocated_cents: 500 });
    expect(pay.json().items.every((i: { amount_cents: number }) => i.amount_cents === 2_000)).toBe(true);
    const replay = await call(finance, {
      method: 'POST',
      url: '/api/group-payments/create',
      payload: { group_id: g.guid, amount_cents: 6_500, effected_date: inDays(0), mno_reference: 'GRP-1' },
      headers: { 'idempotency-key': 'group-pay-0001' },
    });
    expect(replay.json().guid).toBe(pay.json().guid);
    const reused = await call(finance, {
      method: 'POST',
      url: '/api/group-payments/create',
      payload: { group_id: g.guid, amount_cents: 9_000, effected_date: inDays(0), mno_reference: 'GRP-2' },
      headers: { 'idempotency-key': 'group-pay-0001' },
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('idempotency_key_reused');
    const dup = await call(finance, {
      method: 'POST',
      url: '/api/group-payments/create',
      payload: { group_id: g.guid, amount_cents: 6_500, effected_date: inDays(0), mno_reference: 'GRP-1' },
    });
    expect(dup.statusCode).toBe(409);
    const active = await t.owner.query(
      `select count(*)::int n from policies p join group_temp_members m on m.policy_guid = p.guid
       where m.group_guid = $1 and p.status = 'active'`,
      [g.guid],
    );
    expect(active.rows[0].n).toBe(3);
    const got = await call(reader, { method: 'GET', url: `/api/group-payments/${pay.json().guid}` });
    expect(got.json().items).toHaveLength(3);
    const foreignPay = await t.call(foreign, {
      method: 'GET',
      url: `/api/group-payments/${pay.json().guid}`,
      partner: PARTNER_B,
    });
    expect(foreignPay.statusCode).toBe(404);
    const listed = await call(reader, { method: 'GET', url: '/api/group-payments', query: { group_id: g.guid } });
    expect(listed.json().count).toBe(1);
    expect((await call(agent, { method: 'DELETE', url: `/api/groups/${g.guid}` })).statusCode).toBe(409);
  });

  it('stops a queued registration: nobody is registered, and it can be started again', async () => {
    const g = await newGroup();
    await addPrincipal(g.guid);
    await addPrincipal(g.guid);
    const none = await call(agent, {
      method: 'POST',
      url: '/api/groups/v2/register/cancel',
      payload: { group_id: g.guid },
    });
    expect(none.statusCode).toBe(409);
    expect(
      (await call(agent, { method: 'POST', url: '/api/groups/v2/register', payload: { group_id: g.guid } })).statusCode,
    ).toBe(202);
    const stop = await call(agent, {
      method: 'POST',
      url: '/api/groups/v2/register/cancel',
      payload: { group_id: g.guid },
    });
    expect(stop.json()).toMatchObject({ status: 'cancelled' });
    await drainRegistrations();
    expect((await call(reader, { method: 'GET', url: `/api/groups/group/${g.guid}` })).json()).toMatchObject({
      registered_count: 0,
      registration: { status: 'cancelled' },
    });
    expect(
      (await call(agent, { method: 'POST', url: '/api/groups/v2/register', payload: { group_id: g.guid } })).statusCode,
    ).toBe(202);
    await drainRegistrations();
    expect((await call(reader, { method: 'GET', url: `/api/groups/group/${g.guid}` })).json().registered_count).toBe(2);
  });

  it('deletes a group without policies', async () => {
    const g = await newGroup();
    await addPrincipal(g.guid);
    expect((await call(agent, { method: 'DELETE', url: `/api/groups/${g.guid}` })).statusCode).toBe(204);
    expect((await call(reader, { method: 'GET', url: `/api/groups/group/${g.guid}` })).statusCode).toBe(404);
  });
});

describe('public group calls', () => {
  it('lists products open to groups by partner code, with no token', async () => {
    const r = await t.call(null, {
      method: 'GET',
      url: '/api/public/groups/products',
      query: { partner_code: 'ACME' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual([
      expect.objectContaining({ guid: product.guid, name: 'Hospital Cash', min_members: 2, max_members: 100 }),
    ]);
    expect(r.body).not.toContain(PARTNER_A);
    const unknown = await t.call(null, {
      method: 'GET',
      url: '/api/public/groups/products',
      query: { partner_code: 'NOPE' },
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.call(null, {
      method: 'GET',
      url: '/api/public/groups/products',
      query: { partner_code: '<x>' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('takes a callback request that appears in the group callbacks list; refuses bad input; limits a flood', async () => {
    const ip = '203.0.113.7';
    const ok = await t.call(null, {
      method: 'POST',
      url: '/api/public/groups/call_back',
      payload: { partner_code: 'ACME', msisdn: '0733111222', name: 'Sales lead', product_guid: product.guid },
      remoteAddress: ip,
    });
    expect(ok.statusCode, ok.body).toBe(202);
    expect(ok.json()).toEqual({ received: true });
    const list = await call(reader, { method: 'GET', url: '/api/groups/callbacks' });
    expect(list.json().items).toEqual([
      expect.objectContaining({ msisdn: '254733111222', product_name: 'Hospital Cash' }),
    ]);
    expect(
      (await t.call(foreign, { method: 'GET', url: '/api/groups/callbacks', partner: PARTNER_B })).json().count,
    ).toBe(0);
    const bad = await t.call(null, {
      method: 'POST',
      url: '/api/public/groups/call_back',
      payload: { partner_code: 'ACME', msisdn: 'abc' },
      remoteAddress: ip,
    });
    expect(bad.statusCode).toBe(400);
    const codes: number[] = [];
    for (let i = 0; i < 22; i++)
      codes.push(
        (
          await t.call(null, {
            method: 'POST',
            url: '/api/public/groups/call_back',
            payload: { partner_code: 'ACME', msisdn: 'abc' },
            remoteAddress: '203.0.113.99',
          })
        ).statusCode,
      );
    expect(codes).toContain(429);
  });

  it('closes a callback with a reason, audited, once; refuses no reason, a foreign partner and a missing role', async () => {
    const g = await newGroup();
    const guid = uuidv7();
    await t.owner.query(
      `insert into group_callbacks (partner_guid, guid, group_guid, msisdn, name) values ($1, $2, $3, '254733000111', 'Lead')`,
      [PARTNER_A, guid, g.guid],
    );
    const url = `/api/groups/callbacks/${guid}/close`;
    const noReason = await call(agent, { method: 'POST', url, payload: { reason: '  ' } });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBeTruthy();
    expect((await call(agent, { method: 'POST', url, payload: {} })).statusCode).toBe(400);
    expect((await call(reader, { method: 'POST', url, payload: { reason: 'Called' } })).statusCode).toBe(403);
    const other = await t.call(foreign, { method: 'POST', url, payload: { reason: 'Called' }, partner: PARTNER_B });
    expect(other.statusCode).toBe(404);
    expect(
      (await call(agent, { method: 'POST', url: `/api/groups/callbacks/${uuidv7()}/close`, payload: { reason: 'x' } }))
        .statusCode,
    ).toBe(404);
    const closed = await call(agent, {
      method: 'POST',
      url,
      payload: { reason: 'Called back: sent the quotation' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({
      guid,
      status: 'closed',
      closed_reason: 'Called back: sent the quotation',
      closed_by: agent.username,
    });
    expect(closed.json().closed_at).toBeTruthy();
    const again = await call(agent, { method: 'POST', url, payload: { reason: 'Again' } });
    expect(again.statusCode).toBe(409);
    const list = await call(reader, { method: 'GET', url: '/api/groups/callbacks', query: { group_id: g.guid } });
    expect(list.json().items).toEqual([
      expect.objectContaining({ guid, status: 'closed', closed_reason: 'Called back: sent the quotation' }),
    ]);
    const audits = await t.owner.query(
      `select action, reason, before, after from audit_events where entity_type = 'group_callback' and entity_guid = $1`,
      [guid],
    );
    expect(audits.rows).toEqual([
      expect.objectContaining({
        action: 'close',
        reason: 'Called back: sent the quotation',
        before: expect.objectContaining({ status: 'open' }),
        after: expect.objectContaining({ status: 'closed' }),
      }),
    ]);
  });
});
