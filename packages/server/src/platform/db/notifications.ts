import pg from 'pg';
import type { ConnectionLog } from './connection-errors.ts';

export interface Notifications {
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel`, from any process on this database, and
   * `onConnect` after each (re)connection: notifications sent while the connection was down are lost, so a listener
   * reloads what it caches from its table there.
   */
  listen(channel: string, onMessage: (payload: string) => void, onConnect?: () => Promise<void>): Promise<void>;
  /** Resolves when `payload` arrives on `channel` (or after `timeoutMs`): call before the change that notifies. */
  expect(channel: string, payload: string, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * LISTEN/NOTIFY on one dedicated connection (a pooled one would drop its LISTENs when released). It connects on the
 * first `listen` and reconnects alone, backing off to 5 s, when PostgreSQL restarts or the connection is cut.
 */
export function createNotifications(url: string, log: ConnectionLog): Notifications {
  const handlers = new Map<string, { onMessage: (payload: string) => void; onConnect?: () => Promise<void> }[]>();
  const waiting = new Map<string, () => void>();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let closed = false;
  let retryMs = 250;
  let retry: NodeJS.Timeout | undefined;

  const reconnectSoon = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(() => reconnectSoon());
    }, retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, 5000);
  };

  async function connect() {
    const c = new pg.Client({ connectionString: url });
    c.on('error', (err) =>
      log?.warn({ code: (err as { code?: string }).code, msg: err.message }, 'LISTEN connection lost'),
    );
    c.on('end', () => {
      if (client === c) client = undefined;
      reconnectSoon();
    });
    c.on('notification', (n) => {
      const payload = n.payload ?? '';
      waiting.get(`${n.channel}\n${payload}`)?.();
      for (const h of handlers.get(n.channel) ?? []) h.onMessage(payload);
    });
    try {
      await c.connect();
      for (const channel of handlers.keys()) await c.query(`listen ${c.escapeIdentifier(channel)}`);
    } catch (err) {
      c.end().catch(() => {});
      throw err;
    }
    if (closed) {
      await c.end();
      return;
    }
    client = c;
    retryMs = 250;
    for (const list of handlers.values())
      for (const h of list)
        await h.onConnect?.().catch((err: Error) => log?.warn({ msg: err.message }, 'catching up after LISTEN failed'));
  }

  return {
    async listen(channel, onMessage, onConnect) {
      const known = handlers.has(channel);
      handlers.set(channel, [...(handlers.get(channel) ?? []), { onMessage, onConnect }]);
      if (!client) {
        connecting ??= connect().finally(() => {
          connecting = undefined;
        });
        await connecting;
      } else if (!known) await client.query(`listen ${client.escapeIdentifier(channel)}`);
    },
    expect(channel, payload, timeoutMs = 2000) {
      const key = `${channel}\n${payload}`;
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiting.delete(key);
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        timer.unref();
        waiting.set(key, done);
      });
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await connecting?.catch(() => {});
      const c = client;
      client = undefined;
      await c?.end().catch(() => {});
    },
  };
}
