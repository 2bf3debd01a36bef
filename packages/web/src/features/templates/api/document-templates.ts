import type { DocumentTemplateInput } from '@coverdesk/contract/templates/document-templates.schemas';
import type { TemplateType } from '@coverdesk/contract/templates/template-fields';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call, download } from '../../../lib/api-client.ts';
import { useFollowedJob } from '../../../lib/follow-job.ts';
import { documentTemplatesRoutes } from '../../../lib/routes.ts';

export const templatesKey = [documentTemplatesRoutes.list.path];

/** GET /api/templates?type: built-in templates first, then the partner's. */
export function useDocumentTemplates(type?: TemplateType) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...templatesKey, partner, type],
    queryFn: () => call(documentTemplatesRoutes.list, { query: { type } }),
    enabled: Boolean(partner),
  });
}

/** POST /api/templates, or PUT /api/templates/{guid} when editing. */
export function useSaveTemplate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ guid, ...body }: DocumentTemplateInput & { guid?: string }) =>
      guid
        ? call(documentTemplatesRoutes.update, { params: { guid }, body })
        : call(documentTemplatesRoutes.create, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: templatesKey }),
    meta: { silent: true },
  });
}

/** DELETE /api/templates/{guid}. */
export function useDeleteTemplate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (guid: string) => call(documentTemplatesRoutes.remove, { params: { guid } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: templatesKey }),
    meta: { errorMessage: i18next.t('templates:deleteFailed') },
  });
}

/** GET /api/documents/{template}/download?entity_guid&language: the rendered PDF, shown in the page. */
export function usePreviewTemplate() {
  return useMutation({
    mutationFn: async (q: { template: string; entity_guid: string; language: 'en' | 'fr' }) => {
      const blob = await download(
        documentTemplatesRoutes.download,
        { params: { template: q.template }, query: { entity_guid: q.entity_guid, language: q.language } },
        'application/pdf',
      );
      return URL.createObjectURL(blob);
    },
    meta: { silent: true },
  });
}

const progressKey = (guid: string) => [...templatesKey, guid, 'progress'];

/** GET /api/templates/{guid}/progress, polled every 2 s while documents are pending. */
export function useTemplateProgress(guid: string) {
  return useFollowedJob({
    queryKey: progressKey(guid),
    queryFn: () => call(documentTemplatesRoutes.progress, { params: { guid } }),
    live: (p) => p.pending > 0,
    every: 2_000,
  });
}

/** PUT /api/templates/{guid}/stop: pending documents are stopped; those being generated finish. */
export function useStopTemplate(guid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(documentTemplatesRoutes.stop, { params: { guid } }),
    onSuccess: (progress) => qc.setQueryData(progressKey(guid), progress),
    meta: { silent: true },
  });
}
