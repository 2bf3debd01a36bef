import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { partnerConfigKey } from '../../../lib/query-keys.ts';
import { partnerConfigsRoutes } from '../../../lib/routes.ts';

/** The four settings documents of the selected partner, each read and replaced whole. */
const DOCUMENTS = {
  config: { get: partnerConfigsRoutes.getConfig, put: partnerConfigsRoutes.putConfig },
  claim: { get: partnerConfigsRoutes.getClaimConfig, put: partnerConfigsRoutes.putClaimConfig },
  group: { get: partnerConfigsRoutes.getGroupConfig, put: partnerConfigsRoutes.putGroupConfig },
  email: { get: partnerConfigsRoutes.getEmailConfig, put: partnerConfigsRoutes.postEmailConfig },
} as const;
export type ConfigDocument = keyof typeof DOCUMENTS;
type Doc<D extends ConfigDocument> = Awaited<ReturnType<typeof call<(typeof DOCUMENTS)[D]['get']>>>;

const keyOf = (doc: ConfigDocument, partner: string | undefined) => partnerConfigKey(partner, DOCUMENTS[doc].get.path);

/** GET /api/partners_config, _claim, _group or /email of the selected partner. */
export function usePartnerConfig<D extends ConfigDocument>(doc: D) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: keyOf(doc, partner),
    queryFn: () => call(DOCUMENTS[doc].get) as Promise<Doc<D>>,
    enabled: Boolean(partner),
  });
}

/** PUT (POST for email) of one settings document: it replaces the document; the server audits before → after. */
export function useSavePartnerConfig<D extends ConfigDocument>(doc: D) {
  const qc = useQueryClient();
  const partner = useSelectedPartner();
  return useMutation({
    mutationFn: (body: Doc<D>) => call(DOCUMENTS[doc].put, { body } as never) as Promise<Doc<D>>,
    onSuccess: (saved) => qc.setQueryData(keyOf(doc, partner), saved),
    meta: { silent: true },
  });
}
