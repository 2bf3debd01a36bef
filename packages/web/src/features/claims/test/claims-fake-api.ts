import { fakeApi, PARTNER_A, tokens, WEB_CONFIG } from '../../../test/fake-api.ts';

type Route = Parameters<typeof fakeApi>[0][string];

export const CUSTOMER = {
  guid: '01937a2b-0000-7000-8000-0000000000c1',
  partner_guid: PARTNER_A,
  msisdn: '254712345679',
  full_name: 'Amina Wanjiru',
  date_of_birth: '1985-04-12',
  national_id: '12345678',
  external_identifier: null,
  language: 'en',
  gender: 'female',
  town: 'Nairobi',
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
  created_by: null,
  created_at: '2026-01-02T10:00:00Z',
  updated_at: '2026-01-02T10:00:00Z',
};
export const POLICY = {
  guid: '01937a2b-0000-7000-8000-0000000000d1',
  policy_number: 'POL-2026-0001',
  product_guid: '01937a2b-0000-7000-8000-0000000000e1',
  premium_cents: 50000,
  granularity: 'monthly',
  start_date: '2025-01-01',
  valid_until: null,
  status: 'active',
  beneficiary: null,
  additional_details: {},
  purchased_at: '2025-01-01T10:00:00Z',
  cancelled_at: null,
};

export function claimRow(over: Record<string, unknown> = {}) {
  return {
    guid: '01937a2b-0000-7000-8000-000000000a01',
    partner_guid: PARTNER_A,
    claim_reference: 'CLM-2026-000042',
    customer_guid: CUSTOMER.guid,
    policy_guid: POLICY.guid,
    type: 'hospital',
    status: 'decision_pending',
    decision: null,
    received_at: '2026-11-10T09:00:00Z',
    age_days: 11,
    claim_amount_cents: 1_200_000,
    benefit_amount_cents: 400_000,
    editor_guid: null,
    approved_by: null,
    person_affected: 'Amina Wanjiru',
    person_affected_dob: '1985-04-12',
    relation: 'Principal',
    dependant_guid: null,
    hospital_admission_date: '2026-11-01',
    hospital_discharge_date: '2026-11-05',
    death_date: null,
    event_date: '2026-11-05',
    start_date: null,
    end_date: null,
    hospitalization_reason: 'Malaria',
    hospital_name: 'Kenyatta National Hospital',
    condition: 'Illness',
    is_accident: false,
    document_channel: 'whatsapp',
    verification: 'phone_call',
    documentation_received_at: '2026-11-09T10:30:00Z',
    documents_due_date: null,
    birth_certificate_valid: null,
    rejection_reason: null,
    comment: null,
    high_risk: false,
    payment_status: null,
    payment_failure_reason: null,
    preauthorization_guid: null,
    ussd_initiated: false,
    ignore_max_days_allowed_after_discharge_or_death: false,
    complex: false,
    tag: null,
    facility: null,
    facility_code: null,
    lawyer: null,
    version: 3,
    created_at: '2026-11-10T09:00:00Z',
    updated_at: '2026-11-10T09:00:00Z',
    ...over,
  };
}

export const ASSESSMENT = {
  claim_guid: null,
  benefit_amount_cents: 400_000,
  payable: true,
  reasons: [],
  event_date: '2026-11-05',
  nights: 4,
  paid_nights: 4,
  basis: 'hospital_daily',
  preauthorization_guid: null,
  assessed_at: '2026-11-21T10:00:00Z',
};

export function claimDetail(over: Record<string, unknown> = {}) {
  return {
    ...claimRow(over),
    allowed_actions: [],
    timeline: [],
    payouts: [],
    assessment: ASSESSMENT,
    payout_recipient: null,
    ...over,
  };
}

/** The calls every signed-in claim screen makes, for a user with these roles, plus the screen's own routes. */
export function claimsApi(roles: string[], routes: Record<string, Route>) {
  return fakeApi({
    ...WEB_CONFIG,
    'POST /oauth/token': { status: 200, body: tokens({ realm_access: { roles } }) },
    'POST /api/partners/selected': { status: 200, body: {} },
    'GET /api/users/logout': { status: 204 },
    'GET /api/partners': { status: 200, body: { items: [], count: 0 } },
    [`GET /api/partners/${PARTNER_A}`]: { status: 200, body: { guid: PARTNER_A, country: 'KE', name: 'Jamii' } },
    'GET /api/countries/KE': { status: 200, body: { code: 'KE', currency_code: 'KES' } },
    'GET /api/partners_config_claim': { status: 200, body: { four_eyes_payment: true } },
    'GET /api/partners_config': { status: 200, body: { claims_mode: 'complex' } },
    'GET /api/configs/claim_rejection_reasons': {
      status: 200,
      body: [
        {
          guid: '01937a2b-0000-7000-8000-0000000000b1',
          partner_guid: PARTNER_A,
          code: 'NOT_COVERED',
          name: 'Not covered',
          created_at: '',
        },
      ],
    },
    'GET /api/configs/claim_conditions': {
      status: 200,
      body: [
        {
          guid: '01937a2b-0000-7000-8000-0000000000b2',
          partner_guid: PARTNER_A,
          code: 'ILLNESS',
          name: 'Illness',
          created_at: '',
        },
      ],
    },
    'GET /api/claim_hospitals': { status: 200, body: { items: [], count: 0 } },
    [`GET /api/claim/preauthorization/customer/${CUSTOMER.guid}`]: { status: 200, body: [] },
    [`GET /api/claims/${claimRow().guid}/files`]: { status: 200, body: [] },
    ...routes,
  });
}

export const bodyOf = (init: RequestInit) => JSON.parse(String(init.body));
