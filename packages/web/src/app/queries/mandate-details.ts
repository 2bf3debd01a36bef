import { bankDetailsRoutes } from '@coverdesk/contract/customers/dependants.routes';
import type { mandateDetails } from '@coverdesk/contract/customers/dependants.schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { urlOf } from '../../lib/api-client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { currentLanguage } from '../i18n.ts';

/**
 * GET /api/retrieve-mandate/details/{mandate reference}: the one call sent with the token value `None` (SPEC §6), so
 * it goes through fetch directly rather than the signed-in client.
 */
export function useMandateDetails(reference: string | null) {
  return useQuery({
    queryKey: ['mandate', reference],
    enabled: Boolean(reference),
    queryFn: async (): Promise<z.infer<typeof mandateDetails>> => {
      const route = bankDetailsRoutes.mandate;
      const response = await fetch(urlOf(route, { id: reference }), {
        headers: { Accept: 'application/json', 'Accept-Language': currentLanguage(), Authorization: 'Bearer None' },
      });
      const body = await response.json().catch(() => null);
      if (!response.ok) throw new HttpError(response.status, body);
      return body;
    },
  });
}
