import { z } from 'zod';
import { amountColumn, dateColumn, optionalDateColumn } from '../common/file-values.ts';
import { optionalText, requiredText } from '../common/ids.ts';
import { type MoneyRule, moneyRuleOf } from '../common/money.ts';
import { pageParam, sizeParam } from '../common/paging.ts';
import { gender } from '../customers/customers.schemas.ts';

/**
 * One row of a bulk policy onboarding file (SPEC §7, GLOSSARY "Bulk policy onboarding"): a customer (registered when
 * the partner has no customer with this phone number, else found) and the policy bought for them — all or nothing per
 * row. The row key is `reference` when the file has it, else the phone number's digits and the product code: a key
 * already onboarded is skipped, never a second customer or policy. `premium` is in currency units (`150`, `150.50`)
 * and must be one of the product's premiums; `start_date` defaults to the day the row is applied.
 */
export const ONBOARDING_COLUMNS = ['msisdn', 'full_name', 'date_of_birth', 'product_code', 'premium'] as const;
export const ONBOARDING_OPTIONAL_COLUMNS = [
  'national_id',
  'gender',
  'start_date',
  'beneficiary_name',
  'beneficiary_msisdn',
  'reference',
] as const;

const blankIsNull = <T extends z.ZodType>(schema: T) =>
  z
    .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional())
    .transform((v) => v ?? null);

/** A row read with the partner's money rule (currency decimals, bound per payment: `common/money.ts`). */
export const onboardingRowFor = (rule: MoneyRule) =>
  z.object({
    msisdn: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ]{6,20}$/, { message: 'phone_invalid' }),
    full_name: requiredText(200),
    date_of_birth: dateColumn,
    product_code: z.string().trim().min(1, { message: 'required' }).max(60),
    premium: amountColumn(rule),
    national_id: optionalText(50),
    gender: blankIsNull(z.string().trim().toLowerCase().pipe(gender)),
    start_date: optionalDateColumn,
    beneficiary_name: optionalText(200),
    beneficiary_msisdn: optionalText(30),
    reference: optionalText(100),
  });
export const onboardingRow = onboardingRowFor(moneyRuleOf(null));
export type OnboardingRow = z.infer<typeof onboardingRow>;
export const onboardingKeyOf = (row: { msisdn: string; product_code: string; reference?: string | null }) =>
  row.reference ?? `${row.msisdn.replace(/\D/g, '')}:${row.product_code.toUpperCase()}`;

/** `page` and `page_size` as the spec names them for batches and failed entries. */
export const onboardingBatchesQuery = z.object({ page: pageParam(), page_size: sizeParam() });
export const failedEntriesQuery = onboardingBatchesQuery.extend({ batch_guid: z.uuid() });
