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
