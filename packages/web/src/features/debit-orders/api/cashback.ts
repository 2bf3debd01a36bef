import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { paged } from '../../../lib/paging.ts';
import { cashbackRoutes } from '../../../lib/routes.ts';
import { cashbackKey } from './keys.ts';

/** GET /api/cashback (the client adds the partner; SPEC §7 names it partnerGuid, the server takes either). */
export function useCashback(query: { page: number; size: number; status?: 'paid' | 'unpaid' }) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...cashbackKey, partner, query],
    queryFn: () => call(cashbackRoutes.list, { query: { ...query, ...(partner ? { partnerGuid: partner } : {}) } }),
    select: paged,
    placeholderData: keepPreviousData,
  });
}

/** PUT /api/cashback/mark_as_paid?id= or mark_as_unpaid?id=. */
export function useMarkCashback() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, to, partner }: { id: string; to: 'paid' | 'unpaid'; partner?: string }) =>
      call(to === 'paid' ? cashbackRoutes.markPaid : cashbackRoutes.markUnpaid, {
        query: { id, ...(partner ? { partnerGuid: partner } : {}) },
      }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: cashbackKey }),
    meta: { silent: true },
  });
}
