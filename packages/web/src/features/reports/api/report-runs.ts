import type { ReportRunInput } from '@coverdesk/contract/reports/reports.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { saveFrom } from '../../../lib/documents.ts';
import { useFollowedJob } from '../../../lib/follow-job.ts';
import { reportsRoutes } from '../../../lib/routes.ts';

export const runsKey = ['/api/report-runs'];

/** GET /api/report-runs: the user's exports, polled while one is still queued or running (its progress bar moves). */
export function useReportRuns(page: { page: number; size: number }) {
  const partner = useSelectedPartner();
  return useFollowedJob({
    queryKey: [...runsKey, partner, page],
    queryFn: () => call(reportsRoutes.runs, { query: page }),
    enabled: Boolean(partner),
    live: (p) => p.items.some((r) => r.status === 'queued' || r.status === 'running'),
  });
}

/** POST /api/report-runs: export a report as a job. */
export function useCreateRun() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportRunInput) => call(reportsRoutes.createRun, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: runsKey }),
    meta: { silent: true },
  });
}

/** POST /api/report-runs/{guid}/cancel. */
export function useCancelRun() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (guid: string) => call(reportsRoutes.cancelRun, { params: { guid } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: runsKey }),
    meta: { silent: true },
  });
}

/** GET /api/report-runs/{guid}/download, then saves the file from its signed link. */
export function useDownloadRun() {
  return useMutation({
    mutationFn: async (guid: string) => {
      const link = await call(reportsRoutes.downloadRun, { params: { guid } });
      saveFrom(link.url, link.filename);
      return link;
    },
    meta: { silent: true },
  });
}
