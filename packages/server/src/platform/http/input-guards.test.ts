import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPartners } from '../../modules/customers/customers.fixtures.ts';
import { adminOf, createTestApp, PARTNER_A, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t);
});
afterAll(() => t?.close());

const admin = adminOf(PARTNER_A);
const kenya = { code: 'KE', name: 'Kenya', currency_code: 'KES', dialing_code: '254', phone_digits: 9 };
const rows = async (table: string) => (await t.owner.query(`select count(*)::int n from ${table}`)).rows[0].n;

describe('a NUL character (U+0000) anywhere in the input answers 400 naming the field', () => {
  it('in a body string', async () => {
    const before = await rows('countries');
    const res = await t.call(admin, {
      method: 'POST',
      url: '/api/countries',
      payload: { ...kenya, code: 'TZ', name: 'Tanz\u0000ania' },
      headers: { 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ name: 'Ne doit pas contenir de caractère NUL (U+0000).' });
    expect(await rows('countries')).toBe(before);
  });

  it('in a search query', async () => {
    const res = await t.call(admin, {
      method: 'GET',
      url: '/api/customers/find',
      query: { name: 'Wan\u0000jiru' },
      partner: PARTNER_A,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['name']);
  });

  it('in a path parameter', async () => {
    const res = await t.call(admin, { method: 'GET', url: '/api/customers/%00abc', partner: PARTNER_A });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['guid']);
  });

  it('inside a JSON object stored as jsonb (identity user attributes), value or key', async () => {
    for (const [attributes, field] of [
      [{ nickname: ['a\u0000b'] }, 'attributes.nickname.0'],
      [{ 'nick\u0000name': ['ab'] }, 'attributes.nickname'],
    ] as const) {
      const res = await t.call(admin, {
        method: 'POST',
        url: '/identity/admin/realms/coverdesk/users',
        payload: { username: 'nul-user', enabled: true, attributes },
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
  });

  it('in a form body (the OAuth token call)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/identity/realms/coverdesk/protocol/openid-connect/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload:
        'grant_type=password&username=ad%00min&password=x&client_id=coverdesk-web&client_secret=coverdesk-web-secret',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['username']);
  });
});

describe("Fastify's own errors leave in the API's error shape", () => {
  const apiShape = (body: Record<string, unknown>) => {
    expect(typeof body.message).toBe('string');
    expect(Object.keys(body).every((k) => ['message', 'code', 'errors'].includes(k))).toBe(true);
    // The product's own codes: Fastify's (`FST_…`) never leave.
    expect(body.code).toMatch(/^[a-z][a-z0-9_]*$/);
  };

  it('a text/plain body is a 415', async () => {
    const res = await t.call(admin, {
      method: 'POST',
      url: '/api/countries',
      payload: JSON.stringify(kenya),
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.statusCode).toBe(415);
    apiShape(res.json());
    expect(res.json().message).toBe('This content type is not supported.');
    expect(res.json().code).toBe('unsupported_media_type');
  });

  it('an unknown content type is a 415', async () => {
    const res = await t.call(admin, {
      method: 'POST',
      url: '/api/countries',
      payload: '<country/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(res.statusCode).toBe(415);
    apiShape(res.json());
  });

  it('bad JSON is a 400', async () => {
    const res = await t.call(admin, {
      method: 'POST',
      url: '/api/countries',
      payload: '{"code": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    apiShape(res.json());
    expect(res.json()).toMatchObject({ code: 'invalid_json', message: 'The body is not valid JSON.' });
    const empty = await t.call(admin, {
      method: 'POST',
      url: '/api/countries',
      payload: '',
      headers: { 'content-type': 'application/json' },
    });
    expect([empty.statusCode, empty.json().code]).toEqual([400, 'invalid_json']);
  });

  const multipart = (boundary: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.csv"\r\nContent-Type: text/csv\r\n\r\n` +
    `a,b\r\n1,2\r\n--${boundary}--\r\n`;

  it('a file upload with a JSON body is a 415 like a JSON route with a form (multipart/form-data required)', async () => {
    const batches = await rows('import_batches');
    const json = await t.call(admin, {
      method: 'POST',
      url: '/api/bulk_payments/upload',
      payload: { file: 'a,b' },
      partner: PARTNER_A,
    });
    expect(json.statusCode).toBe(415);
    apiShape(json.json());
    expect(json.json().code).toBe('multipart_required');
    const form = await t.call(admin, {
      method: 'POST',
      url: '/api/countries',
      payload: multipart('b0undary'),
      headers: { 'content-type': 'multipart/form-data; boundary=b0undary' },
    });
    expect([form.statusCode, form.json().code]).toEqual([415, 'unsupported_media_type']);
    expect(await rows('import_batches')).toBe(batches);
  });

  it('a body over the limit is a 413', async () => {
    const res = await t.call(admin, {
      method: 'POST',
      url: '/api/countries',
      payload: JSON.stringify({ ...kenya, name: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    apiShape(res.json());
    expect(res.json().code).toBe('payload_too_large');
  });

  it('a badly encoded URL is a 400', async () => {
    const res = await t.call(admin, { method: 'GET', url: '/api/countries/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    apiShape(res.json());
    expect(res.json().code).toBe('bad_url');
  });

  it('a path parameter over the router limit is a 414', async () => {
    const res = await t.call(admin, { method: 'GET', url: `/api/countries/${'A'.repeat(500)}` });
    expect(res.statusCode).toBe(414);
    apiShape(res.json());
    expect(res.json().code).toBe('uri_too_long');
  });

  it('headers too large are a 431, written by the HTTP parser handler', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.get(
        { host: '127.0.0.1', port, path: '/api/countries', headers: { 'x-big': 'x'.repeat(64 * 1024) } },
        (res) => {
          let data = '';
          res.on('data', (c) => (data += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data }));
        },
      );
      req.on('error', reject);
    });
    expect(status).toBe(431);
    apiShape(JSON.parse(body));
  });
});
