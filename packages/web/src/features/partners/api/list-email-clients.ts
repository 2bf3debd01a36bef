import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { partnerConfigsRoutes } from '../../../lib/routes.ts';

/** GET /api/email-client-definitions: the clients a partner may choose, and whether this server can use each. */
export function useEmailClients() {
  return useQuery({
    queryKey: [partnerConfigsRoutes.emailClients.path],
    queryFn: () => call(partnerConfigsRoutes.emailClients),
    staleTime: 300_000,
  });
}
