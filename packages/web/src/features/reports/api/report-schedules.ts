import type { reportScheduleInput } from '@coverdesk/contract/reports/reports.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { reportsRoutes } from '../../../lib/routes.ts';

const key = ['/api/report-schedules'];

/** GET /api/report-schedules: the user's scheduled deliveries. */
export function useSchedules() {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...key, partner],
    queryFn: () => call(reportsRoutes.schedules),
    enabled: Boolean(partner),
  });
}

/** POST /api/report-schedules. */
export function useCreateSchedule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof reportScheduleInput>) => call(reportsRoutes.createSchedule, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
    meta: { silent: true },
  });
}

/** DELETE /api/report-schedules/{guid}. */
export function useDeleteSchedule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (guid: string) => call(reportsRoutes.removeSchedule, { params: { guid } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
    meta: { silent: true },
  });
}
