import { customersRoutes } from '@coverdesk/contract/customers/customers.routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { call } from '../../../lib/api-client.ts';
import { customerKeys } from '../../../lib/query-keys.ts';

/** PUT /api/customers/{guid}/send_recurring_sms ("could not send sms" when it fails without a server text). */
export function useSendRecurringSms(guid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(customersRoutes.sendRecurringSms, { params: { guid } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: customerKeys.all }),
    meta: { errorMessage: i18next.t('app:errors.couldNotSendSms') },
  });
}
