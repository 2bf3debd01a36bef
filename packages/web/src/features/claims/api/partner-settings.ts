import { useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { usePartnerCountry } from '../../../app/partner/partner-country.ts';
import { call } from '../../../lib/api-client.ts';
import { partnerConfigKey } from '../../../lib/query-keys.ts';
import { partnerConfigsRoutes } from './routes.ts';

/**
 * The selected partner's country code (it names the hospitals list) and currency (amounts are shown and typed in
 * it), from the one partner-country query every feature reads; the currency is empty until it is known, and
 * `formatMoney` shows no amount without a currency: never an amount in a placeholder currency ("100 000,00 XXX").
 */
export function usePartnerCurrency(): { country: string | undefined; currency: string } {
  const country = usePartnerCountry().data;
  return { country: country?.code, currency: country?.currency_code ?? '' };
}

/** The partner's claims mode (GET /api/partners_config): complex claims screens exist only in complex mode. */
export function useClaimsMode() {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: partnerConfigKey(partner),
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
    queryKey: partnerConfigKey(partner, partnerConfigsRoutes.getClaimConfig.path),
    queryFn: () => call(partnerConfigsRoutes.getClaimConfig),
    enabled: Boolean(partner),
    staleTime: 5 * 60_000,
  });
}
