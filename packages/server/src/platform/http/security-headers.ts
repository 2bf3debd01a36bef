import helmet from 'helmet';

/** The headers Helmet writes with these options, read once: they do not depend on the request. */
export function helmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  helmet(options)({} as never, res as never, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed;
  return headers;
}

/** Our Content Security Policy on top of Helmet's defaults (`https:` reachable when Sentry reports from the browser). */
export const securityHeaderOptions = (opts: { sentry: boolean }): Parameters<typeof helmet>[0] => ({
  contentSecurityPolicy: {
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'connect-src': ["'self'", ...(opts.sentry ? ['https:'] : [])],
      'font-src': ["'self'", 'data:'],
    },
  },
});
