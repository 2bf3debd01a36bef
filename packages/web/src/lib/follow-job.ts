import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/** How often a live job is read again. */
export const JOB_POLL_MS = 1000;

export type FollowedJobOptions<T> = Omit<UseQueryOptions<T, Error, T, QueryKey>, 'refetchInterval' | 'select'> & {
  /** True while the job (or any job of a list) can still change: its status or its counts. */
  live: (data: T) => boolean;
  /** Milliseconds between reads while live (JOB_POLL_MS). */
  every?: number;
  /**
   * Once, when a job this page saw live turns final: read again what the job changed (the rows it made, the record
   * it belongs to). The answer that said "final" is the one shown, so its status and its counts come together.
   */
  onFinal?: (data: T) => void;
};

/**
 * Follows a job (an import, an SMS batch, a collection run, an export, a KYC check) until it is final: the one way a
 * page polls. The query is read every `every` ms while `live(data)` holds — the job's own answer decides, never
 * another query's — and `onFinal` runs once on the live → final turn.
 */
export function useFollowedJob<T>({ live, every = JOB_POLL_MS, onFinal, ...options }: FollowedJobOptions<T>) {
  const query = useQuery<T, Error, T, QueryKey>({
    ...options,
    refetchInterval: (q) => (q.state.data !== undefined && live(q.state.data) ? every : false),
  });
  const data = query.data;
  const isLive = data !== undefined && live(data);
  const wasLive = useRef(false);
  const final = useRef(onFinal);
  final.current = onFinal;
  useEffect(() => {
    if (wasLive.current && !isLive && data !== undefined) final.current?.(data);
    wasLive.current = isLive;
  }, [isLive, data]);
  return query;
}
