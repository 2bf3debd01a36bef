import { RESTRICTED_PARTNERS_FLAG } from '@coverdesk/contract/configuration/partner-lists';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { partnerRestrictedKey } from '../../../app/partner/restriction-store.ts';
import { call } from '../../../lib/api-client.ts';
import { paged } from '../../../lib/paging.ts';
import { partnerConfigKey } from '../../../lib/query-keys.ts';
import { featureFlagsRoutes, partnerConfigsRoutes, partnersRoutes } from '../../../lib/routes.ts';

const restrictedKey = [featureFlagsRoutes.list.path, RESTRICTED_PARTNERS_FLAG];

/** The user's partners (the lists show and change only those). */
export function useMyPartners() {
  return useQuery({
    queryKey: [partnersRoutes.list.path, 'partner-lists'],
    queryFn: () => call(partnersRoutes.list, { query: { page: 1, size: 500 } }),
    select: (body) => paged(body).items.map((p) => ({ guid: p.guid, name: p.name })),
  });
}

/** The reserved `restricted-partners` flag (its partners among the user's own). */
export function useRestrictedList() {
  return useQuery({
    queryKey: restrictedKey,
    queryFn: () => call(featureFlagsRoutes.list, { query: { page: 1, size: 1, search: RESTRICTED_PARTNERS_FLAG } }),
    select: (body) => paged(body).items.find((f) => f.name === RESTRICTED_PARTNERS_FLAG),
  });
}

/** Replaces the user's partners on the list (the server keeps other admins' partners as they are). */
export function useSaveRestrictedList() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { guid: string; description: string | null; partner_guids: string[] }) =>
      call(featureFlagsRoutes.update, {
        params: { guid: v.guid },
        body: {
          name: RESTRICTED_PARTNERS_FLAG,
          description: v.description,
          enabled: true,
          partner_guids: v.partner_guids,
        },
      }),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: restrictedKey }),
        qc.invalidateQueries({ queryKey: partnerRestrictedKey }),
        qc.invalidateQueries({ queryKey: [featureFlagsRoutes.list.path] }),
      ]),
    meta: { silent: true },
  });
}

/** Each of the user's partners' claims mode: `complex` is SPEC §6's "extra behaviour" (another claims shape). */
export function useClaimsModes(partners: { guid: string }[]) {
  return useQueries({
    queries: partners.map((p) => ({
      queryKey: partnerConfigKey(p.guid),
      queryFn: () => call(partnerConfigsRoutes.getConfig, { partner: p.guid }),
      staleTime: 60_000,
    })),
  });
}
