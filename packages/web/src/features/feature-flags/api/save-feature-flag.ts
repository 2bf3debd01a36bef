import type { FeatureFlagInput } from '@coverdesk/contract/feature-flags/feature-flags.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { featureFlagsRoutes } from '../../../lib/routes.ts';
import { featureFlagsKey } from './list-feature-flags.ts';

/** POST /api/feature-flags, or PUT /api/feature-flags/{guid} when editing. */
export function useSaveFeatureFlag() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ guid, ...body }: FeatureFlagInput & { guid?: string }) =>
      guid ? call(featureFlagsRoutes.update, { params: { guid }, body }) : call(featureFlagsRoutes.create, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: featureFlagsKey }),
    meta: { silent: true },
  });
}
