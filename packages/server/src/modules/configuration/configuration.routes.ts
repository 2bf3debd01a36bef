import { partnerConfigsRoutes } from '@coverdesk/contract';
import { registerRoutes } from '../../platform/http/routes.ts';
import type { Module } from '../../platform/module.ts';
import { createPartnerConfigsService } from './configuration.service.ts';

/** A partner's settings documents (config, claim, group, email). */
export const configurationModule: Module = (app, ctx) => {
  const configs = createPartnerConfigsService(ctx.database, { smtpAvailable: Boolean(ctx.config.smtpUrl) });
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
