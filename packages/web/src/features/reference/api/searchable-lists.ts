import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { paged } from '../../../lib/paging.ts';
import { referenceRoutes } from '../../../lib/routes.ts';

/** The two long, searchable lists (hospitals and health diagnoses): server search by `query` and server paging. */
export const SEARCHABLE = {
  hospitals: {
    list: referenceRoutes.listHospitals,
    create: referenceRoutes.createHospital,
    remove: referenceRoutes.removeHospital,
  },
  diagnoses: {
    list: referenceRoutes.listDiagnoses,
    create: referenceRoutes.createDiagnosis,
    remove: referenceRoutes.removeDiagnosis,
  },
} as const;
export type SearchableKind = keyof typeof SEARCHABLE;

const keyOf = (kind: SearchableKind) => [SEARCHABLE[kind].list.path];

/** GET /api/configs/hospitals or /health_diagnoses?query&page&size. */
export function useSearchableList(kind: SearchableKind, query: { page: number; size: number; query?: string }) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...keyOf(kind), partner, query],
    queryFn: () => call(SEARCHABLE[kind].list, { query }),
    select: (body) =>
      paged<{ guid: string; code: string; name: string; country_code?: string; town?: string | null }>(body),
    enabled: Boolean(partner),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/configs/hospitals or /health_diagnoses. */
export function useCreateSearchable(kind: SearchableKind) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => call(SEARCHABLE[kind].create, { body: body as never }),
    onSuccess: () => qc.invalidateQueries({ queryKey: keyOf(kind) }),
    meta: { silent: true },
  });
}

/** DELETE /api/configs/hospitals/{guid} or /health_diagnoses/{guid}. */
export function useRemoveSearchable(kind: SearchableKind, errorMessage: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (guid: string) => call(SEARCHABLE[kind].remove, { params: { guid } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: keyOf(kind) }),
    meta: { errorMessage },
  });
}
