import type { ReportQuery } from '@coverdesk/contract/reports/reports.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { reportsRoutes } from '../../../lib/routes.ts';
import { reportsKey } from './report-catalogue.ts';

export type ReportPageQuery = Omit<ReportQuery, 'type'>;

/** GET /api/reports/{name}?type=json: one screen page of a built-in report (asked only once parameters are run). */
export function useReportPage(name: string | null, query: ReportPageQuery | null, language: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...reportsKey, 'page', partner, name, query, language],
    queryFn: () => call(reportsRoutes.report, { params: { name: name! }, query: { ...query!, type: 'json' } as never }),
    enabled: Boolean(partner && name && query),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/** GET /api/reports/{id}/generate?type=json: a page of a saved custom report. */
export function useCustomReportPage(id: string | null, query: ReportPageQuery | null, language: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...reportsKey, 'custom-page', partner, id, query, language],
    queryFn: () =>
      call(reportsRoutes.generateCustom, { params: { id: id! }, query: { ...query!, type: 'json' } as never }),
    enabled: Boolean(partner && id && query),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}
