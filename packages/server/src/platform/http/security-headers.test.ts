import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, createTestApp, PARTNER_A, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('every answer carries the security headers and its request id', () => {
  it.each([
    ['an API answer', () => t.call(adminOf(PARTNER_A), { method: 'GET', url: '/api/countries' })],
    ['an error', () => t.app.inject({ method: 'GET', url: '/api/no-such-route' })],
    ['a 401', () => t.app.inject({ method: 'GET', url: '/api/countries' })],
    ['the health check', () => t.app.inject({ method: 'GET', url: '/health' })],
  ])('%s', async (_name, request) => {
    const res = await request();
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('keeps the request id a caller sends', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'trace-123' } });
    expect(res.headers['x-request-id']).toBe('trace-123');
  });
});
