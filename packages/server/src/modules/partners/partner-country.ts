import type { PhoneCountry } from '@coverdesk/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import { countriesRepository } from '../countries/index.ts';
import { partners } from './partners.tables.ts';

/** A partner's name and the country it works in (its phone numbering and currency), or undefined. */
export async function partnerCountry(db: Executor, partner: string) {
  const [row] = await db
    .select({ name: partners.name, country_code: partners.country_code })
    .from(partners)
    .where(eq(partners.guid, partner));
  if (!row) return undefined;
  const country = await countriesRepository.get(db, row.country_code);
  if (!country) return undefined;
  return {
    code: country.code,
    dialing_code: country.dialing_code,
    phone_digits: country.phone_digits,
    currency_code: country.currency_code,
    partner_name: row.name,
  };
}

const COUNTRY_TTL_MS = 60_000;
const countryCache = new Map<string, { at: number; country: PhoneCountry }>();

/** Forgets the cached countries (a test's new database may give a partner of the same id another country). */
export const forgetPhoneCountries = () => countryCache.clear();

/** The partner's phone country, cached for a minute (it is read on every msisdn search). */
export async function phoneCountryOf(db: Executor, partner: string): Promise<PhoneCountry> {
  const hit = countryCache.get(partner);
  if (hit && Date.now() - hit.at < COUNTRY_TTL_MS) return hit.country;
  const row = await partnerCountry(db, partner);
  if (!row) throw notFound('partner_not_found');
  const country = { code: row.code, dialing_code: row.dialing_code, phone_digits: row.phone_digits };
  countryCache.set(partner, { at: Date.now(), country });
  return country;
}
