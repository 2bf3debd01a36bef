import type { ClaimDetail } from '@coverdesk/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  act,
  assessor,
  finance,
  makeClaim,
  type Seeded,
  seedClaimsWorld,
  seedMoneyPolicy,
} from '../../modules/claims/test/claims-fixtures.ts';
import { customerPayload } from '../../modules/customers/customers.fixtures.ts';
import { productBody } from '../../modules/products/test-fixtures.ts';
import { adminOf, createTestApp, PARTNER_A, roleOf, type TestApp } from '../../test/test-app.ts';
import { fromDatabaseError } from './database-errors.ts';

let t: TestApp;
let A: Seeded;
let moneyPolicy: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ A } = await seedClaimsWorld(t));
  moneyPolicy = await seedMoneyPolicy(t, A);
});
afterAll(() => t?.close());

const admin = adminOf(PARTNER_A);
const agent = roleOf('call_centre_agent', PARTNER_A);
const rows = async (sql: string, params: unknown[] = []) =>
  (await t.owner.query(`select count(*)::int n from ${sql}`, params)).rows[0].n as number;

/** Fires the same request 16 times at once: exactly one succeeds, every other is a 409, none a 5xx. */
async function race(fire: (i: number) => Promise<LightMyRequestResponse>, success = 201) {
  const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => fire(i)));
  const statuses = answers.map((a) => a.statusCode);
  expect(
    statuses.filter((s) => s >= 500),
    answers.map((a) => a.body).join('\n'),
  ).toEqual([]);
  expect(
    statuses.filter((s) => s === success),
    `${statuses} ${answers[0]?.body}`,
  ).toHaveLength(1);
  expect(statuses.filter((s) => s !== success).every((s) => s === 409)).toBe(true);
  for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().message).toEqual(expect.any(String));
  return answers.filter((a) => a.statusCode === 409);
}

describe('concurrent creates of one natural key: one 201, the rest 409, never a 500', () => {
  it('customer registration (one phone number)', async () => {
    const refused = await race((i) =>
      t.call(agent, {
        method: 'POST',
        url: '/api/customers/register',
        payload: customerPayload({ msisdn: '0733 111 222', national_id: `NID-${i}`, external_identifier: `E-${i}` }),
        partner: PARTNER_A,
      }),
    );
    for (const r of refused) expect(r.json().message).toMatch(/phone number/);
    // The check before the insert answers without a field; the constraint of an insert that lost the race names it
    // (which of the two refuses depends on the interleaving; the constraint's answer is mapped below, 23505).
    for (const r of refused) if (r.json().errors) expect(Object.keys(r.json().errors)).toEqual(['msisdn']);
    expect(await rows("customers where msisdn = '254733111222'")).toBe(1);
  });

  it('payments (one MNO reference)', async () => {
    const refused = await race((i) =>
      t.call(finance(PARTNER_A), {
        method: 'POST',
        url: '/api/payments',
        payload: {
          policy_guid: moneyPolicy,
          amount_cents: 20_000 + i,
          effected_date: new Date().toISOString().slice(0, 10),
          mno_reference: 'RACE-MNO-1',
        },
        partner: PARTNER_A,
      }),
    );
    for (const r of refused) expect(r.json().message).toContain('RACE-MNO-1');
    expect(await rows("payments where mno_reference = 'RACE-MNO-1'")).toBe(1);
  });

  it('countries (one code)', async () => {
    const kenya = { name: 'Tanzania', currency_code: 'TZS', dialing_code: '255', phone_digits: 9 };
    await race(() => t.call(admin, { method: 'POST', url: '/api/countries', payload: { ...kenya, code: 'TZ' } }));
    expect(await rows("countries where code = 'TZ'")).toBe(1);
  });

  it('products (one code)', async () => {
    await race((i) =>
      t.call(admin, {
        method: 'POST',
        url: '/api/products',
        payload: productBody({ code: 'RACE-1', name: `Race ${i}` }),
        partner: PARTNER_A,
      }),
    );
    expect(await rows("products where code = 'RACE-1'")).toBe(1);
  });

  it('hospitals (one code)', async () => {
    await race((i) =>
      t.call(admin, {
        method: 'POST',
        url: '/api/configs/hospitals',
        payload: { code: 'RACE-H', name: `Hospital ${i}`, country_code: 'KE' },
        partner: PARTNER_A,
      }),
    );
    expect(await rows("hospitals where code = 'RACE-H'")).toBe(1);
  });

  it('identity users (one username)', async () => {
    const refused = await race(() =>
      t.call(admin, {
        method: 'POST',
        url: '/identity/admin/realms/coverdesk/users',
        payload: { username: 'race-user', enabled: true, attributes: { partners: [PARTNER_A] } },
      }),
    );
    for (const r of refused) expect(r.json().errorMessage ?? r.json().message).toMatch(/username|exists/i);
    expect(await rows("identity_users where lower(username) = 'race-user'")).toBe(1);
  });

  it('claim payouts (one claim paid 16 times at once, with and without one Idempotency-Key): one payout', async () => {
    for (const headers of [{}, { 'idempotency-key': 'race-pay-1' }]) {
      let c: ClaimDetail = await makeClaim(t, A);
      c = await act(t, assessor(A.partner), A, c, 'approve');
      c = await act(t, finance(A.partner), A, c, 'mark_unpaid');
      const claim = c;
      const answers = await Promise.all(
        Array.from({ length: 16 }, () =>
          t.call(finance(PARTNER_A), {
            method: 'POST',
            url: `/api/claims/${claim.guid}/actions/pay`,
            payload: { version: claim.version },
            partner: PARTNER_A,
            headers,
          }),
        ),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(
        statuses.filter((s) => s >= 500),
        answers.map((a) => a.body).join('\n'),
      ).toEqual([]);
      expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
      expect(await rows('mobile_money_transactions where claim_guid = $1', [claim.guid])).toBe(1);
    }
  });
});

describe('every database data error maps to a 4xx', () => {
  const pg = (code: string, extra: Record<string, string> = {}) => ({ cause: { code, ...extra } });
  it.each([
    ['23505', { detail: 'Key (partner_guid, msisdn)=(x, y) already exists.' }, 409, { msisdn: 'already_used' }],
    ['23505', { detail: 'Key (lower(username::text))=(x) already exists.' }, 409, { username: 'already_used' }],
    [
      '23503',
      { detail: 'Key (partner_guid, product_guid)=(a, b) is not present in table "products".' },
      400,
      {
        product_guid: 'reference_not_found',
      },
    ],
    ['23503', { detail: 'Key (code)=(KE) is still referenced from table "partners".' }, 409, undefined],
    ['22P02', {}, 400, undefined],
    ['22003', {}, 400, { _: 'out_of_range' }],
    ['22001', {}, 400, undefined],
    ['22021', {}, 400, undefined],
    ['23502', { column: 'name' }, 400, { name: 'required' }],
    ['23514', {}, 400, undefined],
    ['40001', {}, 503, undefined],
  ])('%s %j → %i', (code, extra, status, fields) => {
    const mapped = fromDatabaseError(pg(code, extra));
    expect(mapped?.status).toBe(status);
    expect(mapped?.fieldErrors).toEqual(fields);
  });

  it('leaves other errors alone', () => {
    expect(fromDatabaseError(new Error('boom'))).toBeUndefined();
    expect(fromDatabaseError({ code: 'ECONNREFUSED' })).toBeUndefined();
  });
});
