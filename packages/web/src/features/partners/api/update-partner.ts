import type { PartnerUpdate } from '@coverdesk/contract/partners/partners.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { partnersRoutes } from '../../../lib/routes.ts';
import { partnersKey } from './list-partners.ts';

/** PUT /api/partners (guid in the body). */
export function useUpdatePartner() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PartnerUpdate) => call(partnersRoutes.update, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: partnersKey }),
    meta: { silent: true },
  });
}
