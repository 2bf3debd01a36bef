import { outboxRoutes } from '@coverdesk/contract';
import { registerRoutes } from '../../platform/http/routes.ts';
import type { Module } from '../../platform/module.ts';
import { createSimulatedSmsGateway } from '../../platform/sms.ts';
import { createOutboxService } from './outbox.service.ts';

export const outboxModule: Module = (app, { database, mailer, verifier, actorOf }) => {
  const outbox = createOutboxService({ database, mailer, sms: createSimulatedSmsGateway() });
  registerRoutes(
    app,
    outboxRoutes,
    {
      resendEmail: ({ params, user, request }) => outbox.resendEmail(actorOf(request), user, params.guid),
      listSms: ({ partner, query }) => outbox.listSms(partner, query),
      resendSms: ({ partner, params, request }) => outbox.resendSms(actorOf(request), partner, params.guid),
    },
    verifier,
  );
};
