import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, roleOf, type TestApp } from '../../test/test-app.ts';
import { count, insertCustomer, seedPartners } from './customers.fixtures.ts';

let t: TestApp;
let customer: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t);
  customer = await insertCustomer(t, PARTNER_A, { full_name: 'Grace Wambui' });
  other = await insertCustomer(t, PARTNER_A, { full_name: 'Other Person' });
});
afterAll(() => t.close());

const agent = roleOf('call_centre_agent', PARTNER_A);
const reader = roleOf('partner_user', PARTNER_A);
const adminB = adminOf(PARTNER_B);
const A = { partner: PARTNER_A };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const signUpload = async (filename: string, id = customer, user = agent) =>
  t.call(user, { method: 'GET', url: `/api/customers/files/upload/${id}`, query: { filename }, ...A });
const put = (url: string, body: Buffer, type = 'application/pdf') =>
  t.app.inject({ method: 'PUT', url, payload: body, headers: { 'content-type': type } });

async function uploaded(filename = 'id card.pdf', id = customer) {
  const signed = (await signUpload(filename, id)).json();
  expect((await put(signed.signed_url, PDF)).statusCode).toBe(200);
  return signed;
}

describe('customer documents', () => {
  it('signs an upload, takes the file, records, lists, downloads, renames and deletes it', async () => {
    const res = await signUpload('National ID.pdf');
    expect(res.statusCode).toBe(200);
    const signed = res.json();
    expect(signed.filename).toMatch(new RegExp(`^customers/${PARTNER_A}/${customer}/[0-9a-f-]{36}-National_ID.pdf$`));
    expect(signed.signed_url.startsWith(`/api/files/${signed.filename}?`)).toBe(true);
    expect((await put(signed.signed_url, PDF)).statusCode).toBe(200);

    const created = await t.call(agent, {
      method: 'POST',
      url: '/api/customers/files',
      payload: {
        type: 'National Identity',
        url: signed.signed_url,
        customer_guid: customer,
        filename: 'National ID.pdf',
      },
      ...A,
    });
    expect(created.statusCode).toBe(201);
    const file = created.json();
    expect(file).toMatchObject({
      type: 'National Identity',
      filename: 'National ID.pdf',
      content_type: 'application/pdf',
      size_bytes: PDF.length,
    });
    expect(file).not.toHaveProperty('storage_key');

    const download = await t.app.inject({ method: 'GET', url: file.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('National ID.pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);

    const got = (await t.call(reader, { method: 'GET', url: `/api/customers/files/${file.guid}`, ...A })).json();
    expect(got.guid).toBe(file.guid);
    const all = (await t.call(reader, { method: 'GET', url: `/api/customers/files/${customer}/all`, ...A })).json();
    expect(all.map((f: { guid: string }) => f.guid)).toEqual([file.guid]);

    const renamed = await t.call(agent, {
      method: 'PUT',
      url: `/api/customers/files/${file.guid}`,
      payload: { type: 'Other', filename: 'Scan.pdf' },
      ...A,
    });
    expect(renamed.json()).toMatchObject({ type: 'Other', filename: 'Scan.pdf' });

    const onDisk = path.join(t.config.dataDir, 'files', ...signed.filename.split('/'));
    expect(fs.existsSync(onDisk)).toBe(true);
    expect((await t.call(agent, { method: 'DELETE', url: `/api/customers/files/${file.guid}`, ...A })).statusCode).toBe(
      204,
    );
    expect(fs.existsSync(onDisk)).toBe(false);
    expect((await t.call(reader, { method: 'GET', url: `/api/customers/files/${file.guid}`, ...A })).statusCode).toBe(
      404,
    );
    const ev = await t.owner.query('select action from audit_events where entity_guid = $1 order by created_at', [
      file.guid,
    ]);
    expect(ev.rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
  });

  it('enforces allowed types (415) and the size limit (413) on upload', async () => {
    // A name of a type not allowed is bad input (400 naming the types); a stored file of another type is a 415.
    for (const name of ['virus.exe', 'noextension']) {
      const r = await signUpload(name);
      expect(r.statusCode, name).toBe(400);
      expect(r.json().errors, name).toEqual({ filename: 'Only .pdf, .jpg, .jpeg, .png files are accepted.' });
    }
    const signed = (await signUpload('photo.png')).json();
    expect((await put(signed.signed_url, PDF, 'application/pdf')).statusCode).toBe(415);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    expect((await put(signed.signed_url, big, 'image/png')).statusCode).toBe(413);
    const onDisk = path.join(t.config.dataDir, 'files', ...signed.filename.split('/'));
    expect(fs.existsSync(onDisk)).toBe(false);
  });

  it('rejects tampered and expired upload and download links', async () => {
    const signed = (await signUpload('a.pdf')).json();
    const tampered = signed.signed_url.replace('max=10485760', 'max=99999999999');
    expect((await put(tampered, PDF)).statusCode).toBe(403);
    const otherKey = signed.signed_url.replace(customer, other);
    expect((await put(otherKey, PDF)).statusCode).toBe(403);
    const expired = signed.signed_url.replace(/expires=\d+/, 'expires=1000');
    expect((await put(expired, PDF)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: signed.signed_url })).statusCode).toBe(403);
  });

  it('records only a key issued for that customer whose file was uploaded; writes nothing otherwise', async () => {
    const before = await count(t, 'customer_files');
    const post = (payload: Record<string, unknown>) =>
      t.call(agent, { method: 'POST', url: '/api/customers/files', payload, ...A });
    const notUploaded = (await signUpload('later.pdf')).json();
    const r1 = await post({
      type: 'Other',
      url: notUploaded.signed_url,
      customer_guid: customer,
      filename: 'later.pdf',
    });
    expect(r1.statusCode).toBe(400);
    expect(Object.keys(r1.json().errors)).toEqual(['url']);
    const forOther = await uploaded('x.pdf', other);
    const r2 = await post({ type: 'Other', url: forOther.signed_url, customer_guid: customer, filename: 'x.pdf' });
    expect(r2.statusCode).toBe(400);
    const r3 = await post({ type: 'Other', url: '/etc/passwd', customer_guid: customer, filename: 'x.pdf' });
    expect(r3.statusCode).toBe(400);
    const fine = await uploaded();
    const r4 = await post({ url: fine.signed_url, customer_guid: customer, filename: ' x.pdf' });
    expect(r4.statusCode).toBe(400);
    expect(Object.keys(r4.json().errors).sort()).toEqual(['filename', 'type']);
    const r5 = await post({ type: 'Passport', url: fine.signed_url, customer_guid: customer, filename: 'x.pdf' });
    expect(r5.statusCode).toBe(400);
    expect(await count(t, 'customer_files')).toBe(before);
    // The same upload recorded twice.
    expect(
      (await post({ type: 'Other', url: fine.filename, customer_guid: customer, filename: 'x.pdf' })).statusCode,
    ).toBe(201);
    expect(
      (await post({ type: 'Other', url: fine.signed_url, customer_guid: customer, filename: 'x.pdf' })).statusCode,
    ).toBe(409);
  });

  it('keeps partners apart and checks roles and tokens', async () => {
    const fine = await uploaded('mine.pdf');
    const file = (
      await t.call(agent, {
        method: 'POST',
        url: '/api/customers/files',
        payload: { type: 'Birth Certificate', url: fine.signed_url, customer_guid: customer, filename: 'mine.pdf' },
        ...A,
      })
    ).json();
    const B = { partner: PARTNER_B };
    expect(
      (
        await t.call(adminB, {
          method: 'GET',
          url: `/api/customers/files/upload/${customer}`,
          query: { filename: 'a.pdf' },
          ...B,
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.call(adminB, { method: 'GET', url: `/api/customers/files/${file.guid}`, ...B })).statusCode).toBe(
      404,
    );
    expect(
      (await t.call(adminB, { method: 'GET', url: `/api/customers/files/${customer}/all`, ...B })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.call(adminB, {
          method: 'PUT',
          url: `/api/customers/files/${file.guid}`,
          payload: { type: 'Other', filename: 'x.pdf' },
          ...B,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.call(adminB, { method: 'DELETE', url: `/api/customers/files/${file.guid}`, ...B })).statusCode,
    ).toBe(404);
    const stolen = await t.call(adminB, {
      method: 'POST',
      url: '/api/customers/files',
      payload: { type: 'Other', url: fine.signed_url, customer_guid: customer, filename: 'x.pdf' },
      ...B,
    });
    expect(stolen.statusCode).toBe(400);
    expect((await signUpload('a.pdf', customer, reader)).statusCode).toBe(403);
    expect(
      (await t.call(reader, { method: 'DELETE', url: `/api/customers/files/${file.guid}`, ...A })).statusCode,
    ).toBe(403);
    expect((await t.call(null, { method: 'GET', url: `/api/customers/files/${file.guid}`, ...A })).statusCode).toBe(
      401,
    );
    expect((await t.call(reader, { method: 'GET', url: `/api/customers/files/${file.guid}`, ...A })).statusCode).toBe(
      200,
    );
  });
});
