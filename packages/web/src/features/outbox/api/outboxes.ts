import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { identityRoutes, outboxRoutes } from '../../../lib/routes.ts';

const emailsKey = [identityRoutes.outbox.path];
const smsKey = [outboxRoutes.listSms.path];

/** GET /api/outbox/emails: emails about the admin's partners (and their users), newest first. */
export function useEmailOutbox(query: {
  page: number;
  size: number;
  status?: 'queued' | 'stored' | 'sent' | 'failed';
}) {
  return useQuery({
    queryKey: [...emailsKey, query],
    queryFn: () => call(identityRoutes.outbox, { query }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/outbox/sms: the selected partner's SMS with their delivery state. */
export function useSmsOutbox(query: {
  page: number;
  size: number;
  status?: 'queued' | 'sent' | 'delivered' | 'failed';
}) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...smsKey, partner, query],
    queryFn: () => call(outboxRoutes.listSms, { query }),
    enabled: Boolean(partner),
    placeholderData: keepPreviousData,
  });
}

/** POST …/resend of an email or an SMS: a new message with the same content. */
export function useResend(kind: 'email' | 'sms') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (guid: string) =>
      kind === 'email'
        ? call(outboxRoutes.resendEmail, { params: { guid } })
        : call(outboxRoutes.resendSms, { params: { guid } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: kind === 'email' ? emailsKey : smsKey }),
    meta: {
      errorMessage: i18next.t(kind === 'email' ? 'outbox:resendEmailFailed' : 'outbox:resendSmsFailed'),
    },
  });
}
