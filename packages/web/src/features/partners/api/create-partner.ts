import type { PartnerInput } from '@coverdesk/contract/partners/partners.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { session } from '../../../app/services.ts';
import { call } from '../../../lib/api-client.ts';
import { partnersRoutes } from '../../../lib/routes.ts';
import { partnersKey } from './list-partners.ts';

/**
 * POST /api/partners. The server gives the creator access to the new partner in their next token, so the session is
 * refreshed at once: the new partner then shows in the partner switcher and its settings can be opened.
 */
export function useCreatePartner() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: PartnerInput) => {
      const created = await call(partnersRoutes.create, { body });
      await session.refresh();
      return created;
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: partnersKey }),
    meta: { silent: true },
  });
}
