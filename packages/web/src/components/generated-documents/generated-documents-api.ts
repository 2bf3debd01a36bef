import type { TemplateType } from '@coverdesk/contract/templates/template-fields';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { useSelectedPartner } from '../../app/hooks.ts';
import { call } from '../../lib/api-client.ts';
import { documentTemplatesRoutes } from '../../lib/routes.ts';

const generatedKey = [documentTemplatesRoutes.generated.path];

/** GET /api/templates?type: the active templates a record of this type can be generated from. */
export function useTemplatesFor(type: TemplateType) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [documentTemplatesRoutes.list.path, partner, type],
    queryFn: () => call(documentTemplatesRoutes.list, { query: { type } }),
    select: (list) => list.filter((x) => x.active),
    enabled: Boolean(partner),
  });
}

/** GET /api/documents/generated?entity_guid: the record's generated documents with fresh links. */
export function useGeneratedDocuments(entity: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...generatedKey, partner, entity],
    queryFn: () => call(documentTemplatesRoutes.generated, { query: { entity_guid: entity } }),
    enabled: Boolean(partner && entity),
  });
}

/** POST /api/documents/{template}/generate: renders the template for the record and attaches the PDF. */
export function useGenerateDocument() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { template: string; entity: string }) =>
      call(documentTemplatesRoutes.generate, { params: { template: v.template }, body: { entity_guid: v.entity } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: generatedKey }),
    meta: { errorMessage: i18next.t('app:generated.failed') },
  });
}
