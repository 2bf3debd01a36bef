import { useMutation, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { call } from '../../../lib/api-client.ts';
import { knowledgeBaseRoutes } from '../../../lib/routes.ts';
import { knowledgeKey } from './search-knowledge.ts';

/** DELETE /api/knowledge-base/{guid}. */
export function useDeleteGuide() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (guid: string) => call(knowledgeBaseRoutes.remove, { params: { guid } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: knowledgeKey }),
    meta: { errorMessage: i18next.t('knowledge-base:deleteFailed') },
  });
}
