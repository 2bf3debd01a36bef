import { useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { countriesRoutes, partnerConfigsRoutes, partnersRoutes } from './routes.ts';

/** The selected partner (GET /api/partners/{guid}): its country names the hospitals list and the currency. */
export function usePartner() {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [partnersRoutes.get.path, partner],
    queryFn: () => call(partnersRoutes.get, { params: { guid: partner ?? '' } }),
    enabled: Boolean(partner),
    staleTime: 10 * 60_000,
  });
}

/**
 * The currency of the selected partner's country (amounts are shown and typed in it); empty until it is known, and
 * `formatMoney` shows no amount without a currency: never an amount in a placeholder currency ("100 000,00 XXX").
 */
export function usePartnerCurrency(): { country: string | undefined; currency: string } {
  const partner = usePartner();
  const country = partner.data?.country;
  const countryQuery = useQuery({
    queryKey: [countriesRoutes.get.path, country],
    queryFn: () => call(countriesRoutes.get, { params: { code: country ?? '' } }),
    enabled: Boolean(country),
    staleTime: 60 * 60_000,
  });
  return { country, currency: countryQuery.data?.currency_code ?? '' };
}

/** The partner's claims mode (GET /api/partners_config): complex claims screens exist only in complex mode. */
export function useClaimsMode() {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [partnerConfigsRoutes.getConfig.path, partner],
    queryFn: () => call(partnerConfigsRoutes.getConfig),
    select: (c) => c.claims_mode,
    enabled: Boolean(partner),
    staleTime: 5 * 60_000,
  });
}

/** The partner's claim settings (GET /api/partners_config_claim): four-eyes payment hides pay buttons from the approver. */
export function useClaimSettings() {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [partnerConfigsRoutes.getClaimConfig.path, partner],
    queryFn: () => call(partnerConfigsRoutes.getClaimConfig),
    enabled: Boolean(partner),
    staleTime: 5 * 60_000,
  });
}
