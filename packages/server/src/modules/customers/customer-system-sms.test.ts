import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulatedKycProvider } from '../../platform/kyc.ts';
import { createSimulatedSmsGateway } from '../../platform/sms.ts';
import { createTestApp, PARTNER_A, PARTNER_B, type TestApp } from '../../test/test-app.ts';
import { createCustomerPoliciesService } from '../policies/customer-policies.service.ts';
import { seedPartners } from './customers.fixtures.ts';
import { createCustomersService } from './customers.service.ts';

// The platform's own SMS are the partner's system templates (migration 0031) rendered in the customer's language.
let t: TestApp;
let service: ReturnType<typeof createCustomersService>;
let customerPolicies: ReturnType<typeof createCustomerPoliciesService>;
const actor = { sub: 'system-sms-test', username: 'system-sms-test' };
let product: string;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t);
  service = createCustomersService(t.database, {
    jobs: t.jobs,
    sms: createSimulatedSmsGateway(),
    kyc: createSimulatedKycProvider({ delaySeconds: 0 }),
  });
  customerPolicies = createCustomerPoliciesService(t.database, { sms: createSimulatedSmsGateway() });
  product = uuidv7();
  await t.owner.query(
    `insert into products (partner_guid, guid, code, name, type, cover_type, granularity, cardinality, payment_method, minimum_age, maximum_age)
     values ($1, $2, 'HOSP', 'Hospital cash', 'paid', 'hospital', 'Monthly', 'single', 'mobile_money', 18, 65)`,
    [PARTNER_A, product],
  );
});
afterAll(() => t.close());

async function customer(language: string, national_id: string | null, partner = PARTNER_A) {
  const guid = uuidv7();
  n += 1;
  const msisdn =
    partner === PARTNER_A ? `25472200${String(n).padStart(4, '0')}` : `22507000${String(n).padStart(5, '0')}`;
  await t.owner.query(
    `insert into customers (partner_guid, guid, msisdn, full_name, national_id, language) values ($1, $2, $3, $4, $5, $6)`,
    [partner, guid, msisdn, 'Amina Wanjiku Otieno', national_id, language],
  );
  return guid;
}

const outbox = async (guid: string) =>
  (await t.owner.query('select text, kind from sms_outbox where customer_guid = $1', [guid])).rows as {
    text: string;
    kind: string;
  }[];

/** The seeded template of the partner, filled by hand: what the platform must have sent. */
async function template(partner: string, code: string, language: string, values: Record<string, string>) {
  const r = await t.owner.query(
    'select text, parameters from sms_templates where partner_guid = $1 and code = $2 and language = $3 and system_generated',
    [partner, code, language],
  );
  const { text, parameters } = r.rows[0] as { text: string; parameters: string[] };
  let i = 0;
  return text.replace(/%s/g, () => values[parameters[i++]!]!);
}

describe('system SMS templates', () => {
  it.each([
    ['en', 'Dear Amina, a reminder: your premium for policy POL-EN is due.'],
    ['fr', 'Bonjour Amina, rappel: votre prime pour la police POL-FR est due.'],
  ])('sends the premium reminder from PREMIUM_REMINDER (%s)', async (language, expected) => {
    const c = await customer(language, null);
    const number = `POL-${language.toUpperCase()}`;
    await t.owner.query(
      `insert into policies (partner_guid, guid, policy_number, customer_guid, product_guid, premium_cents, granularity, start_date, status)
       values ($1, $2, $3, $4, $5, 25000, 'Monthly', '2026-01-01', 'active')`,
      [PARTNER_A, uuidv7(), number, c, product],
    );
    const sms = await customerPolicies.sendRecurringSms(actor, PARTNER_A, c);
    expect(sms.text).toBe(expected);
    expect(sms.text).toBe(
      await template(PARTNER_A, 'PREMIUM_REMINDER', language, { first_name: 'Amina', policy_number: number }),
    );
    expect(await outbox(c)).toEqual([{ text: expected, kind: 'recurring_reminder' }]);
  });

  it.each([
    ['KYC_VERIFIED', 'en', 'KE556677', 'Your identity has been verified.'],
    ['KYC_VERIFIED', 'fr', 'KE556678', 'Votre identité a été vérifiée.'],
    ['KYC_FAILED', 'en', '000999', 'We could not verify your identity. Please contact us.'],
    ['KYC_FAILED', 'fr', '000998', "Nous n'avons pas pu vérifier votre identité. Contactez-nous."],
  ])('texts the KYC result from %s (%s)', async (code, language, nationalId, expected) => {
    const c = await customer(language, nationalId);
    await service.requestKyc(actor, PARTNER_A, c, true);
    await service.runKyc({ partner: PARTNER_A, customer_guid: c, send_sms: true });
    expect(await outbox(c)).toEqual([{ text: expected, kind: 'kyc_result' }]);
    expect(expected).toBe(await template(PARTNER_A, code, language, {}));
  });

  it('reads the template of the customer’s partner only', async () => {
    await t.owner.query(
      `update sms_templates set text = 'PB: identity verified.' where partner_guid = $1 and code = 'KYC_VERIFIED' and language = 'en'`,
      [PARTNER_B],
    );
    const a = await customer('en', 'KE112233');
    const b = await customer('en', 'CI112233', PARTNER_B);
    for (const [partner, guid] of [
      [PARTNER_A, a],
      [PARTNER_B, b],
    ] as const) {
      await service.requestKyc(actor, partner, guid, true);
      await service.runKyc({ partner, customer_guid: guid, send_sms: true });
    }
    expect((await outbox(a))[0]!.text).toBe('Your identity has been verified.');
    expect((await outbox(b))[0]!.text).toBe('PB: identity verified.');
  });
});
