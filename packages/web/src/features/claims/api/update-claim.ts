import type { claimEdit } from '@coverdesk/contract/claims/claim.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { CLAIMS_KEY } from './claim-keys.ts';
import { claimKey } from './get-claim.ts';
import { claimsRoutes } from './routes.ts';

/** PUT /api/claims/{guid}: the changed fields with the version read (documents complete, comment, high risk). */
export function useUpdateClaim() {
  const qc = useQueryClient();
  const partner = useSelectedPartner();
  return useMutation({
    mutationFn: ({ guid, ...body }: z.input<typeof claimEdit> & { guid: string }) =>
      call(claimsRoutes.update, { params: { guid }, body }),
    onSuccess: (detail) => {
      qc.setQueryData(claimKey(partner, detail.guid), detail);
      return qc.invalidateQueries({ queryKey: CLAIMS_KEY });
    },
    meta: { silent: true },
  });
}
