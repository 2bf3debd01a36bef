import { useMutation, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { call } from '../../../lib/api-client.ts';
import { featureFlagsRoutes } from '../../../lib/routes.ts';
import { featureFlagsKey } from './list-feature-flags.ts';

/** DELETE /api/feature-flags/{guid}. */
export function useDeleteFeatureFlag() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (guid: string) => call(featureFlagsRoutes.remove, { params: { guid } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: featureFlagsKey }),
    meta: { errorMessage: i18next.t('feature-flags:deleteFailed') },
  });
}
