import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerPayload, seedPartners } from '../modules/customers/customers.fixtures.ts';
import { createTestApp, PARTNER_A, roleOf, type TestApp } from '../test/test-app.ts';
import { createLogger, safeError } from './logger.ts';

const lines: string[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    lines.push(String(chunk));
    done();
  },
});
const log = createLogger('info', sink);
const agent = roleOf('call_centre_agent', PARTNER_A);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ logger: log });
  await seedPartners(t);
});
afterAll(() => t.close());

const logged = () => lines.join('');
const PERSONAL = ['254712345678', '0712 345 678', '12345678', 'Wanjiru', 'Kamau', 'Njoroge', '722000111'];

describe('logs hold no personal data', () => {
  it('a database failure logs its code, constraint and the query’s first words, never its parameters', async () => {
    // A fault the service does not foresee: every insert into customers fails inside PostgreSQL.
    await t.owner.query(`create function cd_test_refuse() returns trigger language plpgsql as $$
      begin raise exception 'refused for "%"', new.full_name using errcode = 'P0001'; end $$`);
    await t.owner.query(
      'create trigger cd_test_refuse before insert on customers for each row execute function cd_test_refuse()',
    );
    lines.length = 0;
    const res = await t.call(agent, {
      method: 'POST',
      url: '/api/customers/register',
      payload: customerPayload(),
      partner: PARTNER_A,
    });
    await t.owner.query('drop trigger cd_test_refuse on customers');
    expect(res.statusCode).toBe(500);
    const failure = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unhandled error');
    expect(failure.err).toMatchObject({ message: 'Failed query', query: 'insert into "customers"' });
    expect(failure.err.cause).toMatchObject({ code: 'P0001', message: 'refused for "…"' });
    for (const value of PERSONAL) expect(logged()).not.toContain(value);
    expect(logged()).not.toMatch(/Bearer|params/);
  });

  it('a unique violation logs its constraint, not the duplicate key', () => {
    const out = safeError({
      name: 'DatabaseError',
      message: 'duplicate key value violates unique constraint "customers_msisdn_key"',
      code: '23505',
      constraint: 'customers_msisdn_key',
      detail: 'Key (partner_guid, msisdn)=(…, 254712345678) already exists.',
    });
    expect(out).toEqual({
      type: 'DatabaseError',
      message: 'duplicate key value violates unique constraint "customers_msisdn_key"',
      code: '23505',
      constraint: 'customers_msisdn_key',
    });
  });

  it('request lines mask query values and personal path parameters; tokens and fields are redacted', async () => {
    lines.length = 0;
    await t.call(agent, {
      method: 'GET',
      url: '/api/customers/find',
      query: { msisdn: '0712345678' },
      partner: PARTNER_A,
    });
    await t.app.inject({ method: 'PUT', url: '/api/forgotpassword/wanjiru.kamau@example.com' });
    const requests = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'incoming request');
    expect(requests.map((r) => r.req.url)).toEqual([
      `/api/customers/find?msisdn=*&partner=${PARTNER_A}`,
      '/api/forgotpassword/:x',
    ]);
    log.info(
      {
        headers: { authorization: 'Bearer abc.def' },
        body: { password: 'Secret-1!', msisdn: '254712345678', first_name: 'Wanjiru', national_id: '12345678' },
        customer: { full_name: 'Wanjiru Kamau', contact: { last_name: 'Kamau', email: 'w@example.com' } },
      },
      'fields',
    );
    expect(logged()).toContain('[redacted]');
    for (const value of [...PERSONAL, 'Secret-1!', 'abc.def', 'w@example.com']) expect(logged()).not.toContain(value);
  });
});
