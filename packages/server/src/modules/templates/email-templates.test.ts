import { POLICY_SCHEDULE_TEMPLATE_GUID } from '@coverdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, roleOf, type TestApp } from '../../test/test-app.ts';
import { inDays, seedCustomer, seedPartners, seedProduct } from '../policies/policies.fixtures.ts';

let t: TestApp;
let policy: { guid: string; policy_number: string };
const admin = adminOf(PARTNER_A);
const agent = roleOf('call_centre_agent', PARTNER_A);
const reader = roleOf('partner_user', PARTNER_A);
const adminB = adminOf(PARTNER_B);
const A = { partner: PARTNER_A };

beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t);
  await t.owner.query(
    `insert into partner_configs (partner_guid, email_config) values ($1, $2)
     on conflict (partner_guid) do update set email_config = excluded.email_config`,
    [PARTNER_A, { sender_name: 'ACME Assurance', sender_address: 'contact@acme.example' }],
  );
  const product = await seedProduct(t, PARTNER_A);
  const customer = await seedCustomer(t, PARTNER_A, { language: 'fr', full_name: 'Aïcha <Koné>' });
  const r = await t.call(agent, {
    method: 'POST',
    url: '/api/products/buy',
    payload: { customer_guid: customer.guid, product_guid: product.guid, start_date: inDays(0), premium_cents: 10_000 },
    ...A,
  });
  policy = r.json();
});
afterAll(() => t.close());

const template = (over: Record<string, unknown> = {}) => ({
  code: 'policy_welcome',
  name: 'Policy welcome',
  entity_type: 'Policy',
  subject_en: 'Your policy {{policy.policy_number}}',
  subject_fr: 'Votre police {{policy.policy_number}}',
  html_en: '<p>Dear {{customer.full_name}}</p>',
  html_fr: '<p>Chère {{customer.full_name}}</p>',
  text_en: 'Dear {{customer.full_name}}',
  text_fr: 'Chère {{customer.full_name}}',
  document_template_guids: [POLICY_SCHEDULE_TEMPLATE_GUID],
  ...over,
});
const send = (query: Record<string, string>, user = agent) =>
  t.call(user, { method: 'POST', url: '/api/emails/send', query, ...A });

describe('email templates and sending', () => {
  let guid: string;
  it('creates, reads and updates an email template', async () => {
    const r = await t.call(admin, { method: 'POST', url: '/api/email/templates', payload: template(), ...A });
    expect(r.statusCode).toBe(201);
    guid = r.json().guid;
    expect((await t.call(reader, { method: 'GET', url: `/api/email/templates/${guid}`, ...A })).json().code).toBe(
      'policy_welcome',
    );
    const put = await t.call(admin, {
      method: 'PUT',
      url: `/api/email/templates/${guid}`,
      payload: template({ name: 'Welcome' }),
      ...A,
    });
    expect(put.json().name).toBe('Welcome');
    expect((await t.call(reader, { method: 'GET', url: '/api/email/templates', ...A })).json()).toHaveLength(1);
  });

  it('refuses unknown placeholders, other types of documents, a taken code and bad input', async () => {
    const post = (payload: object) => t.call(admin, { method: 'POST', url: '/api/email/templates', payload, ...A });
    const unknown = await post(template({ code: 'x1', html_fr: '{{claim.status}}' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.html_fr).toContain('{{claim.status}}');
    const doc = await post(
      template({
        code: 'x2',
        entity_type: 'Customer',
        subject_en: 'Hi',
        subject_fr: 'Salut',
        html_en: 'a',
        html_fr: 'a',
        text_en: 'a',
        text_fr: 'a',
      }),
    );
    expect(doc.json().errors.document_template_guids).toBeTruthy();
    expect((await post(template())).statusCode).toBe(409);
    expect((await post(template({ code: 'Bad Code' }))).json().errors.code).toBeTruthy();
    expect((await t.owner.query('select count(*)::int n from email_templates')).rows[0].n).toBe(1);
  });

  it("renders in the customer's language, attaches the document and queues one email per recipient", async () => {
    const r = await send({
      email_template_guid: guid,
      email_recipients: 'aicha@example.com, Broker@Example.com',
      entity_guid: policy.guid,
    });
    expect(r.statusCode).toBe(202);
    const sent = r.json();
    expect(sent.map((e: { to: string }) => e.to).sort()).toEqual(['aicha@example.com', 'broker@example.com']);
    expect(sent[0]).toMatchObject({ subject: `Votre police ${policy.policy_number}`, status: 'queued' });
    expect(sent[0].attachments).toEqual([`${policy.policy_number} - Policy schedule.pdf`]);
    const row = await t.owner.query('select html_body, text_body, meta from email_outbox where guid = $1', [
      sent[0].guid,
    ]);
    expect(row.rows[0].html_body).toBe('<p>Chère Aïcha &lt;Koné&gt;</p>');
    expect(row.rows[0].text_body).toBe('Chère Aïcha <Koné>');
    expect(row.rows[0].meta.from).toBe('"ACME Assurance" <contact@acme.example>');
    // The attached document is one of the policy's generated documents too.
    const docs = await t.call(reader, {
      method: 'GET',
      url: '/api/documents/generated',
      query: { entity_guid: policy.guid },
      ...A,
    });
    expect(docs.json()).toHaveLength(1);
    // Without SMTP the delivery job keeps it in the outbox; the entity's page reads the state.
    await t.mailer.deliver(sent[0].guid);
    const states = await t.call(reader, {
      method: 'GET',
      url: '/api/emails',
      query: { entity_guid: policy.guid },
      ...A,
    });
    expect(
      states
        .json()
        .map((e: { status: string }) => e.status)
        .sort(),
    ).toEqual(['queued', 'stored']);
    // By code too.
    expect(
      (await send({ email_code: 'policy_welcome', email_recipients: 'x@example.com', entity_guid: policy.guid }))
        .statusCode,
    ).toBe(202);
  });

  it('validates recipients and the template, sending nothing', async () => {
    const before = (await t.owner.query('select count(*)::int n from email_outbox')).rows[0].n;
    const bad = await send({ email_template_guid: guid, email_recipients: 'not-an-email', entity_guid: policy.guid });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.email_recipients).toBeTruthy();
    const many = Array.from({ length: 11 }, (_, i) => `p${i}@example.com`).join(',');
    expect(
      (await send({ email_template_guid: guid, email_recipients: many, entity_guid: policy.guid })).statusCode,
    ).toBe(400);
    expect((await send({ email_recipients: 'a@example.com', entity_guid: policy.guid })).statusCode).toBe(400);
    expect(
      (await send({ email_template_guid: guid, email_recipients: 'a@example.com', entity_guid: guid })).statusCode,
    ).toBe(404);
    expect((await t.owner.query('select count(*)::int n from email_outbox')).rows[0].n).toBe(before);
  });

  it('another partner sees nothing and cannot send; a read-only role cannot send or write', async () => {
    const B = { partner: PARTNER_B };
    expect((await t.call(adminB, { method: 'GET', url: `/api/email/templates/${guid}`, ...B })).statusCode).toBe(404);
    expect((await t.call(adminB, { method: 'GET', url: '/api/email/templates', ...B })).json()).toEqual([]);
    const foreign = await t.call(adminB, {
      method: 'POST',
      url: '/api/emails/send',
      query: { email_template_guid: guid, email_recipients: 'a@example.com', entity_guid: policy.guid },
      ...B,
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await t.call(adminB, { method: 'GET', url: '/api/emails', query: { entity_guid: policy.guid }, ...B })).json(),
    ).toEqual([]);
    expect(
      (await send({ email_template_guid: guid, email_recipients: 'a@example.com', entity_guid: policy.guid }, reader))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.call(agent, { method: 'POST', url: '/api/email/templates', payload: template({ code: 'y' }), ...A }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.call(agent, {
          method: 'GET',
          url: '/api/email/templates/upload/signed_url',
          query: { filename: 'a.pdf' },
          ...A,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('deletes a template after checks of role and partner; emails already sent keep their text', async () => {
    const r = await t.call(admin, {
      method: 'POST',
      url: '/api/email/templates',
      payload: template({ code: 'to_delete', name: 'To delete' }),
      ...A,
    });
    const g = r.json().guid;
    const del = (user: typeof admin, partner = PARTNER_A) =>
      t.call(user, { method: 'DELETE', url: `/api/email/templates/${g}`, partner });
    expect((await del(agent)).statusCode).toBe(403);
    expect((await del(adminB, PARTNER_B)).statusCode).toBe(404);
    const sentBefore = (await t.owner.query('select count(*)::int n from email_outbox')).rows[0].n;
    expect((await del(admin)).statusCode).toBe(204);
    expect((await del(admin)).statusCode).toBe(404);
    expect((await t.owner.query('select count(*)::int n from email_outbox')).rows[0].n).toBe(sentBefore);
    const audited = await t.owner.query(
      "select before->>'code' code from audit_events where entity_guid = $1 and action = 'delete'",
      [g],
    );
    expect(audited.rows).toEqual([{ code: 'to_delete' }]);
  });
});
