import { usePartnerCountry } from '../../customers/api/partner-country.ts';

/** The selected partner's currency: its country's currency (SPEC §9), from the customers feature's partner country. */
export function usePartnerCurrency(): string | undefined {
  return usePartnerCountry().data?.currency_code;
}
