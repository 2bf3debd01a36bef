import type { HttpError } from './http-error.ts';

type SentryModule = typeof import('@sentry/react');
type InitOptions = Parameters<SentryModule['init']>[0];

let sentry: SentryModule | undefined;

/** SPEC §8: fatal for 5xx answers, a lower level (warning) for the rest. */
export const levelOf = (status: number) => (status >= 500 ? 'fatal' : 'warning');

/** Loads and starts Sentry only when a DSN is configured: without one nothing is loaded or sent. */
export async function initSentry(dsn: string | null | undefined, options: Partial<InitOptions> = {}) {
  if (!dsn) return false;
  sentry = await import('@sentry/react');
  sentry.init({ dsn, ...options });
  return true;
}

/** Reports a failed call. A 401 is the normal end of a session and is not reported. */
export function reportFailure(error: HttpError, route: { method: string; path: string }) {
  if (!sentry || error.status === 401) return;
  sentry.captureException(error, {
    level: levelOf(error.status),
    tags: { status: String(error.status), route: `${route.method} ${route.path}` },
  });
}
