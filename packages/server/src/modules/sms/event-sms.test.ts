import { sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../platform/audit.ts';
import { adminOf, createTestApp, PARTNER_A, type TestApp } from '../../test/test-app.ts';
import { today } from '../claims/claim-dates.ts';
import { act, assessor, finance, makeClaim, type Seeded, seedClaimsWorld } from '../claims/test/claims-fixtures.ts';
import { policiesRepository } from '../policies/policies.repository.ts';
import { changePolicyStatus } from '../policies/policy-status.ts';
import { queueEventSms } from './event-sms.ts';

// The customer's events send the partner's system templates (migration 0031) in the customer's language, through the
// SMS outbox, in the transaction of the change: a change refused or rolled back sends nothing.
let t: TestApp;
let A: Seeded;
const admin = adminOf(PARTNER_A);

beforeAll(async () => {
  t = await createTestApp();
  ({ A } = await seedClaimsWorld(t));
  // The main customer reads French; the failing one stays English.
  await t.owner.query(`update customers set language = 'fr', full_name = 'Aïcha Diallo' where guid = $1`, [A.customer]);
  await t.owner.query(`update customers set full_name = 'John Mwangi' where guid = $1`, [A.failingCustomer]);
});
afterAll(() => t.close());

/** The customer's outbox, oldest first: what the customer's SMS activity shows. */
const outbox = async (customer: string) =>
  (
    await t.owner.query(
      'select kind, text, status from sms_outbox where customer_guid = $1 order by created_at, guid',
      [customer],
    )
  ).rows as { kind: string; text: string; status: string }[];
const sent = (kind: string, text: string) => ({ kind, text, status: 'sent' });

async function pendingPolicy(customer: string, number: string) {
  const guid = uuidv7();
  await t.owner.query(
    `insert into policies (partner_guid, guid, policy_number, customer_guid, product_guid, premium_cents, granularity,
       start_date, status)
     values ($1, $2, $3, $4, $5, 50000, 'monthly', $6, 'pending')`,
    [PARTNER_A, guid, number, customer, A.product, today()],
  );
  return guid;
}

describe('event SMS', () => {
  it('CUSTOMER_REGISTERED: a registered customer is welcomed in their language', async () => {
    for (const [language, msisdn, name, text] of [
      ['fr', '0712345671', 'Mariam Koné', 'Bienvenue Mariam, votre inscription est confirmée.'],
      ['en', '0712345672', 'Peter Otieno', 'Welcome Peter, you are now registered with us.'],
    ] as const) {
      const r = await t.call(admin, {
        method: 'POST',
        url: '/api/customers/register',
        payload: { msisdn, full_name: name, language },
        partner: PARTNER_A,
      });
      expect(r.statusCode, r.body).toBe(201);
      expect(await outbox(r.json().guid)).toEqual([sent('customer_registered', text)]);
    }
  });

  it('PAYMENT_RECEIVED and POLICY_ACTIVATED, then POLICY_CANCELLED', async () => {
    const policy = await pendingPolicy(A.customer, 'POL-A-NEW');
    const paid = await t.call(admin, {
      method: 'POST',
      url: '/api/payments',
      payload: { policy_guid: policy, amount_cents: 50000, effected_date: today(), mno_reference: 'MNO-EVENT-1' },
      partner: PARTNER_A,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const cancelled = await t.call(admin, {
      method: 'DELETE',
      url: `/api/policies/${policy}?reason=${encodeURIComponent('Customer request')}`,
      partner: PARTNER_A,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await outbox(A.customer)).toEqual([
      sent('payment_received', 'Bonjour Aïcha, nous avons enregistré votre paiement pour la police POL-A-NEW. Merci.'),
      sent('policy_activated', 'Bonjour Aïcha, votre police Hospital cash POL-A-NEW est désormais active.'),
      sent('policy_cancelled', 'Bonjour Aïcha, votre police POL-A-NEW a été annulée.'),
    ]);
  });

  it('CLAIM_SUBMITTED, CLAIM_APPROVED and CLAIM_PAID (French); CLAIM_REJECTED (English)', async () => {
    await t.owner.query('delete from sms_outbox');
    let c = await makeClaim(t, A);
    c = await act(t, assessor(PARTNER_A), A, c, 'approve');
    c = await act(t, finance(PARTNER_A), A, c, 'mark_unpaid');
    await act(t, finance(PARTNER_A), A, c, 'mark_paid');
    expect(await outbox(A.customer)).toEqual([
      sent('claim_submitted', 'Bonjour Aïcha, nous avons enregistré votre sinistre sur la police POL-A-1.'),
      sent('claim_approved', 'Bonjour Aïcha, votre sinistre sur la police POL-A-1 a été approuvé.'),
      sent('claim_paid', 'Bonjour Aïcha, votre sinistre sur la police POL-A-1 a été payé.'),
    ]);

    const english = { ...A, customer: A.failingCustomer, policy: A.failingPolicy };
    const r = await makeClaim(t, english);
    await act(t, assessor(PARTNER_A), english, r, 'reject', 'Not covered');
    expect(await outbox(A.failingCustomer)).toEqual([
      sent('claim_submitted', 'Dear John, we have received your claim on policy POL-A-9.'),
      sent('claim_rejected', 'Dear John, your claim on policy POL-A-9 has been rejected. Please contact us.'),
    ]);
  });

  it('queues nothing for a refused approval or a rolled-back change', async () => {
    const c = await makeClaim(t, A);
    await t.owner.query('delete from sms_outbox');
    const stale = await t.call(assessor(PARTNER_A), {
      method: 'POST',
      url: `/api/claims/${c.guid}/actions/approve`,
      payload: { version: c.version + 1 },
      partner: PARTNER_A,
    });
    expect(stale.statusCode).toBe(409);

    // The cancellation and its SMS are written, then the transaction fails: neither stays.
    const rolledBack = t.database.scoped([PARTNER_A], async (tx) => {
      const policy = (await policiesRepository.get(tx, PARTNER_A, A.policy))!;
      await changePolicyStatus(tx, SYSTEM_ACTOR, policy, 'cancelled', { action: 'cancel', reason: 'test' });
      const queued = await tx.execute<{ n: number }>(
        sql`select count(*)::int as n from sms_outbox where kind = 'policy_cancelled'`,
      );
      expect(queued.rows[0]?.n).toBe(1);
      throw new Error('rolled back');
    });
    await expect(rolledBack).rejects.toThrow('rolled back');
    expect(await outbox(A.customer)).toEqual([]);
    const p = await t.owner.query('select status from policies where guid = $1', [A.policy]);
    expect(p.rows[0].status).toBe('active');
  });

  it('queues a whole chunk in one statement, each in its own language, skipping unknown customers', async () => {
    await t.owner.query('delete from sms_outbox');
    const n = await t.database.scoped([PARTNER_A], (tx) =>
      queueEventSms(tx, PARTNER_A, 'PAYMENT_RECEIVED', [
        { customer_guid: A.customer, policy_guid: A.policy },
        { customer_guid: A.failingCustomer, policy_guid: A.failingPolicy },
        { customer_guid: uuidv7(), policy_guid: null },
      ]),
    );
    expect(n).toBe(2);
    expect((await outbox(A.customer)).map((m) => m.text)).toEqual([
      'Bonjour Aïcha, nous avons enregistré votre paiement pour la police POL-A-1. Merci.',
    ]);
    expect((await outbox(A.failingCustomer)).map((m) => m.text)).toEqual([
      'Dear John, we have received your payment for policy POL-A-9. Thank you.',
    ]);
  });
});
