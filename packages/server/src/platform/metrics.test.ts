import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerPayload } from '../modules/customers/customers.fixtures.ts';
import { inDays, seedCustomer, seedPartners, seedProduct } from '../modules/policies/policies.fixtures.ts';
import { createTestApp, PARTNER_A, roleOf, type TestApp } from '../test/test-app.ts';
import { importWorker, upload } from './imports/test/import-helpers.ts';
import { type Jobs, startJobs } from './jobs.ts';
import { observeRequest, onScrape, setSlowStatementMs } from './metrics.ts';

const TOKEN = 'metrics-test-token-0123456789';
let t: TestApp;
let jobs: Jobs;
let stopReading = () => {};
const agent = roleOf('call_centre_agent', PARTNER_A);
const finance = roleOf('finance_officer', PARTNER_A);

beforeAll(async () => {
  t = await createTestApp({ metricsToken: TOKEN });
  await seedPartners(t);
  // The real queue (pg-boss) on the test database, read by /metrics like the server's own.
  jobs = await startJobs(t.url, pino({ level: 'silent' }), { runWorkers: true });
  stopReading = onScrape('job_queues', jobs.readQueueMetrics!);
});
afterAll(async () => {
  stopReading();
  await jobs.stop();
  await t.close();
});

const scrape = async (headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers, ...(remoteAddress ? { remoteAddress } : {}) });
const text = async () => {
  const r = await scrape();
  expect(r.statusCode).toBe(200);
  expect(r.headers['content-type']).toMatch(/^text\/plain; version=0.0.4/);
  return r.body;
};
/** The value of one sample (`name{labels}`), or undefined when it is not exposed. */
function sample(body: string, name: string, labels: Record<string, string> = {}) {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of body.split('\n')) {
    if (line.startsWith('#')) continue;
    const m = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/i.exec(line);
    if (!m || m[1] !== name) continue;
    const have = m[2] ? m[2].split(/,(?=[a-z_]+=")/) : [];
    if (want.every((w) => have.includes(w))) return Number(m[3]);
  }
  return undefined;
}
const until = async (check: () => Promise<boolean>, ms = 15_000) => {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('not reached in time');
};

describe('/metrics', () => {
  it('exposes every family after a request, a job and an import', async () => {
    // A request on a route with a parameter.
    const c = await t.call(agent, {
      method: 'POST',
      url: '/api/customers/register',
      payload: customerPayload({ msisdn: '0712 999 001', national_id: '99900001' }),
      partner: PARTNER_A,
    });
    expect(c.statusCode).toBe(201);
    const guid = c.json().guid as string;
    expect((await t.call(agent, { method: 'GET', url: `/api/customers/${guid}`, partner: PARTNER_A })).statusCode).toBe(
      200,
    );
    // Jobs: one that works, one that fails for good.
    await jobs.work('test.metrics_ok', async () => {});
    await jobs.work('test.metrics_fail', async () => {
      throw new Error('refused');
    });
    await jobs.send('test.metrics_ok', {});
    await jobs.send('test.metrics_fail', {}, { retryLimit: 0 });
    // An import: a bulk payment file of one good and one bad row, applied by the engine (and its payment's SMS).
    const product = await seedProduct(t, PARTNER_A);
    const customer = await seedCustomer(t, PARTNER_A);
    const bought = await t.call(agent, {
      method: 'POST',
      url: '/api/products/buy',
      payload: {
        customer_guid: customer.guid,
        product_guid: product.guid,
        start_date: inDays(0),
        premium_cents: 20_000,
      },
      partner: PARTNER_A,
    });
    const policy = bought.json().policy_number as string;
    const before = await text();
    const applied = (b: string) =>
      sample(b, 'coverdesk_import_rows_total', { kind: 'bulk_payments', outcome: 'applied' });
    const file = `policy_number,mno_reference,amount,effected_date\n${policy},MET-${Date.now()},200.00,${inDays(0)}\n`;
    await upload(t, finance, '/api/bulk_payments/upload', PARTNER_A, 'm.csv', file);
    await importWorker(t).drain();

    let body = '';
    await until(async () => {
      body = await text();
      return sample(body, 'coverdesk_job_queue_failed_last_hour', { queue: 'test.metrics_fail' }) === 1;
    });
    // HTTP, by route template, method and status class.
    expect(
      sample(body, 'coverdesk_http_request_duration_seconds_count', {
        route: '/api/customers/:guid',
        method: 'GET',
        status_class: '2xx',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(body, 'coverdesk_http_request_duration_seconds_bucket', {
        route: '/api/customers/register',
        method: 'POST',
        status_class: '2xx',
        le: '+Inf',
      }),
    ).toBeGreaterThanOrEqual(1);
    // PostgreSQL pools (ours and pg-boss's), slow statements.
    for (const pool of ['main', 'reader', 'jobs']) {
      expect(sample(body, 'coverdesk_db_pool_connections', { pool })).toBeGreaterThanOrEqual(0);
      expect(sample(body, 'coverdesk_db_pool_idle', { pool })).toBeGreaterThanOrEqual(0);
      expect(sample(body, 'coverdesk_db_pool_waiting', { pool })).toBeGreaterThanOrEqual(0);
    }
    // Job queues, read from pg-boss's tables; the failure counted where it happened.
    expect(sample(body, 'coverdesk_job_queue_waiting', { queue: 'test.metrics_ok' })).toBe(0);
    expect(sample(body, 'coverdesk_job_queue_active', { queue: 'test.metrics_fail' })).toBe(0);
    expect(sample(body, 'coverdesk_job_queue_oldest_waiting_seconds', { queue: 'test.metrics_ok' })).toBe(0);
    expect(sample(body, 'coverdesk_job_failures_total', { queue: 'test.metrics_fail' })).toBeGreaterThanOrEqual(1);
    // The import: a batch completed, its row applied, its payment's SMS handed; the database readings.
    expect(
      sample(body, 'coverdesk_import_batches_total', { kind: 'bulk_payments', outcome: 'completed' }),
    ).toBeGreaterThanOrEqual(1);
    expect(applied(body)! - (applied(before) ?? 0)).toBe(1);
    expect(sample(body, 'coverdesk_sms_handed_total', { kind: 'payment_received' })).toBeGreaterThanOrEqual(1);
    expect(sample(body, 'coverdesk_import_batches_running')).toBe(0);
    expect(sample(body, 'coverdesk_import_batch_stalled_seconds')).toBe(0);
    expect(sample(body, 'coverdesk_sms_queue_waiting')).toBe(0);
    expect(sample(body, 'coverdesk_debit_collection_runs_unfinished')).toBe(0);
    // Node's own.
    for (const name of ['process_resident_memory_bytes', 'nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes'])
      expect(sample(body, name)).toBeGreaterThan(0);
    expect(body).toContain('# TYPE nodejs_gc_duration_seconds histogram');
    expect(sample(body, 'coverdesk_metrics_scrape_errors_total')).toBe(undefined);
  });

  it('names routes by their template and holds no personal data', async () => {
    const c = await t.call(agent, {
      method: 'POST',
      url: '/api/customers/register',
      payload: customerPayload({ msisdn: '0712 999 002', national_id: '99900002', full_name: 'Achieng Otieno' }),
      partner: PARTNER_A,
    });
    const guid = c.json().guid as string;
    await t.call(agent, {
      method: 'GET',
      url: '/api/customers/find',
      query: { msisdn: '0712999002' },
      partner: PARTNER_A,
    });
    await t.call(agent, { method: 'GET', url: `/api/customers/${guid}?x=0712999002`, partner: PARTNER_A });
    await t.app.inject({ method: 'PUT', url: '/api/forgotpassword/achieng.otieno@example.com' });
    await t.app.inject({ method: 'GET', url: '/api/no/such/route/0712999002' });
    const body = await text();
    for (const value of [guid, '0712999002', '712999002', 'Achieng', 'Otieno', '99900002', 'example.com', PARTNER_A])
      expect(body).not.toContain(value);
    const routes = new Set([...body.matchAll(/route="([^"]*)"/g)].map((m) => m[1]!));
    expect(routes).toContain('/api/customers/:guid');
    expect(routes).toContain('/api/customers/find');
    expect(routes).toContain('unmatched');
    for (const route of routes) expect(route).not.toMatch(/\?|[0-9a-f]{8}-|\d{5}/);
  });

  it('answers only this machine, or a scraper with METRICS_TOKEN', async () => {
    expect((await scrape()).statusCode).toBe(200);
    expect((await scrape({}, '10.1.2.3')).statusCode).toBe(403);
    expect((await scrape({ authorization: 'Bearer wrong' }, '10.1.2.3')).statusCode).toBe(403);
    expect((await scrape({ authorization: `Bearer ${TOKEN}x` }, '10.1.2.3')).statusCode).toBe(403);
    // A reverse proxy on this machine connects from loopback for anyone: a forwarded request needs the token.
    expect((await scrape({ 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(403);
    expect((await scrape({ forwarded: 'for=203.0.113.9' })).statusCode).toBe(403);
    const refused = await scrape({}, '10.1.2.3');
    expect(refused.json()).toMatchObject({ code: 'forbidden' });
    expect(refused.body).not.toContain('coverdesk_');
    const allowed = await scrape({ authorization: `Bearer ${TOKEN}` }, '10.1.2.3');
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('coverdesk_http_request_duration_seconds_bucket');
  });

  it('keeps the request histogram in Prometheus form: cumulative buckets, +Inf, sum and count', async () => {
    for (const seconds of [0.007, 0.2, 20]) observeRequest('/test/histogram/:x', 'PATCH', 201, seconds);
    const body = await text();
    const at = (le: string) =>
      sample(body, 'coverdesk_http_request_duration_seconds_bucket', { route: '/test/histogram/:x', le });
    expect([at('0.005'), at('0.01'), at('0.25'), at('10'), at('+Inf')]).toEqual([0, 1, 2, 2, 3]);
    const labels = { route: '/test/histogram/:x', method: 'PATCH', status_class: '2xx' };
    expect(sample(body, 'coverdesk_http_request_duration_seconds_count', labels)).toBe(3);
    expect(sample(body, 'coverdesk_http_request_duration_seconds_sum', labels)).toBeCloseTo(20.207);
  });

  it('counts statements slower than the threshold, by pool', async () => {
    const slow = async () => sample(await text(), 'coverdesk_db_slow_statements_total', { pool: 'main' }) ?? 0;
    const before = await slow();
    setSlowStatementMs(300);
    try {
      await t.database.pool.query('select pg_sleep(0.5)');
      await t.database.pool.query('select 1');
    } finally {
      setSlowStatementMs(t.config.slowStatementMs);
    }
    expect((await slow()) - before).toBe(1);
  });
});
