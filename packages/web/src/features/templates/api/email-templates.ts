import type { EmailTemplateInput } from '@coverdesk/contract/templates/email-templates.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { emailTemplatesRoutes } from '../../../lib/routes.ts';

const key = [emailTemplatesRoutes.list.path];

/** GET /api/email/templates. */
export function useEmailTemplates() {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...key, partner],
    queryFn: () => call(emailTemplatesRoutes.list),
    enabled: Boolean(partner),
  });
}

/** POST /api/email/templates, or PUT /api/email/templates/{guid} when editing. */
export function useSaveEmailTemplate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ guid, ...body }: EmailTemplateInput & { guid?: string }) =>
      guid
        ? call(emailTemplatesRoutes.update, { params: { guid }, body })
        : call(emailTemplatesRoutes.create, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
    meta: { silent: true },
  });
}

/** POST /api/emails/send for one record: a test send of a template. */
export function useSendTestEmail() {
  return useMutation({
    mutationFn: (q: { email_template_guid: string; email_recipients: string; entity_guid: string }) =>
      call(emailTemplatesRoutes.send, { query: q }),
    meta: { silent: true },
  });
}

/** DELETE /api/email/templates/{guid}: emails already sent keep their text. */
export function useDeleteEmailTemplate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (guid: string) => call(emailTemplatesRoutes.remove, { params: { guid } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
    meta: { errorMessage: i18next.t('templates:email.deleteFailed') },
  });
}
