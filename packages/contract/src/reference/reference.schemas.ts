import { z } from 'zod';
import { guid, optionalText, requiredText } from '../common/ids.ts';
import { paged, pageParam, sizeParam } from '../common/paging.ts';
import { countryCode } from '../countries/countries.schemas.ts';

/**
 * Reference lists. Who owns what:
 * - banks are shared reference data per country (no partner): every partner in Kenya sees the same Kenyan banks;
 * - hospitals, health diagnoses, claim rejection reasons and claim conditions are partner-owned: each partner (and
 *   its insurer) keeps its own panel of hospitals, its own diagnosis list and its own claim wording.
 */
export const bank = z.object({
  guid,
  country_code: z.string(),
  code: z.string(),
  name: z.string(),
  swift_code: z.string().nullable(),
});
export type Bank = z.infer<typeof bank>;

const code = requiredText(30).refine((v) => !/\s/.test(v), { message: 'code_no_spaces' });

export const hospital = z.object({
  guid,
  id: guid,
  partner_guid: guid,
  code: z.string(),
  name: z.string(),
  country_code: z.string(),
  town: z.string().nullable(),
  created_at: z.string(),
});
export type Hospital = z.infer<typeof hospital>;
export const hospitalInput = z.object({
  code,
  name: requiredText(200),
  country_code: countryCode,
  town: optionalText(100),
});
export type HospitalInput = z.infer<typeof hospitalInput>;

export const diagnosis = z.object({
  guid,
  id: guid,
  partner_guid: guid,
  code: z.string(),
  name: z.string(),
  created_at: z.string(),
});
export type Diagnosis = z.infer<typeof diagnosis>;
export const diagnosisInput = z.object({ code, name: requiredText(200) });
export type DiagnosisInput = z.infer<typeof diagnosisInput>;

/** A claim rejection reason or a claim condition: a partner's wording, picked from a list on the claim screens. */
export const claimListEntry = z.object({
  guid,
  partner_guid: guid,
  code: z.string(),
  name: z.string(),
  created_at: z.string(),
});
export type ClaimListEntry = z.infer<typeof claimListEntry>;
export const claimListEntryInput = z.object({ code, name: requiredText(200) });
export type ClaimListEntryInput = z.infer<typeof claimListEntryInput>;

/** Search by `query`: a code prefix or a part of the name, case-insensitive. */
export const referenceSearchQuery = z.object({
  partner: guid.optional(),
  query: z.string().trim().max(100).optional(),
  page: pageParam(),
  size: sizeParam(100),
});
export type ReferenceSearchQuery = z.infer<typeof referenceSearchQuery>;
export const claimHospitalsQuery = referenceSearchQuery.extend({ country: countryCode });
export type ClaimHospitalsQuery = z.infer<typeof claimHospitalsQuery>;

/**
 * A page of a searchable list. `more`: another page follows. A search of 3 characters or more stops at the page (a
 * broad term is not counted in full), so `count` is then the matches up to this page plus one; otherwise it is exact.
 */
const searchPage = <T extends z.ZodType>(item: T) => paged(item).extend({ more: z.boolean() });
export const pagedHospitals = searchPage(hospital);
export const pagedDiagnoses = searchPage(diagnosis);
