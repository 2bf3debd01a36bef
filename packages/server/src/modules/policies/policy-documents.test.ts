import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, roleOf, type TestApp } from '../../test/test-app.ts';
import { countRows, inDays, seedCustomer, seedPartners, seedProduct } from './policies.fixtures.ts';

let t: TestApp;
let policy: string;
const agent = roleOf('call_centre_agent', PARTNER_A);
const reader = roleOf('partner_user', PARTNER_A);
const adminB = adminOf(PARTNER_B);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const B = '/api/policies/complex/documents';

beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t);
  const product = await seedProduct(t, PARTNER_A);
  const customer = await seedCustomer(t, PARTNER_A);
  const r = await t.call(agent, {
    method: 'POST',
    url: '/api/products/buy',
    payload: { customer_guid: customer.guid, product_guid: product.guid, start_date: inDays(0), premium_cents: 10_000 },
    partner: PARTNER_A,
  });
  policy = r.json().guid;
});
afterAll(() => t.close());

const sign = (filename: string, user = agent, partner = PARTNER_A, policyGuid = policy) =>
  t.call(user, { method: 'GET', url: `${B}/signed_url`, query: { policy_guid: policyGuid, filename }, partner });
const put = (url: string, body: Buffer, type = 'application/pdf') =>
  t.app.inject({ method: 'PUT', url, payload: body, headers: { 'content-type': type } });

describe('policy documents', () => {
  it('signs an upload, records the document with its type, lists it with a download URL, deletes it', async () => {
    const signed = await sign('Proposal form.pdf');
    expect(signed.statusCode).toBe(200);
    expect(signed.json().filename).toMatch(
      new RegExp(`^policies/${PARTNER_A}/${policy}/[0-9a-f-]{36}-Proposal_form.pdf$`),
    );
    expect((await put(signed.json().signed_url, PDF)).statusCode).toBe(200);
    const created = await t.call(agent, {
      method: 'POST',
      url: B,
      payload: { policy_guid: policy, type: 'Other', url: signed.json().signed_url, filename: 'Proposal form.pdf' },
      partner: PARTNER_A,
    });
    expect(created.statusCode, created.body).toBe(201);
    const doc = created.json();
    expect(doc).toMatchObject({
      policy_guid: policy,
      type: 'Other',
      size_bytes: PDF.length,
      policy_doc_guid: doc.guid,
    });
    expect(doc).not.toHaveProperty('storage_key');
    expect((await t.app.inject({ method: 'GET', url: doc.url })).rawPayload.equals(PDF)).toBe(true);
    const list = await t.call(reader, { method: 'GET', url: B, query: { policy_guid: policy }, partner: PARTNER_A });
    expect(list.json().map((d: { guid: string }) => d.guid)).toEqual([doc.guid]);
    const again = await t.call(agent, {
      method: 'POST',
      url: B,
      payload: { policy_guid: policy, type: 'Other', url: signed.json().signed_url, filename: 'x.pdf' },
      partner: PARTNER_A,
    });
    expect(again.statusCode).toBe(409);
    const del = await t.call(agent, { method: 'DELETE', url: `${B}/${doc.guid}`, partner: PARTNER_A });
    expect(del.statusCode).toBe(204);
    expect(fs.existsSync(path.join(t.config.dataDir, 'files', ...signed.json().filename.split('/')))).toBe(false);
    expect(
      (await t.call(reader, { method: 'GET', url: B, query: { policy_guid: policy }, partner: PARTNER_A })).json(),
    ).toEqual([]);
  });

  it('refuses bad input (400), types and sizes out of limits (415/413), writing nothing', async () => {
    const before = await countRows(t, 'policy_documents');
    const bad = await t.call(agent, {
      method: 'POST',
      url: B,
      payload: { type: 'Selfie', url: '' },
      partner: PARTNER_A,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['filename', 'policy_guid', 'type', 'url']);
    const exe = await sign('virus.exe');
    expect(exe.statusCode).toBe(400);
    expect(exe.json().errors).toEqual({ filename: 'Only .pdf, .jpg, .jpeg, .png files are accepted.' });
    const signed = (await sign('big.png')).json();
    expect((await put(signed.signed_url, Buffer.alloc(11 * 1024 * 1024), 'image/png')).statusCode).toBe(413);
    const notUploaded = await t.call(agent, {
      method: 'POST',
      url: B,
      payload: { policy_guid: policy, type: 'Other', url: signed.signed_url, filename: 'big.png' },
      partner: PARTNER_A,
    });
    expect(notUploaded.statusCode).toBe(400);
    expect(notUploaded.json().errors).toEqual({ url: expect.any(String) });
    expect(await countRows(t, 'policy_documents')).toBe(before);
  });

  it('hides another partner’s policies; needs the permission and a token', async () => {
    expect((await sign('a.pdf', adminB, PARTNER_B)).statusCode).toBe(404);
    expect((await sign('a.pdf', adminB, PARTNER_A)).statusCode).toBe(403);
    expect((await sign('a.pdf', reader)).statusCode).toBe(403);
    const signed = (await sign('a.pdf')).json();
    await put(signed.signed_url, PDF);
    const doc = (
      await t.call(agent, {
        method: 'POST',
        url: B,
        payload: { policy_guid: policy, type: 'National Identity', url: signed.filename, filename: 'a.pdf' },
        partner: PARTNER_A,
      })
    ).json();
    expect((await t.call(adminB, { method: 'DELETE', url: `${B}/${doc.guid}`, partner: PARTNER_B })).statusCode).toBe(
      404,
    );
    expect((await t.call(reader, { method: 'DELETE', url: `${B}/${doc.guid}`, partner: PARTNER_A })).statusCode).toBe(
      403,
    );
    expect(
      (await t.call(adminB, { method: 'GET', url: B, query: { policy_guid: policy }, partner: PARTNER_B })).statusCode,
    ).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `${B}?policy_guid=${policy}&partner=${PARTNER_A}` });
    expect(anonymous.statusCode).toBe(401);
    expect(await countRows(t, 'policy_documents')).toBe(1);
  });
});
