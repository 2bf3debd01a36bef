import { PARTNER_A } from '../../test/fake-api.ts';

export const PRODUCT_ID = '01937a2b-0000-7000-8000-0000000000c1';
const at = '2026-01-02T10:00:00Z';

export const product = {
  guid: PRODUCT_ID,
  product_guid: PRODUCT_ID,
  partner_guid: PARTNER_A,
  code: 'HOSP_M',
  name: 'Hospital cash monthly',
  type: 'hospital',
  paid: true,
  cover_type: 'individual',
  granularity: 'monthly',
  cardinality: 'principal_only',
  payment_method: 'strike_money',
  minimum_age: 18,
  maximum_age: 65,
  cool_off_hours: 0,
  waiting_days: 30,
  min_hospital_days: 1,
  max_hospital_days: 30,
  eligibility_threshold: 0,
  debit_grace_days: 5,
  hospital_benefit_amount: 100_000,
  fixed_indemnity_amount: 30_000,
  active: true,
  currency_code: 'KES',
  created_at: at,
  updated_at: at,
};

export const premium = {
  guid: '01937a2b-0000-7000-8000-0000000000d1',
  partner_guid: PARTNER_A,
  product_guid: PRODUCT_ID,
  amount_in_cents: 50_000,
  granularity: 'monthly',
  quantity: 1,
  active: true,
  benefit_in_cents: 50_000,
  benefit_basis: 'premium',
  created_at: at,
  updated_at: at,
};

export const benefit = {
  guid: '01937a2b-0000-7000-8000-0000000000e1',
  partner_guid: PARTNER_A,
  product_guid: PRODUCT_ID,
  benefit_type: 'fixed_indemnity',
  name: 'Daily hospital cash',
  amount_benefit: 200_000,
  max_amount: null,
  cashback_percentage: null,
  created_at: at,
  updated_at: at,
};
