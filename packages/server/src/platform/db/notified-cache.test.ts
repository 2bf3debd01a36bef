import { describe, expect, it } from 'vitest';
import type { Notifications } from './notifications.ts';
import { createNotifiedCache } from './notified-cache.ts';

/** A LISTEN connection driven by the test: `send` is a NOTIFY, `reconnect` a connection cut and opened again. */
function fakeNotifications() {
  let onMessage: ((payload: string) => void) | undefined;
  let onConnect: (() => Promise<void>) | undefined;
  const notifications: Notifications = {
    async listen(_channel, message, connect) {
      onMessage = message;
      onConnect = connect;
      await connect?.();
    },
    expect: async () => {},
    close: async () => {},
  };
  return { notifications, send: (p: string) => onMessage?.(p), reconnect: () => onConnect?.() };
}

describe('notified cache', () => {
  const counting = () => {
    let n = 0;
    return async () => ({ n: ++n });
  };

  it('keeps an answer per scope until a NOTIFY names the scope, and forgets all on reconnection', async () => {
    const bus = fakeNotifications();
    const cache = createNotifiedCache<{ n: number }>(bus.notifications, 'c', { max: 10, ttlMs: 60_000 });
    const a = counting();
    const b = counting();
    expect(await cache.get('A', 'k', a)).toEqual({ n: 1 }); // not kept: the LISTEN was not up yet
    expect(await cache.get('A', 'k', a)).toEqual({ n: 2 });
    expect(await cache.get('A', 'k', a)).toEqual({ n: 2 });
    expect(await cache.get('B', 'k', b)).toEqual({ n: 1 });
    bus.send('A');
    expect(await cache.get('A', 'k', a)).toEqual({ n: 3 });
    expect(await cache.get('B', 'k', b)).toEqual({ n: 1 }); // another scope's answers stay
    cache.changed('B');
    expect(await cache.get('B', 'k', b)).toEqual({ n: 2 });
    await bus.reconnect();
    expect(await cache.get('A', 'k', a)).toEqual({ n: 4 });
    expect(await cache.get('B', 'k', b)).toEqual({ n: 3 });
  });

  it('does not keep an answer computed while its scope changed', async () => {
    const bus = fakeNotifications();
    const cache = createNotifiedCache<{ n: number }>(bus.notifications, 'c', { max: 10, ttlMs: 60_000 });
    const a = counting();
    await cache.get('A', 'k', a);
    let release!: () => void;
    const slow = cache.get('A', 'other', async () => {
      await new Promise<void>((r) => {
        release = r;
      });
      return { n: 100 };
    });
    await Promise.resolve();
    bus.send('A');
    release();
    expect(await slow).toEqual({ n: 100 });
    expect(await cache.get('A', 'other', a)).toEqual({ n: 2 });
  });

  it('keeps nothing with max 0', async () => {
    const bus = fakeNotifications();
    const cache = createNotifiedCache<{ n: number }>(bus.notifications, 'c', { max: 0, ttlMs: 60_000 });
    const a = counting();
    await cache.get('A', 'k', a);
    await cache.get('A', 'k', a);
    expect(await cache.get('A', 'k', a)).toEqual({ n: 3 });
  });
});
