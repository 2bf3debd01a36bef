import type { ErrorEvent } from '@sentry/react';
import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error.ts';
import { initSentry, levelOf, reportFailure } from './sentry.ts';

describe('error reporting (SPEC §8)', () => {
  it('is fatal for 5xx and a warning otherwise', () => {
    expect(levelOf(500)).toBe('fatal');
    expect(levelOf(503)).toBe('fatal');
    expect(levelOf(400)).toBe('warning');
    expect(levelOf(404)).toBe('warning');
  });

  it('stays off without a DSN', async () => {
    expect(await initSentry(undefined)).toBe(false);
    expect(await initSentry(null)).toBe(false);
  });

  it('sends failures with their level once a DSN is configured', async () => {
    const sent: ErrorEvent[] = [];
    const started = await initSentry('https://public@sentry.example/1', {
      beforeSend: (event) => {
        sent.push(event);
        return null; // captured here, never sent over the network
      },
    });
    expect(started).toBe(true);
    const route = { method: 'GET', path: '/api/countries' };
    reportFailure(new HttpError(500, { message: 'boom' }), route);
    reportFailure(new HttpError(400, { message: 'bad' }), route);
    reportFailure(new HttpError(401, { message: 'expired' }), route);
    await new Promise((r) => setTimeout(r, 50));
    expect(sent.map((e) => [e.level, e.tags?.status])).toEqual([
      ['fatal', '500'],
      ['warning', '400'],
    ]);
    expect(sent[0]?.exception?.values?.[0]?.value).toBe('boom');
  });
});
