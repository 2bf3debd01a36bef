import { countriesRoutes } from '@coverdesk/contract/countries/countries.routes';
import { partnersRoutes } from '@coverdesk/contract/partners/partners.routes';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { partnerCountryKey } from '../../lib/query-keys.ts';
import { useSelectedPartner } from '../hooks.ts';

/**
 * The selected partner's country (GET /api/partners/{guid} then GET /api/countries/{code}): its dialling code and
 * digit count validate phone numbers, its currency shows money, its code lists banks.
 */
export function usePartnerCountry() {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: partnerCountryKey(partner),
    enabled: Boolean(partner),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const p = await call(partnersRoutes.get, { params: { guid: partner as string } });
      return call(countriesRoutes.get, { params: { code: p.country } });
    },
  });
}

/** The selected partner's currency: its country's currency (SPEC §9). */
export function usePartnerCurrency(): string | undefined {
  return usePartnerCountry().data?.currency_code;
}
