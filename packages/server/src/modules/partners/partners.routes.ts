import { partnerConfigsRoutes, partnersRoutes } from '@coverdesk/contract';
import type { FastifyRequest } from 'fastify';
import { registerRoutes } from '../../platform/http/routes.ts';
import type { AppContext, Module } from '../../platform/module.ts';
import { createPartnerConfigsService } from './partner-configs.service.ts';
import { type Caller, createPartnersService } from './partners.service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller and the partners of their token (values that are not guids, e.g. from an external realm, are ignored). */
export const callerOf = (ctx: AppContext, request: FastifyRequest): Caller => ({
  ...ctx.actorOf(request),
  partners: (request.user?.partners ?? []).filter((p) => UUID.test(p)).map((p) => p.toLowerCase()),
});

export const partnersModule: Module = (app, ctx) => {
  const partners = createPartnersService(ctx.database);
  const configs = createPartnerConfigsService(ctx.database, { smtpAvailable: Boolean(ctx.config.smtpUrl) });
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
  registerRoutes(
    app,
    partnerConfigsRoutes,
    {
      getConfig: ({ partner }) => configs.get(partner, 'config'),
      putConfig: ({ partner, body, request }) => configs.put(ctx.actorOf(request), partner, 'config', body),
      getClaimConfig: ({ partner }) => configs.get(partner, 'claim_config'),
      putClaimConfig: ({ partner, body, request }) => configs.put(ctx.actorOf(request), partner, 'claim_config', body),
      getGroupConfig: ({ partner }) => configs.get(partner, 'group_config'),
      putGroupConfig: ({ partner, body, request }) => configs.put(ctx.actorOf(request), partner, 'group_config', body),
      getEmailConfig: ({ partner }) => configs.get(partner, 'email_config'),
      postEmailConfig: ({ partner, body, request }) => configs.put(ctx.actorOf(request), partner, 'email_config', body),
      emailClients: () => configs.emailClients(),
    },
    ctx.verifier,
  );
};
