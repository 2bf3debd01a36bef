import type { TemplateType } from '@coverdesk/contract/templates/template-fields';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelectedPartner } from '../../app/hooks.ts';
import { call } from '../../lib/api-client.ts';
import { documentTemplatesRoutes, emailTemplatesRoutes } from '../../lib/routes.ts';

const sentKey = [emailTemplatesRoutes.sent.path];

/** GET /api/email/templates, those of one entity type. */
export function useEmailTemplatesFor(type: TemplateType) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [emailTemplatesRoutes.list.path, partner],
    queryFn: () => call(emailTemplatesRoutes.list),
    select: (list) => list.filter((x) => x.entity_type === type),
    enabled: Boolean(partner),
  });
}

/** GET /api/emails?entity_guid: what was sent about the record and its delivery state. */
export function useEntityEmails(entity: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...sentKey, partner, entity],
    queryFn: () => call(emailTemplatesRoutes.sent, { query: { entity_guid: entity } }),
    enabled: Boolean(partner && entity),
  });
}

/** POST /api/emails/send: renders the template for the record and queues it for each recipient. */
export function useSendEmail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (q: { email_template_guid: string; email_recipients: string; entity_guid: string }) =>
      call(emailTemplatesRoutes.send, { query: q }),
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: sentKey });
      qc.invalidateQueries({ queryKey: [documentTemplatesRoutes.generated.path] });
    },
    meta: { silent: true },
  });
}
