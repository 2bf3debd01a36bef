import { z } from 'zod';
import { guid, INT4_MAX, isoDate, MONEY_MAX_CENTS, optionalText, requiredText } from '../common/ids.ts';
import { pageQuery } from '../common/paging.ts';

/** Genders of SPEC §3 (Dependant: male or female; customers use the same values). */
export const GENDERS = ['male', 'female'] as const;
export const gender = z.enum(GENDERS, { message: 'invalid_value' });

export const CUSTOMER_STATUSES = ['active', 'inactive'] as const;
export const KYC_STATUSES = ['none', 'pending', 'verified', 'failed'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/** A phone number as typed; the server normalises it for the partner's country (see `normaliseMsisdn`). */
export const phoneInput = z
  .string()
  .min(1, { message: 'required' })
  .max(30)
  .refine((v) => !v.startsWith(' '), { message: 'no_leading_space' });

/** Customer (SPEC §3). `msisdn` is international without '+', e.g. 254712345678. */
export const customer = z.object({
  guid,
  partner_guid: guid,
  msisdn: z.string(),
  full_name: z.string(),
  date_of_birth: z.string().nullable(),
  national_id: z.string().nullable(),
  external_identifier: z.string().nullable(),
  language: z.string(),
  gender: z.string().nullable(),
  town: z.string().nullable(),
  address: z.string().nullable(),
  beneficiary_name: z.string().nullable(),
  beneficiary_msisdn: z.string().nullable(),
  registration_channel: z.string(),
  is_agent: z.boolean(),
  has_bank_account: z.boolean(),
  loyalty_opt_in: z.boolean(),
  loyalty_registered_at: z.string().nullable(),
  status: z.string(),
  kyc_status: z.string(),
  kyc_checked_at: z.string().nullable(),
  kyc_reason: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Customer = z.infer<typeof customer>;

const customerFields = {
  msisdn: phoneInput,
  full_name: requiredText(200),
  date_of_birth: isoDate.nullish().transform((v) => v ?? null),
  national_id: optionalText(50),
  external_identifier: optionalText(100),
  language: z.enum(['en', 'fr']).default('en'),
  gender: gender.nullish().transform((v) => v ?? null),
  town: optionalText(100),
  address: optionalText(300),
  beneficiary_name: optionalText(200),
  beneficiary_msisdn: z
    .string()
    .max(30)
    .nullish()
    .transform((v) => (v === '' || v === undefined ? null : v)),
  is_agent: z.boolean().default(false),
  has_bank_account: z.boolean().default(false),
  loyalty_opt_in: z.boolean().default(false),
};

/**
 * How a customer registered. SPEC §3 says the back-office's is always WebClient (the default); the others name the
 * platform's other front doors, for clients that register through this API on their behalf.
 */
export const REGISTRATION_CHANNELS = ['WebClient', 'USSD', 'App', 'WhatsApp', 'CallCentre', 'Agent'] as const;
export type RegistrationChannel = (typeof REGISTRATION_CHANNELS)[number];

/**
 * Registration. `partner_guid` (SPEC §3, sent by the original client) may be given: it must be the selected partner
 * (403 otherwise, checked for every partner-scoped body by the server's route registration).
 */
export const customerInput = z
  .object({
    ...customerFields,
    partner_guid: guid.optional(),
    registration_channel: z.enum(REGISTRATION_CHANNELS, { message: 'invalid_value' }).default('WebClient'),
  })
  .strict();
export type CustomerInput = z.infer<typeof customerInput>;

export const customerUpdate = z
  .object({ ...customerFields, partner_guid: guid.optional(), status: z.enum(CUSTOMER_STATUSES).default('active') })
  .strict();
export type CustomerUpdate = z.infer<typeof customerUpdate>;

/** Search: exactly one criterion (SPEC §5 "search criteria must be chosen first"), plus page and size. */
export const CUSTOMER_SEARCH_CRITERIA = ['msisdn', 'name', 'national_id', 'external_identifier'] as const;
export type CustomerSearchCriterion = (typeof CUSTOMER_SEARCH_CRITERIA)[number];
/**
 * A name search needs this many characters (after trimming): one letter matches no name by trigram similarity, and
 * matching every name that starts with it is no search at all — the caller is told to type more (400).
 */
export const CUSTOMER_NAME_SEARCH_MIN = 2;
export const nameSearchTooShort = (name: string) => name.trim().length < CUSTOMER_NAME_SEARCH_MIN;
export const customerFindQuery = pageQuery.extend({
  msisdn: z.string().max(30).optional(),
  name: z.string().max(200).optional(),
  national_id: z.string().max(50).optional(),
  external_identifier: z.string().max(100).optional(),
});
export type CustomerFindQuery = z.infer<typeof customerFindQuery>;

export const customerSearchHit = customer.extend({ score: z.number().nullable() });
/**
 * A page of search hits. `more`: another page follows. `count` is exact for phone, national id and external id; a
 * fuzzy name search is ranked, not counted in full: its count is the matches up to this page, plus one when `more`.
 */
export const customerSearchPage = z.object({
  items: z.array(customerSearchHit),
  count: z.number().int().max(INT4_MAX),
  more: z.boolean(),
});

export const registrationStatus = z.object({
  customer_guid: guid,
  registered: z.boolean(),
  status: z.string(),
  registration_channel: z.string(),
  kyc_status: z.string(),
  registered_at: z.string(),
});

export const loyaltyRegistration = z.object({ customer_guid: guid, opt_in: z.boolean().default(true) }).strict();

export const kycQuery = z.object({ send_sms: z.enum(['true', 'false']).default('false') });
export const kycRequestAnswer = z.object({
  customer_guid: guid,
  job_id: z.string().nullable(),
  kyc_status: z.string(),
  expected_seconds: z.number().int().max(INT4_MAX),
});

export const smsMessage = z.object({
  guid,
  customer_guid: guid.nullable(),
  msisdn: z.string(),
  text: z.string(),
  kind: z.string(),
  status: z.string(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
});

export const customerPolicy = z.object({
  guid,
  policy_number: z.string(),
  product_guid: guid,
  premium_cents: z.number().int().max(MONEY_MAX_CENTS),
  granularity: z.string(),
  start_date: z.string(),
  valid_until: z.string().nullable(),
  status: z.string(),
  beneficiary: z.unknown().nullable(),
  additional_details: z.unknown(),
  purchased_at: z.string(),
  cancelled_at: z.string().nullable(),
});

export const guidParam = z.object({ guid });
export const idParam = z.object({ id: guid });
export const customerGuidParam = z.object({ customer_guid: guid });
export const registrationStatusQuery = z.object({ customer_guid: guid });
export const customerListQuery = pageQuery;

/**
 * Everything an agent needs while the customer is on the phone (issue 13, "one screen per caller"): every policy with
 * its product, status and paid-until, the last payments, the open claims and the recent SMS.
 */
export const customerOverview = z.object({
  policies: z.array(
    z.object({
      guid,
      policy_number: z.string(),
      product_guid: guid,
      product_name: z.string(),
      status: z.string(),
      premium_cents: z.number().int().max(MONEY_MAX_CENTS),
      granularity: z.string(),
      start_date: z.string(),
      valid_until: z.string().nullable(),
      /** The first day not covered by the premiums paid; null when nothing was paid on the policy. */
      paid_until: z.string().nullable(),
    }),
  ),
  /** The 5 latest payments, newest first. */
  payments: z.array(
    z.object({
      guid,
      policy_guid: guid,
      policy_number: z.string(),
      amount_cents: z.number().int().max(MONEY_MAX_CENTS),
      effected_at: z.string(),
      status: z.string(),
      channel: z.string(),
      mno_reference: z.string(),
    }),
  ),
  /** Claims not closed nor expired, newest first (at most 10). */
  open_claims: z.array(
    z.object({
      guid,
      claim_reference: z.string(),
      policy_guid: guid,
      policy_number: z.string(),
      type: z.string(),
      status: z.string(),
      received_at: z.string(),
    }),
  ),
  /** The 5 latest SMS sent to the customer. */
  sms: z.array(smsMessage),
});
export type CustomerOverview = z.infer<typeof customerOverview>;
