import { PARTNER_A, tokens, WEB_CONFIG } from './fake-api.ts';

export const CUSTOMER = '01937a2b-0000-7000-8000-0000000000c1';
export const PRODUCT = '01937a2b-0000-7000-8000-0000000000d1';
export const SENIOR_PRODUCT = '01937a2b-0000-7000-8000-0000000000d2';
export const PREMIUM = '01937a2b-0000-7000-8000-0000000000e1';
export const POLICY = '01937a2b-0000-7000-8000-0000000000f1';
export const QUOTATION = '01937a2b-0000-7000-8000-0000000000a9';
export const PAYMENT = '01937a2b-0000-7000-8000-0000000000b1';

const at = '2026-01-02T10:00:00Z';

export const customer = {
  guid: CUSTOMER,
  partner_guid: PARTNER_A,
  msisdn: '254712345678',
  full_name: 'Wanjiku Kamau',
  date_of_birth: '1990-05-01',
  national_id: '12345678',
  external_identifier: null,
  language: 'en',
  gender: 'female',
  town: null,
  address: null,
  beneficiary_name: null,
  beneficiary_msisdn: null,
  registration_channel: 'WebClient',
  is_agent: false,
  has_bank_account: false,
  loyalty_opt_in: false,
  loyalty_registered_at: null,
  status: 'active',
  kyc_status: 'none',
  kyc_checked_at: null,
  kyc_reason: null,
  created_by: 'agent',
  created_at: at,
  updated_at: at,
};

const productBase = {
  partner_guid: PARTNER_A,
  type: 'hospital',
  paid: true,
  cover_type: 'individual',
  granularity: 'monthly',
  cardinality: 'single',
  payment_method: 'strike_money',
  cool_off_hours: 72,
  waiting_days: 30,
  min_hospital_days: 0,
  max_hospital_days: 0,
  eligibility_threshold: 1,
  debit_grace_days: 5,
  hospital_benefit_amount: 0,
  fixed_indemnity_amount: 500_000,
  active: true,
  currency_code: 'KES',
  created_at: at,
  updated_at: at,
};
export const product = {
  ...productBase,
  guid: PRODUCT,
  product_guid: PRODUCT,
  code: 'HOSP',
  name: 'Hospital cash',
  minimum_age: 18,
  maximum_age: 65,
};
export const seniorProduct = {
  ...productBase,
  guid: SENIOR_PRODUCT,
  product_guid: SENIOR_PRODUCT,
  code: 'SENIOR',
  name: 'Senior care',
  minimum_age: 66,
  maximum_age: 99,
};
export const premium = {
  guid: PREMIUM,
  partner_guid: PARTNER_A,
  product_guid: PRODUCT,
  amount_in_cents: 50_000,
  granularity: 'monthly',
  quantity: 1,
  active: true,
  benefit_in_cents: 500_000,
  benefit_basis: 'fixed_indemnity',
  created_at: at,
  updated_at: at,
};
export const productDetail = { ...product, premiums: [premium], benefits: [] };

export const policy = {
  guid: POLICY,
  partner_guid: PARTNER_A,
  policy_number: 'POL-2026-000001',
  customer_guid: CUSTOMER,
  product_guid: PRODUCT,
  premium_cents: 50_000,
  granularity: 'monthly',
  start_date: '2026-01-02',
  valid_until: null,
  status: 'active',
  beneficiary: { name: 'Otieno Kamau', msisdn: null, national_id: null, relationship: 'spouse' },
  additional_details: { branch: 'Nairobi CBD' },
  purchased_at: new Date().toISOString(),
  cancelled_at: null,
  created_at: at,
  updated_at: at,
};

export const payment = {
  guid: PAYMENT,
  partner_guid: PARTNER_A,
  policy_guid: POLICY,
  customer_guid: CUSTOMER,
  amount_cents: 50_000,
  effected_at: '2026-01-02T00:00:00Z',
  mno_reference: 'MPESA-QX1',
  status: 'succeeded',
  mno_status: 'missing_payment',
  mno_message: null,
  payment_type: 'normal',
  channel: 'WebClient',
  created_by: 'agent',
  created_at: at,
};

const partnerA = {
  guid: PARTNER_A,
  name: 'Care Kenya',
  code: 'KE_CARE',
  country: 'KE',
  default_language: 'en',
  insurer: null,
  service_name: null,
  ussd_code: null,
  whatsapp_number: null,
  call_centre_number: null,
  active: true,
  created_at: at,
  updated_at: at,
};

/** Sign-in, partner and currency (Kenya, KES) answers every page here needs. */
export const signedIn = (roles: string[] = ['call_centre_agent']) => ({
  ...WEB_CONFIG,
  'POST /oauth/token': { status: 200, body: tokens({ realm_access: { roles }, partners: [PARTNER_A] }) },
  'POST /api/partners/selected': { status: 200, body: {} },
  'GET /api/users/logout': { status: 204 },
  [`GET /api/partners/${PARTNER_A}`]: { status: 200, body: partnerA },
  'GET /api/partners': { status: 200, body: { items: [partnerA], count: 1 } },

  'GET /api/countries/KE': {
    status: 200,
    body: { code: 'KE', name: 'Kenya', currency_code: 'KES', dialing_code: '254', phone_digits: 9 },
  },
});
