import type { LoyaltySettingsInput } from '@coverdesk/contract/loyalty/loyalty.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { loyaltyRoutes } from '../../../lib/routes.ts';
import { loyaltyKey } from './keys.ts';

/** The partner's loyalty settings (GET /api/loyaltyrenewal/settings). */
export function useLoyaltySettings() {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...loyaltyKey, 'settings', partner],
    queryFn: () => call(loyaltyRoutes.settings),
    enabled: Boolean(partner),
  });
}

export function useSaveLoyaltySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LoyaltySettingsInput) => call(loyaltyRoutes.saveSettings, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: loyaltyKey }),
    meta: { errorMessage: i18next.t('loyalty:settings.saveFailed') },
  });
}
