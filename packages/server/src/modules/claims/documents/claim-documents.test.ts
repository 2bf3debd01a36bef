import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PARTNER_A, PARTNER_B, type TestApp, type TestUser } from '../../../test/test-app.ts';
import {
  agent,
  BASE_CLAIM_CONFIG,
  count,
  makeClaim,
  reader,
  type Seeded,
  seedClaimsWorld,
  setClaimConfig,
} from '../test/claims-fixtures.ts';

let t: TestApp;
let A: Seeded;
let B: Seeded;
beforeAll(async () => {
  t = await createTestApp();
  ({ A, B } = await seedClaimsWorld(t));
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const put = (url: string, body: Buffer, type = 'application/pdf') =>
  t.app.inject({ method: 'PUT', url, payload: body, headers: { 'content-type': type } });
const sign = (claim: string, filename = 'scan.pdf', user: TestUser = agent(PARTNER_A), partner = PARTNER_A) =>
  t.call(user, { method: 'GET', url: `/api/claims/upload/${claim}`, query: { filename }, partner });
async function uploaded(claim: string, filename = 'scan.pdf') {
  const signed = (await sign(claim, filename)).json();
  expect((await put(signed.signed_url, PDF)).statusCode).toBe(200);
  return signed as { signed_url: string; filename: string };
}
const file = (claim: string, payload: object, user: TestUser = agent(PARTNER_A), partner = PARTNER_A) =>
  t.call(user, { method: 'POST', url: `/api/claims/${claim}/files`, payload, partner });
const detail = async (claim: string) =>
  (await t.call(reader(PARTNER_A), { method: 'GET', url: `/api/claims/${claim}`, partner: PARTNER_A })).json();
const requireHospital = (docs: string[]) =>
  setClaimConfig(t, PARTNER_A, { required_documents: { ...BASE_CLAIM_CONFIG.required_documents, hospital: docs } });

describe('claim documents', () => {
  it('signs, takes the upload callback, records typed documents, lists them on the claim, deletes', async () => {
    await requireHospital(['national_identity', 'discharge_summary']);
    const claim = await makeClaim(t, A);
    expect(claim).toMatchObject({ status: 'open', documents: [] });
    const signed = await uploaded(claim.guid, 'ID card.pdf');
    expect(signed.filename).toMatch(new RegExp(`^claims/${PARTNER_A}/${claim.guid}/[0-9a-f-]{36}-ID_card.pdf$`));

    const cb = await t.call(agent(PARTNER_A), {
      method: 'PUT',
      url: '/api/claims/upload_callback',
      payload: { claim_guid: claim.guid, filename: signed.filename },
      partner: PARTNER_A,
    });
    expect(cb.statusCode, cb.body).toBe(200);
    expect(cb.json()).toMatchObject({ type: null, filename: 'ID_card.pdf', size_bytes: PDF.length });
    expect(cb.json().claim_doc_guid).toBe(cb.json().guid);
    // The same upload recorded with its type completes that document (no second row).
    const typed = await file(claim.guid, {
      type: 'national_identity',
      url: signed.signed_url,
      filename: 'ID card.pdf',
    });
    expect(typed.statusCode, typed.body).toBe(201);
    expect(typed.json()).toMatchObject({ guid: cb.json().guid, type: 'national_identity', filename: 'ID card.pdf' });
    const download = await t.app.inject({ method: 'GET', url: typed.json().url });
    expect(download.rawPayload.equals(PDF)).toBe(true);

    const d = await detail(claim.guid);
    expect(d.status).toBe('open');
    expect(d.documents.map((x: { claim_doc_guid: string }) => x.claim_doc_guid)).toEqual([typed.json().guid]);
    const list = await t.call(reader(PARTNER_A), {
      method: 'GET',
      url: `/api/claims/${claim.guid}/files`,
      partner: PARTNER_A,
    });
    expect(list.json()).toHaveLength(1);

    const extra = await uploaded(claim.guid, 'other.pdf');
    const other = await file(claim.guid, { type: 'other', url: extra.filename, filename: 'other.pdf' });
    expect(other.statusCode).toBe(201);
    const del = await t.call(agent(PARTNER_A), {
      method: 'DELETE',
      url: `/api/claims/files/${other.json().guid}`,
      partner: PARTNER_A,
    });
    expect(del.statusCode).toBe(204);
    expect(fs.existsSync(path.join(t.config.dataDir, 'files', ...extra.filename.split('/')))).toBe(false);
    expect((await detail(claim.guid)).documents).toHaveLength(1);
    // The claim's timeline tells which documents came and went, and who did it.
    const timeline = (await detail(claim.guid)).timeline as { action: string; after: unknown; before: unknown }[];
    const docEvents = timeline.filter((e) => e.action.startsWith('document_'));
    expect(docEvents.map((e) => [e.action, ((e.after ?? e.before) as { filename: string }).filename])).toEqual([
      ['document_added', 'ID_card.pdf'],
      ['document_added', 'other.pdf'],
      ['document_removed', 'other.pdf'],
    ]);
  });

  it('moves an open claim to decision_pending once every required document type has arrived', async () => {
    await requireHospital(['national_identity', 'discharge_summary']);
    const claim = await makeClaim(t, A);
    expect(claim.status).toBe('open');
    const one = await uploaded(claim.guid);
    await file(claim.guid, { type: 'national_identity', url: one.signed_url, filename: 'id.pdf' });
    expect((await detail(claim.guid)).status).toBe('open');
    const two = await uploaded(claim.guid);
    const r = await file(claim.guid, { type: 'discharge_summary', url: two.filename, filename: 'discharge.pdf' });
    expect(r.statusCode, r.body).toBe(201);
    const d = await detail(claim.guid);
    expect(d).toMatchObject({ status: 'decision_pending', version: claim.version + 1 });
    const event = d.timeline.at(-1);
    expect(event).toMatchObject({ action: 'documents_complete' });
  });

  it('refuses bad input (400, nothing written), types and sizes out of limits (415/413), and closed claims (409)', async () => {
    const claim = await makeClaim(t, A);
    const before = await count(t, 'claim_documents');
    const bad = await file(claim.guid, { type: 'selfie', url: '', filename: ' x' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['filename', 'type', 'url']);
    const notUploaded = await sign(claim.guid);
    const missing = await file(claim.guid, {
      type: 'other',
      url: notUploaded.json().signed_url,
      filename: 'x.pdf',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ url: expect.any(String) });
    // A key issued for another claim is not this claim's.
    const elsewhere = await makeClaim(t, A);
    const theirs = await uploaded(elsewhere.guid);
    const wrong = await file(claim.guid, { type: 'other', url: theirs.signed_url, filename: 'x.pdf' });
    expect(wrong.statusCode).toBe(400);
    expect((await sign(claim.guid, 'virus.exe')).json()).toMatchObject({
      errors: { filename: 'Only .pdf, .jpg, .jpeg, .png files are accepted.' },
    });
    expect((await sign('not-a-uuid')).statusCode).toBe(400);
    const badCallback = await t.call(agent(PARTNER_A), {
      method: 'PUT',
      url: '/api/claims/upload_callback',
      payload: { claim_guid: 'x' },
      partner: PARTNER_A,
    });
    expect(badCallback.statusCode).toBe(400);
    expect(Object.keys(badCallback.json().errors).sort()).toEqual(['claim_guid', 'filename']);
    await t.owner.query("update claims set status = 'closed' where guid = $1", [claim.guid]);
    expect((await sign(claim.guid)).statusCode).toBe(409);
    expect(await count(t, 'claim_documents')).toBe(before);
  });

  it('hides another partner’s claims and documents; needs the permission and a token', async () => {
    const claim = await makeClaim(t, A);
    const up = await uploaded(claim.guid);
    const doc = (await file(claim.guid, { type: 'other', url: up.signed_url, filename: 'a.pdf' })).json();
    const before = await count(t, 'claim_documents');
    // Partner B's agent: the claim and the document are not found in B; A is not B's partner (403).
    expect((await sign(claim.guid, 'a.pdf', agent(PARTNER_B), PARTNER_B)).statusCode).toBe(404);
    expect((await sign(claim.guid, 'a.pdf', agent(PARTNER_B), PARTNER_A)).statusCode).toBe(403);
    expect(
      (await file(claim.guid, { type: 'other', url: up.signed_url, filename: 'a.pdf' }, agent(PARTNER_B), PARTNER_B))
        .statusCode,
    ).toBe(404);
    const foreignDelete = await t.call(agent(PARTNER_B), {
      method: 'DELETE',
      url: `/api/claims/files/${doc.guid}`,
      partner: PARTNER_B,
    });
    expect(foreignDelete.statusCode).toBe(404);
    const foreignList = await t.call(reader(PARTNER_B), {
      method: 'GET',
      url: `/api/claims/${claim.guid}/files`,
      partner: PARTNER_B,
    });
    expect(foreignList.statusCode).toBe(404);
    // A partner user may read but not upload or delete.
    expect((await sign(claim.guid, 'a.pdf', reader(PARTNER_A))).statusCode).toBe(403);
    expect(
      (await t.call(reader(PARTNER_A), { method: 'DELETE', url: `/api/claims/files/${doc.guid}`, partner: PARTNER_A }))
        .statusCode,
    ).toBe(403);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/claims/upload/${claim.guid}?filename=a.pdf&partner=${PARTNER_A}`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await count(t, 'claim_documents')).toBe(before);
    expect(B.partner).toBe(PARTNER_B);
  });
});

describe('complex-claim documents', () => {
  it('only for complex claims of a complex-mode partner: sign, record, delete', async () => {
    const simple = await makeClaim(t, A);
    const refused = await t.call(agent(PARTNER_A), {
      method: 'GET',
      url: '/api/claims/complex/documents/signed_url',
      query: { claim_guid: simple.guid, filename: 'bill.pdf' },
      partner: PARTNER_A,
    });
    expect(refused.statusCode).toBe(409);
    await setClaimConfig(t, PARTNER_A, {}, { claims_mode: 'complex' });
    expect(
      (
        await t.call(agent(PARTNER_A), {
          method: 'GET',
          url: '/api/claims/complex/documents/signed_url',
          query: { claim_guid: simple.guid, filename: 'bill.pdf' },
          partner: PARTNER_A,
        })
      ).statusCode,
    ).toBe(409);
    await t.owner.query('update claims set complex = true where guid = $1', [simple.guid]);
    const signed = await t.call(agent(PARTNER_A), {
      method: 'GET',
      url: '/api/claims/complex/documents/signed_url',
      query: { claim_guid: simple.guid, filename: 'bill.pdf' },
      partner: PARTNER_A,
    });
    expect(signed.statusCode).toBe(200);
    expect(Object.keys(signed.json())).toEqual(expect.arrayContaining(['signed_url', 'filename']));
    await put(signed.json().signed_url, PDF);
    const created = await t.call(agent(PARTNER_A), {
      method: 'POST',
      url: '/api/claims/complex/documents',
      payload: { claim_guid: simple.guid, type: 'receipt', url: signed.json().signed_url, filename: 'bill.pdf' },
      partner: PARTNER_A,
    });
    expect(created.statusCode, created.body).toBe(201);
    const bad = await t.call(agent(PARTNER_A), {
      method: 'POST',
      url: '/api/claims/complex/documents',
      payload: { type: 'receipt' },
      partner: PARTNER_A,
    });
    expect(bad.statusCode).toBe(400);
    const foreign = await t.call(agent(PARTNER_B), {
      method: 'DELETE',
      url: `/api/claims/complex/documents/${created.json().guid}`,
      partner: PARTNER_B,
    });
    expect([404, 409]).toContain(foreign.statusCode);
    const removed = await t.call(agent(PARTNER_A), {
      method: 'DELETE',
      url: `/api/claims/complex/documents/${created.json().guid}`,
      partner: PARTNER_A,
    });
    expect(removed.statusCode).toBe(204);
    await setClaimConfig(t, PARTNER_A, {});
  });
});
