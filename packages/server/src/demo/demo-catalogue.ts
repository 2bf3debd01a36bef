import type {
  PartnerClaimConfig,
  PartnerConfig,
  PartnerEmailConfig,
  PartnerGroupConfig,
  ProductInput,
} from '@coverdesk/contract';
import { COTE_DIVOIRE, type CountryPeople, KENYA } from './demo-people.ts';

/** What the demo shows: two countries, three partners (one French-speaking, one with complex claims), products. */
export const DEMO_COUNTRIES = [
  { code: 'KE', name: 'Kenya', currency_code: 'KES', dialing_code: '254', phone_digits: 9 },
  { code: 'CI', name: "Côte d'Ivoire", currency_code: 'XOF', dialing_code: '225', phone_digits: 10 },
];

export interface DemoPartner {
  code: string;
  name: string;
  country: 'KE' | 'CI';
  default_language: 'en' | 'fr';
  insurer: string;
  service_name: string;
  ussd_code: string;
  whatsapp_number: string;
  call_centre_number: string;
  people: CountryPeople;
  customers: number;
  /** Amounts of the product catalogue are multiplied by this (XOF is worth less than KES). */
  priceFactor: number;
  config: Partial<PartnerConfig>;
  claim_config: Partial<PartnerClaimConfig>;
  group_config: Partial<PartnerGroupConfig>;
  email_config: Partial<PartnerEmailConfig>;
}

export const DEMO_PARTNERS: DemoPartner[] = [
  {
    code: 'AFYA',
    name: 'Afya Bora Insurance',
    country: 'KE',
    default_language: 'en',
    insurer: 'Jubilee Insurance',
    service_name: 'Afya Cash',
    ussd_code: '*384*11#',
    whatsapp_number: '254709111222',
    call_centre_number: '0709111222',
    people: KENYA,
    customers: 120,
    priceFactor: 1,
    config: { claims_mode: 'simple', minimum_missing_payment_amount: 100, currency_display: 'code' },
    claim_config: { max_days_after_discharge_or_death: 90, document_deadline_days: 30 },
    group_config: { group_schemes_enabled: true, min_members: 5, max_members: 200 },
    email_config: {
      sender_name: 'Afya Bora',
      sender_address: 'care@afyabora.example',
      recipients: ['claims@afyabora.example'],
    },
  },
  {
    code: 'JAMII',
    name: 'Jamii Cover',
    country: 'KE',
    default_language: 'en',
    insurer: 'Britam',
    service_name: 'Jamii Plus',
    ussd_code: '*483*20#',
    whatsapp_number: '254711333444',
    call_centre_number: '0711333444',
    people: KENYA,
    customers: 100,
    priceFactor: 1,
    config: { claims_mode: 'complex', minimum_missing_payment_amount: 200, currency_display: 'symbol' },
    claim_config: {
      max_days_after_discharge_or_death: 60,
      document_deadline_days: 21,
      high_risk_amount_cents: 5_000_000,
    },
    group_config: { group_schemes_enabled: false },
    email_config: {
      sender_name: 'Jamii Cover',
      sender_address: 'hello@jamii.example',
      recipients: ['ops@jamii.example'],
    },
  },
  {
    code: 'ASSUR_CI',
    name: "Assur Santé Côte d'Ivoire",
    country: 'CI',
    default_language: 'fr',
    insurer: 'NSIA Assurances',
    service_name: 'Santé Plus',
    ussd_code: '*133*5#',
    whatsapp_number: '2250707555666',
    call_centre_number: '0707555666',
    people: COTE_DIVOIRE,
    customers: 100,
    priceFactor: 5,
    config: { claims_mode: 'simple', minimum_missing_payment_amount: 500, show_minor_units: false },
    claim_config: { max_days_after_discharge_or_death: 120, document_deadline_days: 45 },
    group_config: { group_schemes_enabled: true, min_members: 10, max_members: 1000 },
    email_config: { sender_name: 'Assur Santé', sender_address: 'contact@assursante.example', recipients: [] },
  },
];

/** A demo product's lists take the contract's values, so an admin can save it back as it is. */
type DemoProductSpec = Pick<ProductInput, 'type' | 'cover_type' | 'granularity' | 'cardinality' | 'payment_method'> &
  Record<string, unknown>;

/** Products of several types; amounts in cents of the partner's currency before `priceFactor`. */
export const DEMO_PRODUCTS = [
  {
    code: 'HOSP',
    name: { en: 'Hospital Cash', fr: 'Indemnité hospitalière' },
    type: 'hospital',
    cover_type: 'individual',
    granularity: 'monthly',
    cardinality: 'principal_only',
    payment_method: 'strike_money',
    minimum_age: 18,
    maximum_age: 65,
    cool_off_hours: 48,
    waiting_days: 30,
    min_hospital_days: 1,
    max_hospital_days: 30,
    eligibility_threshold: 1,
    debit_grace_days: 7,
    hospital_benefit_amount: 100_000,
    fixed_indemnity_amount: 0,
    premium_cents: 10_000,
  },
  {
    code: 'FUNERAL',
    name: { en: 'Family Funeral Cover', fr: 'Assurance obsèques famille' },
    type: 'funeral',
    cover_type: 'family',
    granularity: 'monthly',
    cardinality: 'principal_and_dependants',
    payment_method: 'strike_money',
    minimum_age: 18,
    maximum_age: 70,
    cool_off_hours: 48,
    waiting_days: 90,
    min_hospital_days: 0,
    max_hospital_days: 0,
    eligibility_threshold: 0,
    debit_grace_days: 14,
    hospital_benefit_amount: 0,
    fixed_indemnity_amount: 5_000_000,
    premium_cents: 20_000,
  },
  {
    code: 'LIFE',
    name: { en: 'Term Life', fr: 'Assurance vie temporaire' },
    type: 'life',
    cover_type: 'individual',
    granularity: 'yearly',
    cardinality: 'principal_only',
    payment_method: 'recurring_debit_creation',
    minimum_age: 18,
    maximum_age: 60,
    cool_off_hours: 72,
    waiting_days: 180,
    min_hospital_days: 0,
    max_hospital_days: 0,
    eligibility_threshold: 0,
    debit_grace_days: 30,
    hospital_benefit_amount: 0,
    fixed_indemnity_amount: 20_000_000,
    premium_cents: 120_000,
  },
  {
    code: 'PA',
    name: { en: 'Personal Accident', fr: 'Individuelle accidents' },
    type: 'personal_accident',
    cover_type: 'individual',
    granularity: 'monthly',
    cardinality: 'principal_only',
    payment_method: 'card_payment',
    minimum_age: 18,
    maximum_age: 70,
    cool_off_hours: 24,
    waiting_days: 0,
    min_hospital_days: 0,
    max_hospital_days: 0,
    eligibility_threshold: 0,
    debit_grace_days: 7,
    hospital_benefit_amount: 0,
    fixed_indemnity_amount: 10_000_000,
    premium_cents: 5_000,
  },
] as const satisfies readonly DemoProductSpec[];
export type DemoProduct = (typeof DEMO_PRODUCTS)[number];

export const DEMO_FEATURE_FLAGS = [
  {
    name: 'complex_claims',
    description: 'Claims under /api/claims/complex (benefit usages, expenses).',
    partners: ['JAMII'],
  },
  { name: 'bulk_sms', description: 'SMS blasts from an uploaded file.', partners: ['AFYA', 'JAMII', 'ASSUR_CI'] },
  { name: 'loyalty_renewal', description: 'Loyalty uploads and renewals.', partners: ['AFYA'] },
  { name: 'debit_orders', description: 'Debit order management.', partners: [], enabled: false },
];
