import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage, createS3Storage, isValidKey, newKey, presignS3 } from './storage.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-test-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams) as Record<string, string>;

describe('local storage signatures', () => {
  let now = Date.parse('2026-01-01T00:00:00Z');
  const storage = createLocalStorage({ root, secret: 'test-secret', now: () => now });

  it('accepts its own signature and rejects any tampering', async () => {
    const { url } = await storage.signUpload('customers/p/c/a.pdf', { contentType: 'application/pdf', maxBytes: 100 });
    expect(url.startsWith('/api/files/customers/p/c/a.pdf?')).toBe(true);
    const q = queryOf(url);
    expect(storage.verify('PUT', 'customers/p/c/a.pdf', q)).toMatchObject({ type: 'application/pdf', max: '100' });
    const tampered: [string, Record<string, string>][] = [
      ['customers/p/c/b.pdf', q],
      ['customers/p/c/a.pdf', { ...q, max: '1000000' }],
      ['customers/p/c/a.pdf', { ...q, type: 'text/html' }],
      ['customers/p/c/a.pdf', { ...q, expires: String(Number(q.expires) + 3600) }],
      ['customers/p/c/a.pdf', { ...q, sig: `${q.sig!.slice(0, -1)}A` }],
      ['customers/p/c/a.pdf', { ...q, sig: '' }],
    ];
    for (const [key, query] of tampered) expect(() => storage.verify('PUT', key, query)).toThrow('signature_invalid');
    // An upload signature is not a download signature.
    expect(() => storage.verify('GET', 'customers/p/c/a.pdf', q)).toThrow('signature_invalid');
    expect(() => createLocalStorage({ root, secret: 'other' }).verify('PUT', 'customers/p/c/a.pdf', q)).toThrow(
      'signature_invalid',
    );
  });

  it('rejects an expired signature', async () => {
    const { url } = await storage.signDownload('customers/p/c/a.pdf', { filename: 'a.pdf', expiresSeconds: 60 });
    const q = queryOf(url);
    now += 59_000;
    expect(() => storage.verify('GET', 'customers/p/c/a.pdf', q)).not.toThrow();
    now += 2_000;
    expect(() => storage.verify('GET', 'customers/p/c/a.pdf', q)).toThrow('signature_expired');
  });

  it('chooses safe keys and reads keys back from its URLs only', async () => {
    const key = newKey('customers/p/c', '../../etc/passwd ä.pdf');
    expect(isValidKey(key)).toBe(true);
    expect(key).toMatch(/^customers\/p\/c\/[0-9a-f-]{36}-passwd_a.pdf$/);
    expect(isValidKey('../x')).toBe(false);
    expect(isValidKey('a/../b')).toBe(false);
    const { url } = await storage.signUpload(key, { contentType: 'application/pdf', maxBytes: 1 });
    expect(storage.keyFromUrl(url)).toBe(key);
    expect(storage.keyFromUrl(`http://localhost:8080${url}`)).toBe(key);
    expect(storage.keyFromUrl('/other/x.pdf?sig=1')).toBeNull();
    expect(storage.keyFromUrl('/api/files/..%2F..%2Fetc/passwd?sig=1')).toBeNull();
  });
});

describe('S3 presigning', () => {
  // The example of AWS's "Authenticating Requests: Using Query Parameters (AWS Signature Version 4)".
  it('reproduces the AWS Signature V4 query-signing example', async () => {
    const url = await presignS3(
      {
        endpoint: 'https://examplebucket.s3.amazonaws.com',
        bucket: 'examplebucket',
        accessKey: 'AKIAIOSFODNN7EXAMPLE',
        secretKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
      },
      'GET',
      'https://examplebucket.s3.amazonaws.com/test.txt',
      86400,
      { datetime: '20130524T000000Z' },
    );
    const q = new URL(url).searchParams;
    expect(q.get('X-Amz-Credential')).toBe('AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request');
    expect(q.get('X-Amz-SignedHeaders')).toBe('host');
    expect(q.get('X-Amz-Signature')).toBe('aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404');
  });

  it('signs path-style upload URLs with the content type and reads keys back', async () => {
    const s3 = createS3Storage({ endpoint: 'http://minio:9000', bucket: 'docs', accessKey: 'k', secretKey: 's' });
    const { url } = await s3.signUpload('customers/p/c/x.pdf', { contentType: 'application/pdf', maxBytes: 10 });
    const u = new URL(url);
    expect(u.origin + u.pathname).toBe('http://minio:9000/docs/customers/p/c/x.pdf');
    expect(u.searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host');
    expect(u.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(s3.keyFromUrl(url)).toBe('customers/p/c/x.pdf');
    expect(s3.keyFromUrl('http://evil:9000/docs/customers/p/c/x.pdf')).toBeNull();
    const down = await s3.signDownload('customers/p/c/x.pdf', { filename: 'ID card.pdf' });
    expect(new URL(down.url).searchParams.get('response-content-disposition')).toContain('ID card.pdf');
  });

  it('reads object size with a signed HEAD and deletes with a signed DELETE', async () => {
    const calls: { url: string; method: string }[] = [];
    const fake = (async (url: string, init: { method: string }) => {
      calls.push({ url, method: init.method });
      return new Response(null, { status: init.method === 'HEAD' ? 200 : 204, headers: { 'content-length': '42' } });
    }) as unknown as typeof fetch;
    const s3 = createS3Storage({ endpoint: 'http://minio:9000', bucket: 'docs', accessKey: 'k', secretKey: 's' }, fake);
    expect(await s3.stat('a/b.pdf')).toEqual({ size: 42 });
    await s3.remove('a/b.pdf');
    expect(calls.map((c) => c.method)).toEqual(['HEAD', 'DELETE']);
    expect(calls.every((c) => new URL(c.url).searchParams.has('X-Amz-Signature'))).toBe(true);
  });
});
