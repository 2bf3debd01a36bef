import { z } from 'zod';
import { guid, INT4_MAX, isoDate, optionalText, requiredText } from '../common/ids.ts';
import { gender, phoneInput } from './customers.schemas.ts';

/** Relationship values of SPEC §3 Dependant, exactly as written there. */
export const RELATIONSHIPS = [
  'Principal',
  'Spouse',
  'Child',
  'Parent',
  'Parent in law',
  'Sister',
  'Brother',
  'Cousin',
  'Nephew',
  'Niece',
  'Uncle',
  'Aunt',
  'Grandparent',
  'Grandchild',
  'Step relations',
  'In-laws',
  'Fiance',
  'Secondary spouse',
  'Next of kin',
  'Wider child',
  'Extended',
  'Beneficiary Adult',
  'Husband',
  'Wife',
  'Daughter',
  'Son',
  'Mother',
  'Father',
] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];
export const relationship = z.enum(RELATIONSHIPS, { message: 'invalid_value' });

export const dependant = z.object({
  guid,
  customer_guid: guid,
  full_name: z.string(),
  relationship: z.string(),
  gender: z.string(),
  date_of_birth: z.string().nullable(),
  national_id: z.string().nullable(),
  msisdn: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Dependant = z.infer<typeof dependant>;

const optionalPhone = phoneInput.nullish().transform((v) => (v === '' || v === undefined ? null : v));

export const dependantInput = z
  .object({
    full_name: requiredText(200),
    relationship,
    gender,
    date_of_birth: isoDate.nullish().transform((v) => v ?? null),
    national_id: optionalText(50),
    msisdn: optionalPhone,
  })
  .strict();
export type DependantInput = z.infer<typeof dependantInput>;

/** Beneficiary: who receives the benefit; shares of one customer add up to at most 100 %. */
export const beneficiary = z.object({
  guid,
  customer_guid: guid,
  full_name: z.string(),
  relationship: z.string().nullable(),
  msisdn: z.string().nullable(),
  national_id: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  percentage: z.number().int().max(INT4_MAX),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Beneficiary = z.infer<typeof beneficiary>;

const beneficiaryFields = {
  full_name: requiredText(200),
  relationship: relationship.nullish().transform((v) => v ?? null),
  msisdn: optionalPhone,
  national_id: optionalText(50),
  date_of_birth: isoDate.nullish().transform((v) => v ?? null),
  percentage: z.number().int().min(1).max(100).default(100),
};
export const beneficiaryInput = z.object({ customer_guid: guid, ...beneficiaryFields }).strict();
export type BeneficiaryInput = z.infer<typeof beneficiaryInput>;
export const beneficiaryUpdate = z.object(beneficiaryFields).strict();
export type BeneficiaryUpdate = z.infer<typeof beneficiaryUpdate>;

/** Bank details of a customer; `mandate_reference` identifies the debit mandate for the account. */
export const ACCOUNT_TYPES = ['savings', 'current', 'transmission'] as const;
export const bankDetail = z.object({
  guid,
  customer_guid: guid,
  bank_name: z.string(),
  bank_code: z.string().nullable(),
  branch_code: z.string().nullable(),
  account_holder: z.string(),
  account_number: z.string(),
  account_type: z.string(),
  mandate_reference: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BankDetail = z.infer<typeof bankDetail>;

const bankFields = {
  bank_name: requiredText(100),
  bank_code: optionalText(20),
  branch_code: optionalText(20),
  account_holder: requiredText(200),
  account_number: z
    .string()
    .min(1, { message: 'required' })
    .max(34)
    .regex(/^[A-Za-z0-9]+$/, { message: 'account_number' }),
  account_type: z.enum(ACCOUNT_TYPES, { message: 'invalid_value' }).default('savings'),
};
export const bankDetailInput = z.object({ customer_guid: guid, ...bankFields }).strict();
export type BankDetailInput = z.infer<typeof bankDetailInput>;
export const bankDetailUpdate = z.object(bankFields).strict();
export type BankDetailUpdate = z.infer<typeof bankDetailUpdate>;

/** What the public mandate call shows: enough to confirm the mandate, never the full account number. */
export const mandateDetails = z.object({
  mandate_reference: z.string(),
  partner_name: z.string(),
  customer_name: z.string(),
  bank_name: z.string(),
  account_holder: z.string(),
  account_number_masked: z.string(),
  account_type: z.string(),
  created_at: z.string(),
  /** For a debit order's mandate (its own reference): the mandate's state, amount, day and policy. */
  mandate_status: z.string().optional(),
  amount_in_cents: z.number().int().optional(),
  day: z.number().int().optional(),
  policy_number: z.string().optional(),
});
