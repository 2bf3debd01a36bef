import type { CustomReportInput } from '@coverdesk/contract/reports/reports.schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { reportsRoutes } from '../../../lib/routes.ts';

export const customKey = ['/api/reports', 'custom'];

/** GET /api/reports: the partner's saved custom reports. */
export function useCustomReports(page: { page: number; size: number }) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...customKey, partner, page],
    queryFn: () => call(reportsRoutes.listCustom, { query: page }),
    enabled: Boolean(partner),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/report-datasets: what the query builder offers. */
export function useDatasets(language: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...customKey, 'datasets', partner, language],
    queryFn: () => call(reportsRoutes.datasets),
    enabled: Boolean(partner),
    staleTime: 60_000,
  });
}

/** POST /api/reports or PUT /api/reports/{id}. */
export function useSaveCustomReport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: CustomReportInput & { id?: string }) =>
      id ? call(reportsRoutes.updateCustom, { params: { id }, body }) : call(reportsRoutes.createCustom, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: customKey }),
    meta: { silent: true },
  });
}

/** DELETE /api/reports/{id}. */
export function useDeleteCustomReport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(reportsRoutes.removeCustom, { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: customKey }),
    meta: { silent: true },
  });
}
