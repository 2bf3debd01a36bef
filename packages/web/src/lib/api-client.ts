import { buildPath, type RouteDef } from '@coverdesk/contract/common/route';
import type { z } from 'zod';
import { HttpError } from './http-error.ts';

/** What the client needs from the session: set once by the app (lib never imports app). */
export interface ClientHooks {
  /** Runs before every call (the session refreshes a token that is about to expire). */
  beforeCall(): Promise<void>;
  accessToken(): string | undefined;
  partner(): string | undefined;
  language(): string;
  /** A signed-in call answered 401: the session is over. */
  onUnauthorized(): void;
  /** Every failed call, for error reporting. */
  onFailure(error: HttpError, route: { method: string; path: string }): void;
}

let hooks: ClientHooks = {
  beforeCall: async () => {},
  accessToken: () => undefined,
  partner: () => undefined,
  language: () => 'en',
  onUnauthorized: () => {},
  onFailure: () => {},
};

export const configureClient = (h: Partial<ClientHooks>) => {
  hooks = { ...hooks, ...h };
};

/** The one call that is reported without a partner (DESIGN "API conventions"). */
const SELECTED_PARTNER = 'POST /api/partners/selected';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;
type Opt<K extends string, S> = S extends z.ZodType ? { [P in K]: In<S> } : { [P in K]?: undefined };
export type CallInput<R extends RouteDef> = Opt<'params', R['params']> &
  Partial<Opt<'query', R['query']>> &
  Opt<'body', R['body']> & {
    /** Extra request headers, e.g. an `Idempotency-Key` on a money-moving call. */
    headers?: Record<string, string>;
    /** Another of the user's partners than the selected one (e.g. the history of the partner a page shows). */
    partner?: string;
  };

/** Builds the URL of a route: its path, its query and the selected partner. */
export function urlOf(
  route: Pick<RouteDef, 'method' | 'path'>,
  params?: object,
  query?: object,
  partnerOverride?: string,
): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  const partner = partnerOverride ?? hooks.partner();
  if (partner && `${route.method} ${route.path}` !== SELECTED_PARTNER) search.set('partner', partner);
  const qs = search.toString();
  return `${buildPath(route.path, (params ?? {}) as Record<string, string>)}${qs ? `?${qs}` : ''}`;
}

/** Sends a contract route's request: bearer token, partner, Accept-Language; throws HttpError with the SPEC §8 text. */
async function send(route: RouteDef, input: object, accept: string): Promise<Response> {
  const {
    params,
    query,
    body,
    form,
    headers: extra,
    partner,
  } = input as {
    params?: object;
    query?: object;
    body?: unknown;
    headers?: Record<string, string>;
    partner?: string;
    form?: FormData;
  };
  await hooks.beforeCall();
  const headers: Record<string, string> = { ...extra, Accept: accept, 'Accept-Language': hooks.language() };
  const token = hooks.accessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(urlOf(route, params, query, partner), {
      method: route.method,
      headers,
      body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
  } catch {
    const error = new HttpError(0, null);
    hooks.onFailure(error, route);
    throw error;
  }
  if (!response.ok) {
    const error = new HttpError(response.status, parse(await response.text()));
    if (response.status === 401 && token) hooks.onUnauthorized();
    hooks.onFailure(error, route);
    throw error;
  }
  return response;
}

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Calls a contract route: bearer token, partner, Accept-Language; throws HttpError with the SPEC §8 text. */
export async function call<R extends RouteDef>(
  route: R,
  input: CallInput<R> = {} as CallInput<R>,
): Promise<Out<R['response']>> {
  const response = await send(route, input, 'application/json');
  return parse(await response.text()) as Out<R['response']>;
}

/** Fetches a route that answers a file (e.g. a PDF) as a Blob, with the same headers and errors as `call`. */
export async function download<R extends RouteDef>(route: R, input: CallInput<R>, accept = '*/*'): Promise<Blob> {
  const response = await send(route, input, accept);
  return response.blob();
}

/** Sends a file as multipart (`field`, `file` by default) to a contract route, e.g. an import upload. */
export async function uploadFile<R extends RouteDef>(
  route: R,
  input: CallInput<R>,
  file: Blob & { name?: string },
  field = 'file',
): Promise<Out<R['response']>> {
  const form = new FormData();
  form.append(field, file, file.name ?? 'upload');
  const response = await send(route, { ...input, form }, 'application/json');
  return parse(await response.text()) as Out<R['response']>;
}
