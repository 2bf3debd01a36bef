import type { Permission, RouteDef } from '@coverdesk/contract';
import { can, strictBody } from '@coverdesk/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Principal, TokenVerifier } from '../auth.ts';
import { AppError, badRequest, forbidden, unauthorized } from './errors.ts';
import { type Lang, pickLanguage } from './messages.ts';
import { type OpenApiRouteInfo, queryNamesRecord } from './openapi.ts';
import { checkPartnerRestriction } from './partner-restriction.ts';

type In<S> = S extends z.ZodType ? z.output<S> : undefined;
type Out<S> = S extends z.ZodType ? z.input<S> : unknown;

export interface Ctx<R extends RouteDef> {
  params: In<R['params']>;
  query: In<R['query']>;
  body: In<R['body']>;
  user: R['scope'] extends 'public' ? Principal | undefined : Principal;
  /** The selected partner: always set on partner-scoped routes, and checked against the token's partners. */
  partner: R['scope'] extends 'partner' ? string : string | undefined;
  lang: Lang;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<R extends RouteDef> = (ctx: Ctx<R>) => Promise<Out<R['response']> | undefined> | Out<R['response']>;
export type Handlers<T extends Record<string, RouteDef>> = { [K in keyof T]: Handler<T[K]> };

declare module 'fastify' {
  interface FastifyRequest {
    user?: Principal;
    partner?: string;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Checks the token, the route's permission and the partner parameter before validation and the handler. */
export function guard(def: Pick<RouteDef, 'scope' | 'permission' | 'method'>, verifier: TokenVerifier) {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (def.scope === 'public') {
      if (header?.startsWith('Bearer ')) request.user = await verifier.verify(header.slice(7)).catch(() => undefined);
      return;
    }
    if (!header?.startsWith('Bearer ')) throw unauthorized();
    const user = await verifier.verify(header.slice(7));
    request.user = user;
    if (def.permission && !can(user.roles, def.permission as Permission)) throw forbidden();
    const q = request.query as Record<string, unknown>;
    const raw = q.partner ?? q.partnerGuid;
    const partner = Array.isArray(raw) ? raw[0] : raw;
    if (partner !== undefined && partner !== '') {
      if (typeof partner !== 'string' || !UUID.test(partner)) throw badRequest({ partner: 'uuid' });
      if (!user.partners.includes(partner.toLowerCase())) throw forbidden('partner_forbidden');
      request.partner = partner.toLowerCase();
      await checkPartnerRestriction(def, request);
    } else if (def.scope === 'partner') {
      throw new AppError(400, 'partner_required', {}, { partner: 'required' });
    }
  };
}

/**
 * A body may name its partner (`partner_guid`, as the original platform's client sends it): on a partner-scoped route
 * it must be the selected partner (`partner=`), else 403 — whichever partner it names, nothing about it is told.
 */
function checkBodyPartner(def: RouteDef, request: FastifyRequest) {
  if (def.scope !== 'partner') return;
  const named = (request.body as { partner_guid?: unknown } | null | undefined)?.partner_guid;
  if (typeof named === 'string' && named.toLowerCase() !== request.partner)
    throw new AppError(403, 'partner_guid_mismatch', {}, { partner_guid: 'partner_guid_mismatch' });
}

/** Registers a contract route table: the path, schemas and permission come from the contract, the handler from us. */
export function registerRoutes<T extends Record<string, RouteDef>>(
  app: FastifyInstance,
  table: T,
  handlers: Handlers<T>,
  verifier: TokenVerifier,
  /** Per-route Fastify `config` (e.g. `{ rateLimit: { max, timeWindow } }` for public calls). */
  routeConfig: Partial<Record<keyof T, Record<string, unknown>>> = {},
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const [name, def] of Object.entries(table) as [keyof T & string, RouteDef][]) {
    const handler = handlers[name] as unknown as Handler<RouteDef>;
    const status = def.status ?? 200;
    typed.route({
      method: def.method,
      url: def.path,
      schema: {
        summary: def.summary,
        operationId: name,
        tags: [def.path.split('/')[2] ?? 'api'],
        ...(def.scope !== 'public' ? { security: [{ bearer: [] }] } : {}),
        ...(def.params ? { params: def.params } : {}),
        ...(def.query ? { querystring: def.query } : {}),
        ...(def.body ? { body: strictBody(def.body) } : {}),
        ...(def.response ? { response: { [status]: def.response } } : {}),
      },
      config: {
        ...routeConfig[name],
        openapi: {
          status,
          method: def.method,
          scope: def.scope,
          params: Boolean(def.params),
          input: Boolean(def.query || def.body),
          names: queryNamesRecord(def.query),
          ...(def.errors ? { errors: def.errors } : {}),
        } satisfies OpenApiRouteInfo,
      },
      onRequest: guard(def, verifier),
      handler: async (request, reply) => {
        checkBodyPartner(def, request);
        const result = await handler({
          params: request.params as never,
          query: request.query as never,
          body: request.body as never,
          user: request.user as Principal,
          partner: request.partner as string,
          lang: pickLanguage(request.headers['accept-language']),
          request,
          reply,
        });
        if (reply.sent) return reply;
        reply.status(status);
        if (status === 204) return reply.send();
        return result;
      },
    });
  }
}

/**
 * The named routes of a table, for a module that serves part of a table whose other routes another module serves (a
 * call that reads data the other module owns is served by the module above it, never by reaching down into it).
 */
export function pickRoutes<T extends Record<string, RouteDef>, const K extends keyof T & string>(
  table: T,
  names: readonly K[],
): Pick<T, K> {
  return Object.fromEntries(names.map((n) => [n, table[n]])) as Pick<T, K>;
}

/** The routes of a table but the named ones (served by another module: see `pickRoutes`). */
export function omitRoutes<T extends Record<string, RouteDef>, const K extends keyof T & string>(
  table: T,
  names: readonly K[],
): Omit<T, K> {
  return Object.fromEntries(Object.entries(table).filter(([n]) => !names.includes(n as K))) as Omit<T, K>;
}
