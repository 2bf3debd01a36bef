import type { DebitProcessBody } from '@coverdesk/contract/debit-orders/debit-orders.schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { useFollowedJob } from '../../../lib/follow-job.ts';
import { paged } from '../../../lib/paging.ts';
import { debitOrderTransactionsRoutes } from '../../../lib/routes.ts';
import { debitOrdersKey } from './keys.ts';

export type TransactionList = 'pending' | 'failed';
export interface TransactionQuery {
  page: number;
  size: number;
  status?: 'pending' | 'retry_scheduled' | 'success' | 'failed';
  search?: string;
  policy_guid?: string;
  /** Due from / to (`YYYY-MM-DD`, inclusive). */
  from?: string;
  to?: string;
}

/** GET /api/debit_order_transactions/pending or /failed (server paging, filters). */
export function useDebitTransactions(list: TransactionList, query: TransactionQuery) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...debitOrdersKey, partner, 'transactions', list, query],
    queryFn: () => call(debitOrderTransactionsRoutes[list], { query }),
    select: paged,
    placeholderData: keepPreviousData,
  });
}

/** PUT /api/debit_order_transactions/process?status=: answers what happened to each collection. */
export function useProcessTransactions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ status, body }: { status: 'success' | 'failed'; body: DebitProcessBody }) =>
      call(debitOrderTransactionsRoutes.process, { query: { status }, body }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: debitOrdersKey });
      void qc.invalidateQueries({ queryKey: ['payments'] });
      void qc.invalidateQueries({ queryKey: ['policies'] });
    },
    meta: { silent: true },
  });
}

/** POST /api/debit_order_transactions/run: queues a day's collection run (today, or a day the schedule missed). */
export function useRunCollection() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (date: string) => call(debitOrderTransactionsRoutes.run, { body: { date } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: debitOrdersKey }),
    meta: { silent: true },
  });
}

const live = (s: string | undefined) => s === 'queued' || s === 'running';

/**
 * The latest collection run (GET runs, newest first), followed every second while it runs so its progress moves; when
 * it ends, the transaction lists are read again (the collections it made).
 */
export function useLatestRun() {
  const partner = useSelectedPartner();
  const qc = useQueryClient();
  return useFollowedJob({
    queryKey: [...debitOrdersKey, partner, 'runs', 'latest'],
    queryFn: () =>
      call(debitOrderTransactionsRoutes.runs, { query: { page: 1, size: 1 } }).then((p) => paged(p).items[0] ?? null),
    enabled: Boolean(partner),
    live: (run) => live(run?.status),
    onFinal: () => void qc.invalidateQueries({ queryKey: [...debitOrdersKey, partner, 'transactions'] }),
  });
}

/** POST /api/debit_order_transactions/runs/{guid}/stop: stops the run after the chunk in hand. */
export function useStopRun() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (guid: string) => call(debitOrderTransactionsRoutes.stopRun, { params: { guid } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: debitOrdersKey }),
    meta: { silent: true },
  });
}
