import { LRUCache } from 'lru-cache';
import type { Notifications } from './notifications.ts';

export interface NotifiedCache<V> {
  /** The answer kept for (scope, key), else `compute`'s, kept unless the scope changed while it was computed. */
  get(scope: string, key: string, compute: () => Promise<V>): Promise<V>;
  /** This process changed `scope` (committed): its answers are forgotten now; the others hear the NOTIFY. */
  changed(scope: string): void;
}

/**
 * Answers of a read kept per scope (a partner) in this process until a NOTIFY on `channel` names the scope (a
 * trigger sends it at commit, from any process). Nothing is kept until the LISTEN connection is up; when it
 * reconnects, everything is forgotten (what changed meanwhile is unknown), and `ttlMs` bounds what a cut connection
 * can leave stale. `max` 0 keeps nothing.
 */
export function createNotifiedCache<V extends object>(
  notifications: Notifications,
  channel: string,
  opts: { max: number; ttlMs: number },
): NotifiedCache<V> {
  const entries = opts.max > 0 ? new LRUCache<string, { value: V; stamp: number }>(opts) : undefined;
  // A scope's stamp: the tick of its last change. An answer is kept with the stamp its computation began under.
  const stamps = new Map<string, number>();
  let tick = 0;
  let epoch = 0; // bumped when everything is forgotten: the stamp of every scope not changed since
  let listening = false;
  let heard = false;

  const changed = (scope: string) => {
    stamps.set(scope, ++tick);
  };
  const forgetAll = async () => {
    stamps.clear();
    epoch++;
    entries?.clear();
  };
  const listen = () => {
    if (listening) return;
    listening = true;
    notifications.listen(channel, changed, forgetAll).then(
      () => {
        heard = true;
      },
      () => {
        listening = false; // tried again on the next read; nothing is kept meanwhile
      },
    );
  };
  const stampOf = (scope: string) => stamps.get(scope) ?? -epoch;

  return {
    async get(scope, key, compute) {
      if (!entries) return compute();
      listen();
      const id = `${scope}\n${key}`;
      const stamp = stampOf(scope);
      const kept = entries.get(id);
      if (kept && kept.stamp === stamp) return kept.value;
      const value = await compute();
      if (heard && stampOf(scope) === stamp) entries.set(id, { value, stamp });
      return value;
    },
    changed,
  };
}
