import { useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { reportsRoutes } from '../../../lib/routes.ts';

export const reportsKey = ['/api/reports'];

/** GET /api/report-catalogue: the built-in reports and their parameters, in the user's language. */
export function useReportCatalogue(language: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...reportsKey, 'catalogue', partner, language],
    queryFn: () => call(reportsRoutes.catalogue),
    enabled: Boolean(partner),
    staleTime: 60_000,
  });
}
