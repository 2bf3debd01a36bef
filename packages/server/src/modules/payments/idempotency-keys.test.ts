import * as contract from '@coverdesk/contract';
import { importBatch, importUploadQuery, type RouteDef } from '@coverdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../platform/imports/test/import-helpers.ts';
import { adminOf, createTestApp, PARTNER_A, type TestApp } from '../../test/test-app.ts';
import { today } from '../claims/claim-dates.ts';
import {
  act,
  assessor,
  finance,
  makeClaim,
  type Seeded,
  seedClaimsWorld,
  seedMoneyPolicy,
} from '../claims/test/claims-fixtures.ts';

/**
 * An Idempotency-Key names one request (issue 29 item 6): the same key again with the same body or file replays the
 * first answer; with another body or another file it is refused (422 `idempotency_key_reused`) and nothing is written
 * — on every call that takes one. Every multipart upload of every import route table is found from the contract, so
 * an import added later is covered without anyone listing it.
 */
let t: TestApp;
let A: Seeded;
const admin = adminOf(PARTNER_A);
let seq = 0;
const ref = () => `IK${++seq}${Math.random().toString(36).slice(2, 7)}`;
const key = () => `key-${ref()}`;

/** The money calls' own policy: their payments move its standing, which must not take the claims' policy out of cover. */
let moneyPolicy: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ A } = await seedClaimsWorld(t));
  moneyPolicy = await seedMoneyPolicy(t, A);
});
afterAll(() => t?.close());

const send = (method: 'POST' | 'PUT', url: string, payload: object, k: string) =>
  t.call(admin, { method, url, payload, partner: PARTNER_A, headers: { 'idempotency-key': k } });

interface KeyedCall {
  name: string;
  /** Two different requests to the same call: each answers 2xx on its own. */
  first(): Promise<{ method: 'POST' | 'PUT'; url: string; payload: object }>;
  other(firstPayload: object): object;
}

const JSON_CALLS: KeyedCall[] = [
  {
    name: 'POST /api/payments',
    first: async () => ({
      method: 'POST',
      url: '/api/payments',
      payload: { policy_guid: moneyPolicy, amount_cents: 20_000, effected_date: today(), mno_reference: ref() },
    }),
    other: (p) => ({ ...p, mno_reference: ref() }),
  },
  {
    name: 'PUT /api/premiums/add_single_non_bundled',
    first: async () => ({
      method: 'PUT',
      url: '/api/premiums/add_single_non_bundled',
      payload: { policy_guid: moneyPolicy, amount_in_cents: 50_000, effected_date: today(), mno_reference: ref() },
    }),
    other: (p) => ({ ...p, amount_in_cents: 60_000 }),
  },
  {
    name: 'PUT /api/premiums/add_with_prerequisite',
    first: async () => {
      const base = await send(
        'PUT',
        '/api/premiums/add_single_non_bundled',
        { policy_guid: moneyPolicy, amount_in_cents: 50_000, effected_date: today(), mno_reference: ref() },
        key(),
      );
      expect(base.statusCode, base.body).toBeLessThan(300);
      return {
        method: 'PUT',
        url: '/api/premiums/add_with_prerequisite',
        payload: {
          policy_guid: moneyPolicy,
          prerequisite_guid: base.json().guid,
          payment_type: 'bundle',
          bundle_kind: 'data',
          amount_in_cents: 1_000,
          effected_date: today(),
          mno_reference: ref(),
        },
      };
    },
    other: (p) => ({ ...p, amount_in_cents: 2_000 }),
  },
  {
    name: 'POST /api/payment_requests/direct',
    first: async () => ({
      method: 'POST',
      url: '/api/payment_requests/direct',
      payload: { policy_guid: moneyPolicy, amount_cents: 50_000 },
    }),
    other: (p) => ({ ...p, amount_cents: 60_000 }),
  },
  {
    name: 'POST /api/claims/:id/actions/pay (a payout)',
    first: async () => {
      let c = await makeClaim(t, A);
      c = await act(t, assessor(A.partner), A, c, 'approve');
      c = await act(t, finance(A.partner), A, c, 'mark_unpaid');
      return { method: 'POST', url: `/api/claims/${c.guid}/actions/pay`, payload: { version: c.version } };
    },
    other: (p) => ({ ...(p as { version: number }), version: (p as { version: number }).version + 1 }),
  },
];

describe.each(JSON_CALLS)('Idempotency-Key on $name', (call) => {
  it('replays the same body and refuses another body with 422, writing nothing', async () => {
    const first = await call.first();
    const k = key();
    const a = await send(first.method, first.url, first.payload, k);
    expect(a.statusCode, a.body).toBeLessThan(300);
    const again = await send(first.method, first.url, first.payload, k);
    expect(again.statusCode, again.body).toBe(a.statusCode);
    expect(again.json()).toEqual(a.json());
    const before = await counts();
    const reused = await send(first.method, first.url, call.other(first.payload), k);
    expect(reused.statusCode, reused.body).toBe(422);
    expect(reused.json().code).toBe('idempotency_key_reused');
    expect(await counts()).toEqual(before);
  });
});

/** Rows a refused call must not add. */
const counts = async () =>
  (
    await t.owner.query(
      `select (select count(*) from payments)::int payments, (select count(*) from import_batches)::int batches,
         (select count(*) from payment_requests)::int requests, (select count(*) from mobile_money_transactions)::int payouts`,
    )
  ).rows[0];

const isRouteDef = (v: unknown): v is RouteDef =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'scope' in v;

/** Every multipart upload of every import route table, with its table's template (the header a file needs). */
const UPLOADS = Object.entries(contract).flatMap(([table, v]) => {
  if (typeof v !== 'object' || v === null) return [];
  const routes = Object.entries(v as Record<string, unknown>);
  if (!routes.length || !routes.every(([, d]) => isRouteDef(d))) return [];
  const template = (v as Record<string, RouteDef>).template;
  return routes
    .filter(([, d]) => {
      const def = d as RouteDef;
      return def.method === 'POST' && def.response === importBatch && def.query === importUploadQuery && !def.body;
    })
    .map(([name, d]) => ({ id: `${table}.${name}`, path: (d as RouteDef).path, template: template?.path }));
});

describe('Idempotency-Key on file uploads', () => {
  it('finds the uploads of every import', () => {
    expect(UPLOADS.map((u) => u.id)).toEqual(
      expect.arrayContaining([
        'bulkPaymentsRoutes.upload',
        'bulkPaymentsRoutes.uploadBundle',
        'remittanceImportRoutes.upload',
        'onboardingImportRoutes.upload',
        'loyaltyImportRoutes.upload',
        'debitAnswerFilesRoutes.upload',
      ]),
    );
    for (const u of UPLOADS) expect(u.template, u.id).toBeTruthy();
  });

  it.each(UPLOADS)('$id: the same file replays its batch, another file with the key is refused', async (u) => {
    const tpl = await t.call(admin, { method: 'GET', url: u.template!, partner: PARTNER_A });
    expect(tpl.statusCode, tpl.body).toBe(200);
    const header = tpl.body.split(/\r?\n/)[0]!;
    const width = header.split(',').length;
    const file = (fill: string) => `${header}\n${Array.from({ length: width }, () => fill).join(',')}\n`;
    const k = key();
    const first = file('1');
    const a = await t.call(admin, {
      method: 'POST',
      url: u.path,
      partner: PARTNER_A,
      ...withKey(multipart('rows.csv', first), k),
    });
    expect(a.statusCode, a.body).toBe(202);
    const again = await t.call(admin, {
      method: 'POST',
      url: u.path,
      partner: PARTNER_A,
      ...withKey(multipart('rows.csv', first), k),
    });
    expect(again.statusCode, again.body).toBe(202);
    expect(again.json().guid).toBe(a.json().guid);
    const before = await counts();
    const reused = await t.call(admin, {
      method: 'POST',
      url: u.path,
      partner: PARTNER_A,
      ...withKey(multipart('rows.csv', file('2')), k),
    });
    expect(reused.statusCode, reused.body).toBe(422);
    expect(reused.json().code).toBe('idempotency_key_reused');
    expect(await counts()).toEqual(before);
    // A dry run of the same file is another request too.
    const dry = await t.call(admin, {
      method: 'POST',
      url: u.path,
      partner: PARTNER_A,
      query: { dry_run: 'true' },
      ...withKey(multipart('rows.csv', first), k),
    });
    expect(dry.statusCode, dry.body).toBe(422);
  });
});

describe('Idempotency-Key on a signed-URL start', () => {
  it('the same stored file replays its batch; another file with the key is refused', async () => {
    const stored = async (content: string) => {
      const signed = await t.call(admin, {
        method: 'GET',
        url: '/api/bulk_payments/upload/signed_url',
        query: { filename: 'statement.csv' },
        partner: PARTNER_A,
      });
      expect(signed.statusCode, signed.body).toBe(200);
      const { signed_url, filename, content_type } = signed.json();
      const put = await t.app.inject({
        method: 'PUT',
        url: signed_url,
        headers: { 'content-type': content_type },
        payload: content,
      });
      expect(put.statusCode).toBe(200);
      return filename as string;
    };
    const header = 'policy_number,mno_reference,amount,effected_date';
    const k = key();
    const start = (filename: string) => send('POST', '/api/bulk_payments', { filename }, k);
    const content = `${header}\nPOL-A-1,${ref()},100,${today()}\n`;
    const first = await start(await stored(content));
    expect(first.statusCode, first.body).toBe(202);
    // The same bytes uploaded again (a retry from the start) are the same request: the first batch answers.
    const again = await start(await stored(content));
    expect(again.statusCode, again.body).toBe(202);
    expect(again.json().guid).toBe(first.json().guid);
    const other = await start(await stored(`${header}\nPOL-A-1,${ref()},200,${today()}\n`));
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json().code).toBe('idempotency_key_reused');
  });
});

const withKey = (m: ReturnType<typeof multipart>, k: string) => ({
  payload: m.payload,
  headers: { ...m.headers, 'idempotency-key': k },
});
