import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** What we need of a country to read a phone number (SPEC §3 Country: dialing code and subscriber digit count). */
export interface PhoneCountry {
  code: string;
  dialing_code: string;
  phone_digits: number;
}

/**
 * Reads a phone number as an agent types it — with or without the country prefix (`+254`, `254`, `00254`), with a
 * leading trunk 0, spaces, dots, dashes or brackets — and answers the MSISDN in international form without '+'
 * (e.g. `254712345678`), or null when it is not a number of this country or its digit count does not match (SPEC §5).
 */
export function normaliseMsisdn(input: string, country: PhoneCountry): string | null {
  const raw = input.trim();
  // Already canonical (what the web sends after reading the number itself): answered as is, without the parser.
  // A trunk 0 after the dialing code is left to the parser, which knows whether the country keeps it.
  const dc = country.dialing_code;
  if (
    raw.length === dc.length + country.phone_digits &&
    raw.startsWith(dc) &&
    raw[dc.length] !== '0' &&
    /^\d+$/.test(raw)
  )
    return raw;
  if (!raw || !/^[+\d\s().-]+$/.test(raw)) return null;
  let compact = raw.replace(/[\s().-]/g, '');
  if (compact.startsWith('00')) compact = `+${compact.slice(2)}`;
  if (!/^\+?\d+$/.test(compact)) return null;
  // Digits that already start with the dialing code and have exactly the right length are international.
  if (!compact.startsWith('+') && compact.length === country.dialing_code.length + country.phone_digits) {
    if (compact.startsWith(country.dialing_code)) compact = `+${compact}`;
  }
  const parsed = parse(compact, country.dialing_code);
  if (!parsed || parsed.countryCallingCode !== country.dialing_code) return null;
  const national = String(parsed.nationalNumber);
  if (national.length !== country.phone_digits) return null;
  return `${country.dialing_code}${national}`;
}

/** The parser throws (rather than answering undefined) on a calling code it does not know, e.g. a country saved with "9". */
function parse(compact: string, dialingCode: string) {
  try {
    return compact.startsWith('+')
      ? parsePhoneNumberFromString(compact)
      : parsePhoneNumberFromString(compact, { defaultCallingCode: dialingCode });
  } catch {
    return undefined;
  }
}
