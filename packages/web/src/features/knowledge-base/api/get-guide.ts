import { useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { knowledgeBaseRoutes } from '../../../lib/routes.ts';
import { knowledgeKey } from './search-knowledge.ts';

/** GET /api/knowledge-base/{guid}: the guide with fresh attachment links. */
export function useGuide(guid: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...knowledgeKey, 'guide', partner, guid],
    queryFn: () => call(knowledgeBaseRoutes.get, { params: { guid } }),
    enabled: Boolean(partner),
  });
}
