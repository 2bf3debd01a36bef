import { z } from 'zod';
import { LANGUAGES } from '../common/constants.ts';
import { guid, optionalText, requiredText } from '../common/ids.ts';
import { pageParam, sizeParam } from '../common/paging.ts';
import { countryCode } from '../countries/countries.schemas.ts';

/** Partner (SPEC §3). `country` is the code of a country (shared reference data). */
export const partner = z.object({
  guid,
  name: z.string(),
  code: z.string(),
  country: z.string(),
  default_language: z.enum(LANGUAGES),
  insurer: z.string().nullable(),
  service_name: z.string().nullable(),
  ussd_code: z.string().nullable(),
  whatsapp_number: z.string().nullable(),
  call_centre_number: z.string().nullable(),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Partner = z.infer<typeof partner>;

/** A phone number as dialled: optional '+', then 6 to 15 digits. */
const phone = z
  .string()
  .regex(/^\+?\d{6,15}$/, { message: 'phone_number' })
  .nullish()
  .transform((v) => v ?? null);

export const partnerInput = z.object({
  name: requiredText(200),
  /** Short unique code, upper case letters, digits, '_' or '-' (e.g. `KE_CARE`). */
  code: z.string().regex(/^[A-Z0-9][A-Z0-9_-]{1,29}$/, { message: 'partner_code' }),
  country: countryCode,
  default_language: z.enum(LANGUAGES).default('en'),
  insurer: optionalText(200),
  service_name: optionalText(200),
  /** A USSD short code such as `*123#` or `*384*55#`. */
  ussd_code: z
    .string()
    .regex(/^\*\d{1,6}(\*\d{1,6})*#$/, { message: 'ussd_code' })
    .nullish()
    .transform((v) => v ?? null),
  whatsapp_number: phone,
  call_centre_number: phone,
});
export type PartnerInput = z.infer<typeof partnerInput>;

/** `PUT /api/partners` carries the partner's guid in the body. */
export const partnerUpdate = partnerInput.extend({ guid, active: z.boolean().default(true) });
export type PartnerUpdate = z.infer<typeof partnerUpdate>;

export const partnerListQuery = z.object({
  page: pageParam(),
  size: sizeParam(),
  search: z.string().max(100).optional(),
});

export const selectPartnerInput = z.object({ partner_guid: guid });
export const selectedPartner = z.object({ partner_guid: guid, name: z.string(), code: z.string() });
