import { uuidv7 } from 'uuidv7';
import { seedDemoData } from '../../demo/demo-data.ts';
import { ensureAdmin } from '../../identity/admin-account.ts';
import { ensureUser, generatePassword } from '../../identity/bootstrap.ts';
import type { TestApp } from '../test-app.ts';

/** The kinds of record a route's path or query can name; each partner of the fixture has at least one of each. */
export const KINDS = [
  'partner',
  'customer',
  'msisdn',
  'national_id',
  'dependant',
  'beneficiary',
  'bank_details',
  'mandate_reference',
  'customer_file',
  'product',
  'product_premium',
  'fixed_indemnity',
  'variable_indemnity',
  'cashback_indemnity',
  'policy',
  'policy_number',
  'policy_document',
  'payment',
  'premium',
  'claim',
  'complex_claim',
  'claim_reference',
  'claim_document',
  'benefit_usage',
  'payout',
  'preauthorization',
  'hospital',
  'diagnosis',
  'rejection_reason',
  'condition',
  'feature_flag',
  'document_template',
  'email_template',
  'knowledge_guide',
  'email_outbox',
  'sms_outbox',
  'import_batch',
  'sms_template',
  'sms_batch',
  'group_scheme',
  'group_principal',
  'group_dependant',
  'group_payment',
  'group_callback',
  'custom_report',
  'engine_report',
  'report_run',
  'report_schedule',
  'debit_order',
  'debit_run',
  'cashback',
  'unallocated_money',
  'user',
] as const;
export type Kind = (typeof KINDS)[number];

/** Kinds that are shared rows, not partner records: a route naming one may answer it (filtered to the caller). */
export const SHARED_KINDS: ReadonlySet<Kind> = new Set(['feature_flag']);

/** Kinds whose values are guids (a msisdn, national id or policy number may legitimately recur across partners). */
export const GUID_KINDS: ReadonlySet<Kind> = new Set(
  KINDS.filter((k) => !['msisdn', 'national_id', 'mandate_reference', 'policy_number', 'claim_reference'].includes(k)),
);

export interface MatrixPartner {
  guid: string;
  code: string;
  /** Record values of each kind (first = the one routes are called with). */
  of: Record<Kind, string[]>;
  /** An admin of this partner only (a token made for it), and its identity user id. */
  userId: string;
}

export interface MatrixWorld {
  /** The caller's partner (AFYA, simple claims). */
  A: MatrixPartner;
  /** The other partner (JAMII, complex claims: one of every entity). */
  B: MatrixPartner;
  /** Every identifying value held by partners other than A and found nowhere in A's rows: none may reach A's user. */
  foreign: string[];
  realm: string;
  /** An identity group (= role) id: groups are shared, not partner records. */
  groupId: string;
}

/**
 * Two partners (plus a third, ASSUR_CI) with one of every entity: the demo data (SQL, one transaction) plus the few
 * kinds it does not make (files, documents, notes, quotations, membership configs, SMS, emails, a feature flag,
 * document and email templates, a knowledge guide, a bulk-payments import batch), written as
 * the database owner. The demo users are replaced by one admin per partner so no user spans A and B.
 */
export async function seedMatrixWorld(t: TestApp): Promise<MatrixWorld> {
  const adminId = (await ensureAdmin(t.config, t.database)).id;
  const demo = await seedDemoData(t.ctx, adminId);
  const guidOf = (code: string) => demo.partners.find((p) => p.code === code)!.guid;
  const a = guidOf('AFYA');
  const b = guidOf('JAMII');
  // A takes complex claims too (JAMII's mode), so complex-claim routes look B's claims up instead of refusing the mode.
  await t.owner.query(
    `update partner_configs set config = jsonb_set(config, '{claims_mode}', '"complex"') where partner_guid = $1`,
    [a],
  );
  await t.owner.query('delete from identity_user_groups');
  await t.owner.query('delete from identity_users');
  for (const p of [a, b, guidOf('ASSUR_CI')]) await addMissingRows(t, p);
  const userA = await ensureUser(t.database.db, {
    username: 'matrix.a',
    password: generatePassword(),
    email: 'matrix.a@example.com',
    roles: ['admin'],
    partners: [a],
  });
  const userB = await ensureUser(t.database.db, {
    username: 'matrix.b',
    password: generatePassword(),
    email: 'matrix.b@example.com',
    first_name: 'Bertholde',
    last_name: 'Zyxwvuts',
    roles: ['admin'],
    partners: [b],
  });
  const A = { guid: a, code: 'AFYA', of: await kindsOf(t, a), userId: userA.id };
  const B = { guid: b, code: 'JAMII', of: await kindsOf(t, b), userId: userB.id };
  A.of.user = [userA.id];
  B.of.user = [userB.id];
  const group = await t.owner.query("select id from identity_groups where name = 'partner_user'");
  return {
    A,
    B,
    foreign: await foreignValues(t, a, [userB.id, 'matrix.b@example.com', 'Zyxwvuts']),
    realm: t.config.realm,
    groupId: group.rows[0].id,
  };
}

async function addMissingRows(t: TestApp, partner: string) {
  const q = (sql: string, params: unknown[]) => t.owner.query(sql, params);
  const one = async (sql: string) => (await t.owner.query(sql, [partner])).rows[0];
  const customer = await one('select guid, msisdn from customers where partner_guid = $1 order by guid limit 1');
  const policy = await one('select guid, product_guid from policies where partner_guid = $1 order by guid limit 1');
  const claims = (
    await t.owner.query('select guid from claims where partner_guid = $1 order by complex desc, guid', [partner])
  ).rows;
  const tag = partner.slice(-6);
  await q(
    `insert into customer_files (partner_guid, guid, customer_guid, type, filename, storage_key, content_type, size_bytes)
     values ($1, $2, $3, 'National Identity', $4, $5, 'application/pdf', 1234)`,
    [partner, uuidv7(), customer.guid, `id-card-${tag}.pdf`, `customers/${partner}/${uuidv7()}.pdf`],
  );
  for (const c of claims.slice(0, 2))
    await q(
      `insert into claim_documents (partner_guid, guid, claim_guid, type, filename, storage_key, content_type, size_bytes)
       values ($1, $2, $3, 'medical_report', $4, $5, 'application/pdf', 2345)`,
      [partner, uuidv7(), c.guid, `report-${tag}.pdf`, `claims/${partner}/${uuidv7()}.pdf`],
    );
  // Complex-claim benefit usages (the demo makes them for the complex partner only).
  await q(
    `insert into claim_benefit_usages (partner_guid, guid, claim_guid, policy_guid, beneficiary_guid, benefit_name,
       amount_cents)
     select c.partner_guid, $2, c.guid, c.policy_guid, coalesce(c.dependant_guid, c.customer_guid), 'Inpatient', 1000
     from claims c where c.partner_guid = $1
       and not exists (select 1 from claim_benefit_usages u where u.partner_guid = $1)
     order by c.complex desc, c.guid limit 1`,
    [partner, uuidv7()],
  );
  await q(
    `insert into policy_documents (partner_guid, guid, policy_guid, type, filename, storage_key, content_type, size_bytes)
     values ($1, $2, $3, 'Other', $4, $5, 'application/pdf', 3456)`,
    [partner, uuidv7(), policy.guid, `schedule-${tag}.pdf`, `policies/${partner}/${uuidv7()}.pdf`],
  );
  await q(`insert into policy_notes (partner_guid, guid, policy_guid, note) values ($1, $2, $3, $4)`, [
    partner,
    uuidv7(),
    policy.guid,
    `Note about policy ${tag}`,
  ]);
  await q(
    `insert into quotations (partner_guid, guid, customer_guid, product_guid, start_date, premium_cents, granularity,
       benefit_cents) values ($1, $2, $3, $4, current_date, 1000, 'monthly', 50000)`,
    [partner, uuidv7(), customer.guid, policy.product_guid],
  );
  await q(
    `insert into membership_configs (partner_guid, guid, product_guid, max_dependants, max_spouses, max_children,
       child_max_age) values ($1, $2, $3, 5, 1, 4, 21) on conflict do nothing`,
    [partner, uuidv7(), policy.product_guid],
  );
  await q(
    `insert into extended_membership_configs (partner_guid, guid, product_guid, enabled, max_members)
     values ($1, $2, $3, true, 3) on conflict do nothing`,
    [partner, uuidv7(), policy.product_guid],
  );
  await q(
    `insert into extended_membership_premiums (partner_guid, guid, product_guid, relationship, minimum_age, maximum_age,
       amount_in_cents, granularity) values ($1, $2, $3, 'Parent', 18, 80, 500, 'monthly')`,
    [partner, uuidv7(), policy.product_guid],
  );
  await q(
    `insert into group_product_configs (partner_guid, guid, product_guid, min_members, max_members)
     values ($1, $2, $3, 2, 50) on conflict do nothing`,
    [partner, uuidv7(), policy.product_guid],
  );
  await q(
    `insert into sms_outbox (partner_guid, guid, customer_guid, msisdn, text, kind) values ($1, $2, $3, $4, $5, 'welcome')`,
    [partner, uuidv7(), customer.guid, customer.msisdn, `Welcome to cover ${tag}`],
  );
  await q(
    `insert into email_outbox (guid, about_partner_guid, to_address, subject, text_body, kind)
     values ($1, $2, $3, $4, 'Your claim documents arrived.', 'notification')`,
    [uuidv7(), partner, `client-${tag}@example.com`, `Claim update ${tag}`],
  );
  await q(
    `insert into document_templates (partner_guid, guid, name, type, trigger, title_en, title_fr, body_en, body_fr)
     values ($1, $2, $3, 'Customer', 'OnDemand', 'Welcome letter', 'Lettre de bienvenue', 'Dear {{customer.full_name}}',
       'Cher {{customer.full_name}}')`,
    [partner, uuidv7(), `Welcome letter ${tag}`],
  );
  await q(
    `insert into email_templates (partner_guid, guid, code, name, entity_type, subject_en, subject_fr, html_en, html_fr,
       text_en, text_fr) values ($1, $2, $3, $4, 'Customer', 'Welcome', 'Bienvenue', '<p>Welcome</p>',
       '<p>Bienvenue</p>', 'Welcome', 'Bienvenue')`,
    [partner, uuidv7(), `matrix-welcome-${tag}`, `Welcome email ${tag}`],
  );
  await q(
    `insert into knowledge_guides (partner_guid, guid, title, language, document_type, body)
     values ($1, $2, $3, 'en', 'guide', 'How to register a customer: hospital cover.')`,
    [partner, uuidv7(), `Registration guide ${tag}`],
  );
  // A premium recorded by hand, with its payment.
  const premiumPayment = uuidv7();
  await q(
    `insert into payments (partner_guid, guid, policy_guid, customer_guid, amount_cents, effected_at, mno_reference,
       status, mno_status, payment_type) select partner_guid, $2, guid, customer_guid, 1000, now(), $3, 'succeeded',
       'premium', 'normal' from policies where partner_guid = $1 and guid = $4`,
    [partner, premiumPayment, `PREMIUM-${tag}`, policy.guid],
  );
  await q(
    `insert into premiums (partner_guid, guid, policy_guid, customer_guid, payment_guid, amount_in_cents, quantity,
       granularity, payment_type, mno_reference, effected_date)
     select partner_guid, $2, guid, customer_guid, $3, 1000, 1, granularity, 'normal', $4, current_date
     from policies where partner_guid = $1 and guid = $5`,
    [partner, uuidv7(), premiumPayment, `PREMIUM-${tag}`, policy.guid],
  );
  // A finished dry run of bulk payments (its rows staged): readable, its error file empty, appliable, not cancellable.
  await q(
    `insert into import_batches (partner_guid, guid, kind, filename, storage_key, file_type, dry_run, status, step,
       staged, total, processed, valid, finished_at) values ($1, $2, 'bulk_payments', $3, $4, 'csv', true, 'completed',
       'done', true, 0, 0, 0, now())`,
    [partner, uuidv7(), `payments-${tag}.csv`, `imports/${partner}/${uuidv7()}.csv`],
  );
  await q(
    `insert into sms_templates (partner_guid, guid, code, text, language, parameters)
     values ($1, $2, $3, 'Hello %s', 'en', '["first_name"]')`,
    [partner, uuidv7(), `MATRIX_${tag}`],
  );
  // A finished bulk SMS to one customer: readable, downloadable, not sendable nor interruptible.
  const smsBatch = uuidv7();
  await q(
    `insert into sms_batches (partner_guid, guid, source, status, default_text, total, recipients, sent, finished_at)
     values ($1, $2, 'customers', 'completed', $3, 1, 1, 1, now())`,
    [partner, smsBatch, `Welcome ${tag}`],
  );
  await q(
    `insert into sms_batch_recipients (partner_guid, batch_guid, line, msisdn, text, customer_guid, segments, handed)
     values ($1, $2, 1, $3, $4, $5, 1, true)`,
    [partner, smsBatch, customer.msisdn, `Welcome ${tag}`, customer.guid],
  );
  // A group scheme of the product with a principal (holding the policy), a dependant, a callback and a group payment
  // split onto the policy's payment.
  const group = uuidv7();
  const payment = await one('select guid, policy_guid from payments where partner_guid = $1 order by guid limit 1');
  const groupPolicy = payment?.policy_guid ?? policy.guid;
  const groupProduct = (await t.owner.query('select product_guid from policies where guid = $1', [groupPolicy]))
    .rows[0];
  await q(
    `insert into group_product_configs (partner_guid, guid, product_guid, min_members, max_members)
     values ($1, $2, $3, 1, 50) on conflict do nothing`,
    [partner, uuidv7(), groupProduct.product_guid],
  );
  await q(
    `insert into groups (partner_guid, guid, name, group_type, product_guid, premium_cents, granularity, start_date,
       contact_name, contact_msisdn, status) values ($1, $2, $3, 'cooperative', $4, 1000, 'monthly', current_date,
       $5, '254700000001', 'registered')`,
    [partner, group, `Cooperative ${tag}`, groupProduct.product_guid, `Contact ${tag}`],
  );
  const principal = uuidv7();
  await q(
    `insert into group_temp_members (partner_guid, guid, group_guid, kind, full_name, msisdn, date_of_birth, status,
       policy_guid) values ($1, $2, $3, 'principal', $4, $5, '1980-01-01', 'pending', $6)`,
    [partner, principal, group, `Member ${tag}`, '254700000003', null],
  );
  await q(
    `insert into group_temp_members (partner_guid, guid, group_guid, kind, principal_guid, full_name, relationship,
       gender) values ($1, $2, $3, 'dependant', $4, $5, 'Child', 'male')`,
    [partner, uuidv7(), group, principal, `Dependant ${tag}`],
  );
  await q(
    `insert into group_temp_members (partner_guid, guid, group_guid, kind, full_name, msisdn, date_of_birth, status,
       policy_guid, customer_guid) select $1, $2, $3, 'principal', c.full_name, c.msisdn, c.date_of_birth, 'registered',
       p.guid, p.customer_guid from policies p join customers c on c.partner_guid = p.partner_guid and c.guid = p.customer_guid
       where p.guid = $4`,
    [partner, uuidv7(), group, groupPolicy],
  );
  await q(`insert into group_callbacks (partner_guid, guid, group_guid, msisdn, name) values ($1, $2, $3, $4, $5)`, [
    partner,
    uuidv7(),
    group,
    '254700000002',
    `Lead ${tag}`,
  ]);
  if (payment) {
    const gp = uuidv7();
    await q(
      `insert into group_payments (partner_guid, guid, group_guid, amount_cents, unallocated_cents, effected_date,
         mno_reference, created_by) values ($1, $2, $3, 1000, 0, current_date, $4, 'matrix')`,
      [partner, gp, group, `GRP-${tag}`],
    );
    await q(
      `insert into group_payment_items (partner_guid, group_payment_guid, payment_guid, policy_guid, amount_cents)
       values ($1, $2, $3, $4, 1000)`,
      [partner, gp, payment.guid, payment.policy_guid],
    );
  }
  // Reports: a saved custom report, an uploaded engine report, a finished export and a scheduled delivery.
  for (const origin of ['custom', 'engine'])
    await q(
      `insert into custom_reports (partner_guid, guid, origin, name, dataset, columns) values ($1, $2, $3, $4, 'claims',
         '["claim_reference", "status"]')`,
      [partner, uuidv7(), origin, `Claims list ${origin} ${tag}`],
    );
  await q(
    `insert into report_runs (partner_guid, guid, user_sub, report, title, type, language, status, processed, total,
       filename, storage_key, size_bytes, finished_at) values ($1, $2, 'matrix', 'policy_suspended', 'Suspended policies',
       'csv', 'en', 'done', 0, 0, $3, $4, 10, now())`,
    [partner, uuidv7(), `suspended-${tag}.csv`, `reports/${partner}/${uuidv7()}-suspended.csv`],
  );
  await q(
    `insert into report_schedules (partner_guid, guid, user_sub, email, language, report, title, type, frequency,
       next_run_at) values ($1, $2, 'matrix', $3, 'en', 'policy_suspended', 'Suspended policies', 'csv', 'daily',
       now() + interval '1 day')`,
    [partner, uuidv7(), `reports-${tag}@example.com`],
  );
  // A debit order with one failed collection, and a cashback of its policy.
  const debitOrder = uuidv7();
  await q(
    `insert into debit_orders (partner_guid, guid, customer_guid, policy_guid, bank_detail_guid, bank_name, account_holder,
       account_number, amount_in_cents, day, start_date, msisdn, reference, mandate_reference, mandate_status)
     select partner_guid, $2, customer_guid, guid, $3, 'Absa', 'Matrix Holder', $4, 10000, 10, current_date, $5, $6, $7,
       'active' from policies p where p.partner_guid = $1 and p.guid = coalesce(
         -- One live debit order per policy: the first policy unless the demo data gave it one already.
         (select x.guid from policies x where x.partner_guid = $1 and not exists (select 1 from debit_orders d
            where d.partner_guid = x.partner_guid and d.policy_guid = x.guid
              and d.mandate_status in ('pending_authentication', 'active'))
          order by (x.guid = $8::uuid) desc, x.guid limit 1), $8::uuid)`,
    [
      partner,
      debitOrder,
      uuidv7(),
      `7700${tag.replace(/\D/g, '1')}1`,
      customer.msisdn,
      `DO-${tag}`,
      `MDMATRIX${tag
        .toUpperCase()
        .replace(/[^0-9A-Z]/g, '0')
        .padEnd(10, '0')}`,
      policy.guid,
    ],
  );
  await q(
    `insert into debit_order_transactions (partner_guid, guid, debit_order_guid, policy_guid, customer_guid, reference,
       period, amount_in_cents, due_date, status, retries, unpaid_code, assume_paid_on)
     select partner_guid, $2, guid, policy_guid, customer_guid, mandate_reference || '-2026-06', '2026-06', 10000,
       '2026-06-10', 'failed', 0, '03', '2026-06-15' from debit_orders where partner_guid = $1 and guid = $3`,
    [partner, uuidv7(), debitOrder],
  );
  // A collection run that is still running (it can be stopped).
  await q(
    `insert into debit_collection_runs (partner_guid, guid, run_date, status, step) values ($1, $2, '2026-06-10',
       'running', 'collect')`,
    [partner, uuidv7()],
  );
  await q(
    `insert into cashbacks (partner_guid, guid, policy_guid, customer_guid, benefit_guid, benefit_name, period_start,
       period_end, premiums_paid_cents, amount_cents)
     select partner_guid, $2, guid, customer_guid, $3, 'Cashback', start_date, start_date + 364, 120000, 12000
     from policies where partner_guid = $1 and guid = $4`,
    [partner, uuidv7(), uuidv7(), policy.guid],
  );
  // Unallocated money held from a statement line naming no policy (it can be matched or refunded).
  await q(
    `insert into unallocated_money (partner_guid, guid, mno_reference, amount_cents, currency, effected_date,
       payer_msisdn, payer_name, policy_number, reason, reason_params, source)
     values ($1, $2, $3, 15000, 'KES', current_date, $4, 'Matrix Payer', $5, 'bulk_policy_not_found',
       jsonb_build_object('number', $5::text), 'bulk_payments')`,
    [partner, uuidv7(), `UNALLOC-${tag}`, customer.msisdn, `NOPE-${tag}`],
  );
  await q(`insert into feature_flags (guid, name, description, partner_guids) values ($1, $2, $3, array[$4::uuid])`, [
    uuidv7(),
    `matrix_flag_${tag}`,
    `Flag of partner ${tag}`,
    partner,
  ]);
}

/** One query per kind; values ordered so the first is stable. */
const KIND_QUERIES: Record<Exclude<Kind, 'user'>, string> = {
  partner: 'select guid::text v from partners where guid = $1',
  customer: 'select guid::text v from customers where partner_guid = $1 order by guid',
  msisdn: 'select msisdn v from customers where partner_guid = $1 order by guid',
  national_id: 'select national_id v from customers where partner_guid = $1 and national_id is not null order by guid',
  dependant: 'select guid::text v from dependants where partner_guid = $1 order by guid',
  beneficiary: 'select guid::text v from beneficiaries where partner_guid = $1 order by guid',
  bank_details: 'select guid::text v from bank_details where partner_guid = $1 order by guid',
  mandate_reference:
    'select mandate_reference v from bank_details where partner_guid = $1 and mandate_reference is not null order by guid',
  customer_file: 'select guid::text v from customer_files where partner_guid = $1 order by guid',
  product: 'select guid::text v from products where partner_guid = $1 order by guid',
  product_premium: 'select guid::text v from product_premiums where partner_guid = $1 order by guid',
  fixed_indemnity:
    "select guid::text v from product_benefits where partner_guid = $1 and benefit_type = 'fixed_indemnity' order by guid",
  variable_indemnity:
    "select guid::text v from product_benefits where partner_guid = $1 and benefit_type = 'variable_indemnity' order by guid",
  cashback_indemnity:
    "select guid::text v from product_benefits where partner_guid = $1 and benefit_type = 'cashback_indemnity' order by guid",
  policy: 'select guid::text v from policies where partner_guid = $1 order by guid',
  policy_number: 'select policy_number v from policies where partner_guid = $1 order by guid',
  policy_document: 'select guid::text v from policy_documents where partner_guid = $1 order by guid',
  payment: 'select guid::text v from payments where partner_guid = $1 order by guid',
  premium: 'select guid::text v from premiums where partner_guid = $1 order by guid',
  claim: 'select guid::text v from claims where partner_guid = $1 order by complex, guid',
  complex_claim: 'select guid::text v from claims where partner_guid = $1 order by complex desc, guid',
  claim_reference: 'select claim_reference v from claims where partner_guid = $1 order by guid',
  claim_document: 'select guid::text v from claim_documents where partner_guid = $1 order by guid',
  benefit_usage: 'select guid::text v from claim_benefit_usages where partner_guid = $1 order by guid',
  payout:
    "select guid::text v from mobile_money_transactions where partner_guid = $1 order by status = 'failed' desc, guid",
  preauthorization: 'select guid::text v from claim_preauthorizations where partner_guid = $1 order by guid',
  hospital: 'select guid::text v from hospitals where partner_guid = $1 order by guid',
  diagnosis: 'select guid::text v from health_diagnoses where partner_guid = $1 order by guid',
  rejection_reason: 'select guid::text v from claim_rejection_reasons where partner_guid = $1 order by guid',
  condition: 'select guid::text v from claim_conditions where partner_guid = $1 order by guid',
  feature_flag: 'select guid::text v from feature_flags where partner_guids = array[$1::uuid] order by guid',
  document_template: 'select guid::text v from document_templates where partner_guid = $1 order by guid',
  email_template: 'select guid::text v from email_templates where partner_guid = $1 order by guid',
  knowledge_guide: 'select guid::text v from knowledge_guides where partner_guid = $1 order by guid',
  email_outbox: 'select guid::text v from email_outbox where about_partner_guid = $1 order by guid',
  sms_outbox: 'select guid::text v from sms_outbox where partner_guid = $1 order by guid',
  import_batch:
    "select guid::text v from import_batches where partner_guid = $1 and kind = 'bulk_payments' order by guid",
  sms_template: 'select guid::text v from sms_templates where partner_guid = $1 order by guid',
  sms_batch: 'select guid::text v from sms_batches where partner_guid = $1 order by guid',
  group_scheme: 'select guid::text v from groups where partner_guid = $1 order by guid',
  group_principal:
    "select guid::text v from group_temp_members where partner_guid = $1 and kind = 'principal' and status = 'pending' order by guid",
  group_dependant:
    "select guid::text v from group_temp_members where partner_guid = $1 and kind = 'dependant' order by guid",
  group_payment: 'select guid::text v from group_payments where partner_guid = $1 order by guid',
  group_callback: 'select guid::text v from group_callbacks where partner_guid = $1 order by guid',
  custom_report: "select guid::text v from custom_reports where partner_guid = $1 and origin = 'custom' order by guid",
  engine_report: "select guid::text v from custom_reports where partner_guid = $1 and origin = 'engine' order by guid",
  report_run: 'select guid::text v from report_runs where partner_guid = $1 order by guid',
  report_schedule: 'select guid::text v from report_schedules where partner_guid = $1 order by guid',
  debit_order: 'select guid::text v from debit_orders where partner_guid = $1 order by guid',
  debit_run: 'select guid::text v from debit_collection_runs where partner_guid = $1 order by guid',
  cashback: 'select guid::text v from cashbacks where partner_guid = $1 order by guid',
  unallocated_money: 'select guid::text v from unallocated_money where partner_guid = $1 order by guid',
};

async function kindsOf(t: TestApp, partner: string): Promise<Record<Kind, string[]>> {
  const out = {} as Record<Kind, string[]>;
  for (const [kind, sql] of Object.entries(KIND_QUERIES)) {
    out[kind as Kind] = (await t.owner.query(sql, [partner])).rows.map((r) => String(r.v));
  }
  return out;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Columns whose values identify a partner's record or person (besides every uuid column). */
const IDENTIFYING = new Set([
  'full_name',
  'msisdn',
  'national_id',
  'external_identifier',
  'beneficiary_name',
  'beneficiary_msisdn',
  'account_holder',
  'account_number',
  'mandate_reference',
  'policy_number',
  'claim_reference',
  'mno_reference',
  'provider_reference',
  'person_affected',
  'filename',
  'storage_key',
  'note',
  'notes',
  'text',
  'to_address',
  'subject',
  'name',
  'code',
]);

/**
 * Values of every partner-owned row of partners other than `a` (all uuid columns and the identifying text columns
 * above), less anything that also occurs in A's rows or in shared tables (a name two partners share is no leak).
 */
async function foreignValues(t: TestApp, a: string, extra: string[]): Promise<string[]> {
  const cols = (
    await t.owner.query(`
      select c.table_name t, c.column_name c, c.data_type d,
        exists (select 1 from information_schema.columns p where p.table_schema = 'public' and p.table_name = c.table_name
                and p.column_name = 'partner_guid') partnered
      from information_schema.columns c join information_schema.tables tt using (table_schema, table_name)
      where c.table_schema = 'public' and tt.table_type = 'BASE TABLE' and c.table_name not like 'customers\\_%'
        and c.data_type in ('uuid', 'text', 'jsonb')`)
  ).rows as { t: string; c: string; d: string; partnered: boolean }[];
  const theirs = new Set<string>();
  const ours = new Set<string>();
  for (const { t: table, c, d, partnered } of cols) {
    if (d === 'text' && !IDENTIFYING.has(c)) continue;
    // JSON documents (beneficiaries, claim details, audit snapshots) only widen what counts as A's own text.
    const jsonOnly = d === 'jsonb';
    // A partner row belongs to itself.
    const owner =
      table === 'partners'
        ? 'guid::text'
        : table === 'email_outbox'
          ? 'about_partner_guid::text'
          : partnered
            ? 'partner_guid::text'
            : 'null';
    const rows = (
      await t.owner.query(`select distinct "${c}"::text v, ${owner} p from "${table}" where "${c}" is not null`)
    ).rows as { v: string; p: string | null }[];
    // Rows without a partner (shared rows, audit events of shared rows) are everyone's.
    for (const r of rows) {
      const mine = r.p === null || r.p === a;
      if (mine) ours.add(r.v);
      else if (!jsonOnly) theirs.add(r.v);
    }
  }
  const foreign = [...theirs].filter((v) => !ours.has(v) && v.length >= 6);
  // A text of A that contains a foreign text (e.g. a longer name) would make a false alarm: drop such foreign texts.
  const texts = [...ours].filter((v) => !UUID.test(v));
  const safe = foreign.filter((f) => UUID.test(f) || !texts.some((o) => o.length > f.length && o.includes(f)));
  return [...safe, ...extra];
}

/**
 * Rows of every table of the application (pg-boss keeps its own schema), audit events included: one query. The rate
 * limiter's counters are left out: counting a request, even a refused one, is what they are for.
 */
const countSql = new WeakMap<TestApp, string>();
export async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  let sql = countSql.get(t);
  if (!sql) sql = await countQuery(t);
  countSql.set(t, sql);
  return (await t.owner.query(sql)).rows[0];
}

async function countQuery(t: TestApp) {
  const tables = (
    await t.owner.query(
      `select table_name t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
         and table_name not like 'customers\\_%' and table_name not in ('__drizzle_migrations', 'rate_limit_hits')
       order by 1`,
    )
  ).rows.map((r) => r.t as string);
  return `select ${tables.map((n) => `(select count(*)::int from "${n}") "${n}"`).join(', ')}`;
}

/** A digest of every row a partner owns (all tables with `partner_guid`): equal before and after = nothing changed. */
export async function partnerDigest(t: TestApp, partner: string): Promise<Record<string, string>> {
  const tables = (
    await t.owner.query(
      `select c.table_name t from information_schema.columns c join information_schema.tables tt using (table_schema, table_name)
       where c.table_schema = 'public' and tt.table_type = 'BASE TABLE' and c.column_name = 'partner_guid'
         and c.table_name not like 'customers\\_%' order by 1`,
    )
  ).rows.map((r) => r.t as string);
  const sql = `select ${tables
    .map(
      (n) =>
        `(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from "${n}" x where x.partner_guid = $1) "${n}"`,
    )
    .join(', ')}, (select md5(x::text) from partners x where x.guid = $1) partners`;
  return (await t.owner.query(sql, [partner])).rows[0];
}
