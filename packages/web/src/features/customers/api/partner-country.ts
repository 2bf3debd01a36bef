import { countriesRoutes } from '@coverdesk/contract/countries/countries.routes';
import { partnersRoutes } from '@coverdesk/contract/partners/partners.routes';
import { useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';

/**
 * The selected partner's country (GET /api/partners/{guid} then GET /api/countries/{code}): its dialling code and
 * digit count validate phone numbers, its currency shows money, its code lists banks.
 */
export function usePartnerCountry() {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: ['customers', partner, 'partner-country'],
    enabled: Boolean(partner),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const p = await call(partnersRoutes.get, { params: { guid: partner as string } });
      return call(countriesRoutes.get, { params: { code: p.country } });
    },
  });
}
