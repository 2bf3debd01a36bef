import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { knowledgeBaseRoutes } from '../../../lib/routes.ts';

export const knowledgeKey = ['/api/knowledge-base'];

/** GET /api/search?search&doc_type&page&size: ranked hits with highlighted snippets, asked again as the agent types. */
export function useKnowledgeSearch(query: { search: string; doc_type?: string; page: number; size: number }) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...knowledgeKey, 'search', partner, query],
    queryFn: () => call(knowledgeBaseRoutes.search, { query: query as never }),
    enabled: Boolean(partner),
    placeholderData: keepPreviousData,
  });
}
