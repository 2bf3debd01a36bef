import { fakeApi, PARTNER_A, tokens, WEB_CONFIG } from './fake-api.ts';

export const KENYA = {
  code: 'KE',
  name: 'Kenya',
  currency_code: 'KES',
  dialing_code: '254',
  phone_digits: 9,
  created_at: '2026-01-02T10:00:00Z',
  updated_at: '2026-01-02T10:00:00Z',
};

export const GUID_1 = '01937a2b-0000-7000-8000-000000000101';
export const GUID_2 = '01937a2b-0000-7000-8000-000000000102';

export function aCustomer(over: Record<string, unknown> = {}) {
  return {
    guid: GUID_1,
    partner_guid: PARTNER_A,
    msisdn: '254712345678',
    full_name: 'Wanjiku Kamau',
    date_of_birth: '1990-04-12',
    national_id: '12345678',
    external_identifier: 'EXT-1',
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
    created_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-01T10:00:00Z',
    ...over,
  };
}

type Routes = Parameters<typeof fakeApi>[0];

/** The calls every customer screen makes (session, partner, partner's country) plus the test's own. */
export function customersApi(routes: Routes, roles = ['call_centre_agent']) {
  return fakeApi({
    ...WEB_CONFIG,
    'POST /oauth/token': { status: 200, body: tokens({ realm_access: { roles } }) },
    'POST /api/partners/selected': { status: 200, body: {} },
    'GET /api/users/logout': { status: 204 },
    'GET /api/partners': { status: 200, body: { items: [], count: 0 } },
    [`GET /api/partners/${PARTNER_A}`]: {
      status: 200,
      body: { guid: PARTNER_A, name: 'Afya', code: 'AFYA', country: 'KE', default_language: 'en' },
    },
    'GET /api/countries/KE': { status: 200, body: KENYA },
    // The customer page's overview: empty unless the test says otherwise (a 404 would toast over its messages).
    [`GET /api/customers/${GUID_1}/overview`]: {
      status: 200,
      body: { policies: [], payments: [], open_claims: [], sms: [] },
    },
    ...routes,
  });
}
