import { createTransport } from '@sentry/node';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerPayload, seedPartners } from '../modules/customers/customers.fixtures.ts';
import { createTestApp, PARTNER_A, roleOf, type TestApp } from '../test/test-app.ts';
import { flushErrorReports, scrubEvent, startErrorReporting, stopErrorReporting } from './error-reporting.ts';
import { type Jobs, startJobs } from './jobs.ts';

/**
 * A real @sentry/node client: only its transport is replaced (at the SDK's transport level, `createTransport` with a
 * request function that keeps the envelope instead of posting it), so events go through the SDK's own pipeline —
 * integrations, `beforeSend`, envelope serialisation — exactly as they would to sentry.io.
 */
const envelopes: string[] = [];
let t: TestApp;
let jobs: Jobs | undefined;

beforeAll(async () => {
  await startErrorReporting({
    dsn: 'https://public@sentry.invalid/1',
    captureCrashes: false,
    transport: (options) =>
      createTransport(options, async (request) => {
        envelopes.push(typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body));
        return { statusCode: 200 };
      }),
  });
  t = await createTestApp();
  await seedPartners(t);
});
afterAll(async () => {
  await jobs?.stop();
  await stopErrorReporting();
  await t.close();
});

/** The events of the envelopes sent so far (an envelope is lines of JSON: header, item header, item). */
const events = () =>
  envelopes.flatMap((e) => {
    const lines = e.split('\n').filter(Boolean);
    const out: Record<string, unknown>[] = [];
    for (let i = 1; i + 1 < lines.length; i += 2)
      if (JSON.parse(lines[i]!).type === 'event') out.push(JSON.parse(lines[i + 1]!));
    return out;
  });
const PERSONAL = ['254712345678', '0712 345 678', '712345678', 'Wanjiru', 'Kamau', 'Njoroge', '722000111', '12345678'];

describe('server errors reach Sentry scrubbed', () => {
  it('a 500 is reported with its request id, route template and partner code, and no personal data', async () => {
    // A fault the service does not foresee, whose database message quotes the name and states the phone number.
    await t.owner.query(`create function cd_test_refuse() returns trigger language plpgsql as $$
      begin raise exception 'refused % for "%"', new.msisdn, new.full_name using errcode = 'P0001'; end $$`);
    await t.owner.query(
      'create trigger cd_test_refuse before insert on customers for each row execute function cd_test_refuse()',
    );
    const res = await t.call(roleOf('call_centre_agent', PARTNER_A), {
      method: 'POST',
      url: '/api/customers/register',
      payload: customerPayload(),
      partner: PARTNER_A,
      query: { note: '0712345678' },
    });
    await t.owner.query('drop trigger cd_test_refuse on customers');
    expect(res.statusCode).toBe(500);
    for (let i = 0; i < 50 && !events().length; i++) {
      await flushErrorReports();
      await new Promise((r) => setTimeout(r, 50));
    }
    const [event, ...more] = events();
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      level: 'error',
      tags: {
        request_id: res.headers['x-request-id'],
        route: '/api/customers/register',
        method: 'POST',
        status: '500',
        partner: 'PA',
      },
    });
    const exception = (event!.exception as { values: { type: string; value: string }[] }).values;
    expect(exception.at(-1)).toMatchObject({ value: 'Failed query' });
    expect(exception.some((e) => e.value.startsWith('refused [redacted] for "…"'))).toBe(true);
    expect(event).not.toHaveProperty('request');
    expect(event).not.toHaveProperty('user');
    const sent = envelopes.join('\n');
    for (const value of PERSONAL) expect(sent).not.toContain(value);
    expect(sent).not.toContain(PARTNER_A);
  });

  it('a 4xx is not reported', async () => {
    const before = envelopes.length;
    const res = await t.call(roleOf('call_centre_agent', PARTNER_A), {
      method: 'POST',
      url: '/api/customers/register',
      payload: { msisdn: 'not a number' },
      partner: PARTNER_A,
    });
    expect(res.statusCode).toBe(400);
    await flushErrorReports();
    expect(envelopes.length).toBe(before);
  });

  it('a failed job is reported with its queue and partner code, scrubbed', async () => {
    jobs = await startJobs(t.url, pino({ level: 'silent' }), { runWorkers: true });
    await jobs.work('test.sentry', async () => {
      throw new Error('gateway refused 254712345678 (Wanjiru Kamau: "Kamau")');
    });
    const before = events().length;
    await jobs.send('test.sentry', { partner: PARTNER_A }, { retryLimit: 0 });
    for (let i = 0; i < 100 && events().length === before; i++) {
      await flushErrorReports();
      await new Promise((r) => setTimeout(r, 100));
    }
    const event = events().at(-1)!;
    expect(event).toMatchObject({ level: 'error', tags: { job: 'test.sentry', partner: 'PA' } });
    const text = JSON.stringify(event);
    expect(text).not.toContain('254712345678');
    expect(text).not.toContain('"Kamau"');
  });

  it('scrubs an event the SDK made itself (an uncaught exception): request, user, fields, numbers', () => {
    const trace = { trace_id: '12345678901234567890123456789012', span_id: '1234567890123456' };
    const out = scrubEvent({
      type: undefined,
      event_id: '12345678901234567890123456789012',
      exception: {
        values: [
          { type: 'Error', value: 'Failed query: insert into customers values ($1) params: 254712345678' },
          { type: 'DatabaseError', value: 'bad value "Wanjiru Kamau" for 0712 345 678' },
        ],
      },
      request: { url: '/api/customers/find?msisdn=0712345678', data: { full_name: 'Wanjiru Kamau' } },
      user: { username: 'wanjiru', ip_address: '10.0.0.1' },
      breadcrumbs: [{ message: 'Wanjiru' }],
      extra: { msisdn: '254712345678', note: 'call +254 712 345 678', count: 3 },
      contexts: { trace, customer: { full_name: 'Wanjiru Kamau', tries: 2 } },
      tags: { request_id: 'r-1', route: '/api/customers/find' },
    });
    expect(out).toEqual({
      type: undefined,
      event_id: '12345678901234567890123456789012',
      exception: {
        values: [
          { type: 'Error', value: 'Failed query' },
          { type: 'DatabaseError', value: 'bad value "…" for [redacted]' },
        ],
      },
      extra: { msisdn: '[redacted]', note: 'call [redacted]', count: 3 },
      contexts: { trace, customer: { full_name: '[redacted]', tries: 2 } },
      tags: { request_id: 'r-1', route: '/api/customers/find' },
    });
  });
});
