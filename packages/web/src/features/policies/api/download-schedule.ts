import { useMutation } from '@tanstack/react-query';
import i18next from 'i18next';
import { download } from '../../../lib/api-client.ts';
import { policyScheduleRoutes } from '../../../lib/routes.ts';

/** GET /api/policies/{guid}/schedule.pdf, saved as `<policy number>.pdf`. */
export function useDownloadSchedule() {
  return useMutation({
    mutationFn: async ({ guid, policyNumber }: { guid: string; policyNumber: string }) => {
      const blob = await download(policyScheduleRoutes.schedule, { params: { guid } }, 'application/pdf');
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `${policyNumber}.pdf`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
    meta: { errorMessage: i18next.t('app:errors.errorDownloadingDocument') },
  });
}
