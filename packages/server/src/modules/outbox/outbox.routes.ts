import { identityRoutes, outboxRoutes } from '@coverdesk/contract';
import { pickRoutes, registerRoutes } from '../../platform/http/routes.ts';
import type { Module } from '../../platform/module.ts';
import { createSimulatedSmsGateway } from '../../platform/sms.ts';
import { outboxRepository } from './email-outbox.repository.ts';
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
  // The sent emails a user may see (their partners'), listed from the email outbox.
  registerRoutes(
    app,
    pickRoutes(identityRoutes, ['outbox']),
    { outbox: ({ user, query }) => outboxRepository.list(database.db, query, user.partners) },
    verifier,
  );
};
