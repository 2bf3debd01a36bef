import { partnersRoutes } from '@coverdesk/contract';
import type { FastifyRequest } from 'fastify';
import { registerRoutes } from '../../platform/http/routes.ts';
import type { AppContext, Module } from '../../platform/module.ts';
import { type Caller, createPartnersService } from './partners.service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller and the partners of their token (values that are not guids, e.g. from an external realm, are ignored). */
export const callerOf = (ctx: AppContext, request: FastifyRequest): Caller => ({
  ...ctx.actorOf(request),
  partners: (request.user?.partners ?? []).filter((p) => UUID.test(p)).map((p) => p.toLowerCase()),
});

export const partnersModule: Module = (app, ctx) => {
  const partners = createPartnersService(ctx.database);
  const caller = (request: FastifyRequest) => callerOf(ctx, request);
  registerRoutes(
    app,
    partnersRoutes,
    {
      list: ({ query, request }) => partners.list(caller(request), query),
      get: ({ params, request }) => partners.get(caller(request), params.guid),
      create: ({ body, request }) => partners.create(ctx.actorOf(request), body),
      update: ({ body, request }) => partners.update(caller(request), body),
      select: ({ body, request }) => partners.select(caller(request), body.partner_guid),
    },
    ctx.verifier,
  );
};
