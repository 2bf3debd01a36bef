import type { SmsTemplateInput } from '@coverdesk/contract/sms/sms-templates.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { smsTemplatesRoutes } from '../../../lib/routes.ts';

const key = [smsTemplatesRoutes.list.path];

/** GET /api/sms_templates. */
export function useSmsTemplates() {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...key, partner],
    queryFn: () => call(smsTemplatesRoutes.list, { query: {} }),
    enabled: Boolean(partner),
  });
}

/** GET /api/metadata/sms_template: languages, parameters and the partner's maximum segments. */
export function useSmsTemplateMetadata() {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [smsTemplatesRoutes.metadata.path, partner],
    queryFn: () => call(smsTemplatesRoutes.metadata),
    enabled: Boolean(partner),
    staleTime: 60_000,
  });
}

/** POST /api/sms_templates, or PUT /api/sms_templates/{guid} when editing. */
export function useSaveSmsTemplate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ guid, ...body }: SmsTemplateInput & { guid?: string }) =>
      guid ? call(smsTemplatesRoutes.update, { params: { guid }, body }) : call(smsTemplatesRoutes.create, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
    meta: { silent: true },
  });
}

/** DELETE /api/sms_templates/{guid}. */
export function useDeleteSmsTemplate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (guid: string) => call(smsTemplatesRoutes.remove, { params: { guid } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
    meta: { errorMessage: i18next.t('sms:templates.deleteFailed') },
  });
}
