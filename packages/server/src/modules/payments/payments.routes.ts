import { bulkPaymentsRoutes, paymentsRoutes } from '@coverdesk/contract';
import { registerRoutes } from '../../platform/http/routes.ts';
import { registerImportDomain, registerImportRoutes } from '../../platform/imports/index.ts';
import type { Module } from '../../platform/module.ts';
import { bulkPaymentsImport } from './bulk-payments.import.ts';
import { idempotencyKeyOf } from './idempotency.ts';
import { createPaymentsService } from './payments.service.ts';

export const paymentsModule: Module = async (app, ctx) => {
  const { database, verifier, actorOf } = ctx;
  const payments = createPaymentsService(database);
  registerRoutes(
    app,
    paymentsRoutes,
    {
      premiumsOfCustomer: ({ params, partner }) => payments.premiumsOfCustomer(partner, params.msisdn),
      byPolicy: ({ query, partner }) => payments.byPolicy(partner, query),
      statusSummary: ({ params, query, partner, user }) =>
        payments.statusSummary(partner, params.partner, user.partners, query),
      allOfCustomer: ({ params, query, partner }) => payments.ofCustomer(partner, params.guid, query),
      get: ({ params, partner }) => payments.get(partner, params.guid),
      correct: ({ params, body, partner, request }) => payments.correct(actorOf(request), partner, params.guid, body),
      createMissing: ({ body, partner, request }) =>
        payments.createMissing(actorOf(request), partner, body, idempotencyKeyOf(request)),
    },
    verifier,
  );
  const bulk = await registerImportDomain({ ...ctx, log: app.log }, bulkPaymentsImport);
  await registerImportRoutes(app, bulkPaymentsRoutes, bulk, ctx, {
    defaults: { payment_type: 'normal' },
    byUpload: { uploadBundle: { payment_type: 'bundle' } },
  });
};
