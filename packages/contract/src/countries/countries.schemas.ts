import { z } from 'zod';
import { INT4_MAX, requiredText } from '../common/ids.ts';
import { pageParam, sizeParam } from '../common/paging.ts';

/** Country (SPEC §3): shared reference data, not owned by a partner. */
export const countryCode = z
  .string()
  .regex(/^[A-Z]{2}$/, { message: 'country_code' })
  .describe('ISO 3166-1 alpha-2');
export const currencyCode = z.string().regex(/^[A-Z]{3}$/, { message: 'currency_code' });

export const country = z.object({
  code: countryCode,
  name: z.string(),
  currency_code: currencyCode,
  /** International dialling prefix without '+', e.g. 254 (used to normalise MSISDNs). */
  dialing_code: z.string(),
  /** How many digits a national subscriber number has (SPEC §5: digit count must match the country). */
  phone_digits: z.number().int().max(INT4_MAX),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Country = z.infer<typeof country>;

export const countryInput = z.object({
  code: countryCode,
  name: requiredText(100),
  currency_code: currencyCode,
  dialing_code: z.string().regex(/^\d{1,4}$/, { message: 'dialing_code' }),
  phone_digits: z.number().int().min(4).max(15),
});
export type CountryInput = z.infer<typeof countryInput>;

export const countryUpdate = countryInput.omit({ code: true });
export type CountryUpdate = z.infer<typeof countryUpdate>;

export const countryListQuery = z.object({
  page: pageParam(),
  size: sizeParam(),
  search: z.string().max(100).optional(),
});
