import { normaliseMsisdn, type PhoneCountry } from '@coverdesk/contract/customers/phone';
import type { z } from 'zod';

/**
 * Adds the partner-country phone check (SPEC §5: digit count must match the country) to a contract schema, for the
 * named phone fields: the contract's `normaliseMsisdn` reads a number typed with or without prefix, spaces or dashes.
 */
export function withPhoneCheck<S extends z.ZodType>(schema: S, country: PhoneCountry | undefined, fields: string[]) {
  return schema.superRefine((value, ctx) => {
    if (!country) return;
    const v = value as Record<string, unknown>;
    for (const f of fields) {
      const raw = v[f];
      if (typeof raw === 'string' && raw.trim() && !normaliseMsisdn(raw, country))
        ctx.addIssue({ code: 'custom', path: [f], message: 'phone_invalid' });
    }
  });
}

/** A stored international MSISDN shown grouped: 254712345678 as +254 712 345 678, 2250707555666 as +225 07 07 55 56 66. */
export function formatMsisdn(msisdn: string | null | undefined, country?: PhoneCountry): string {
  if (!msisdn) return '';
  const code = country?.dialing_code;
  if (!code || !msisdn.startsWith(code)) return `+${msisdn}`;
  const national = msisdn.slice(code.length);
  const group = national.length % 3 === 0 ? /(\d{3})(?=\d)/g : /(\d{2})(?=\d)/g;
  return `+${code} ${national.replace(group, '$1 ')}`;
}
