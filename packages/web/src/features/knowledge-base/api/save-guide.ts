import type { KnowledgeGuideInput } from '@coverdesk/contract/knowledge-base/knowledge-base.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { putToSignedUrl } from '../../../lib/documents.ts';
import { knowledgeBaseRoutes } from '../../../lib/routes.ts';
import { knowledgeKey } from './search-knowledge.ts';

export type GuideSave = Omit<KnowledgeGuideInput, 'attachments'> & {
  guid?: string;
  /** Attachments kept, by guid. */
  keep: string[];
  /** Files to upload and attach. */
  files: File[];
};

/** Uploads the new files (signed URLs), then POST /api/knowledge-base or PUT /api/knowledge-base/{guid}. */
export function useSaveGuide() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ guid, keep, files, ...fields }: GuideSave) => {
      const added = [];
      for (const file of files) {
        const signed = await call(knowledgeBaseRoutes.signedUrl, { query: { filename: file.name } });
        await putToSignedUrl(signed, file);
        added.push({ url: signed.signed_url, filename: file.name });
      }
      const body = { ...fields, attachments: [...keep.map((g) => ({ guid: g })), ...added] };
      return guid
        ? call(knowledgeBaseRoutes.update, { params: { guid }, body })
        : call(knowledgeBaseRoutes.create, { body });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: knowledgeKey }),
    meta: { silent: true },
  });
}
