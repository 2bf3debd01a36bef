import type { CustomReportInput } from '@coverdesk/contract/reports/reports.schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { reportEngineRoutes } from '../../../lib/routes.ts';
import type { ReportPageQuery } from './run-report.ts';

export const engineKey = ['/report-engine/reports'];

/** GET /report-engine/reports: the report definitions uploaded to the report engine. */
export function useEngineReports(page: { page: number; size: number }) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...engineKey, partner, page],
    queryFn: () => call(reportEngineRoutes.reports, { query: page }),
    enabled: Boolean(partner),
    placeholderData: keepPreviousData,
  });
}

/** POST /report-engine/upload: a definition file's JSON (name, dataset, columns, filters, group_by, sums). */
export function useUploadDefinition() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomReportInput) => call(reportEngineRoutes.upload, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: engineKey }),
    meta: { silent: true },
  });
}

/** GET /report-engine/report?report_id=&type=json: a page of an uploaded report. */
export function useEngineReportPage(id: string | null, query: ReportPageQuery | null, language: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...engineKey, 'page', partner, id, query, language],
    queryFn: () => call(reportEngineRoutes.report, { query: { ...query!, report_id: id!, type: 'json' } as never }),
    enabled: Boolean(partner && id && query),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}
