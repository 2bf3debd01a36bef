import { paymentsRoutes } from '@coverdesk/contract';
import { registerRoutes } from '../../platform/http/routes.ts';
import type { Module } from '../../platform/module.ts';
import { idempotencyKeyOf } from './idempotency.ts';
import { createPaymentsService } from './payments.service.ts';

export const paymentsModule: Module = (app, { database, verifier, actorOf }) => {
  const payments = createPaymentsService(database);
  registerRoutes(
    app,
    paymentsRoutes,
    {
      premiumsOfCustomer: ({ params, partner }) => payments.premiumsOfCustomer(partner, params.msisdn),
      byPolicy: ({ query, partner }) => payments.byPolicy(partner, query),
      statusSummary: ({ params, partner, user }) => payments.statusSummary(partner, params.partner, user.partners),
      allOfCustomer: ({ params, query, partner }) => payments.ofCustomer(partner, params.guid, query),
      get: ({ params, partner }) => payments.get(partner, params.guid),
      createMissing: ({ body, partner, request }) =>
        payments.createMissing(actorOf(request), partner, body, idempotencyKeyOf(request)),
    },
    verifier,
  );
};
