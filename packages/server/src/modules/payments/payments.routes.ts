import {
  bulkPaymentsRoutes,
  paymentDocumentsRoutes,
  paymentRequestsRoutes,
  paymentsRoutes,
  policiesRoutes,
  premiumsRoutes,
  remittanceImportRoutes,
  remittancesRoutes,
  unallocatedRoutes,
} from '@coverdesk/contract';
import { pickRoutes, registerRoutes } from '../../platform/http/routes.ts';
import { registerImportDomain, registerImportRoutes } from '../../platform/imports/index.ts';
import type { Module } from '../../platform/module.ts';
import { storageFor } from '../../platform/storage.ts';
import { type WalletGateway, walletGatewayFromEnv } from '../../platform/wallet-gateway.ts';
import { moneyOptionsOf } from '../configuration/index.ts';
import { createPoliciesService } from '../policies/index.ts';
import { bulkPaymentsImport } from './bulk-payments.import.ts';
import { idempotencyKeyOf } from './idempotency.ts';
import { createPaymentDocumentsService } from './payment-documents.service.ts';
import { createPaymentRequestsService, PAYMENT_REQUEST_POLL_QUEUE } from './payment-requests.service.ts';
import { createPaymentsService } from './payments.service.ts';
import { createPolicyMoneyService, recordPolicyRefund } from './policy-money.ts';
import { createPremiumsService } from './premiums.service.ts';
import { remittancesImport } from './remittances.import.ts';
import { createRemittancesService } from './remittances.service.ts';
import { createUnallocatedService } from './unallocated.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The mobile-wallet collection adapter direct payment requests go through. */
    walletGateway: WalletGateway;
  }
}

export const paymentsModule: Module = async (app, ctx) => {
  const { database, verifier, actorOf, jobs, config } = ctx;
  const premiums = createPremiumsService(database);
  const payments = createPaymentsService(database, undefined, premiums);
  const gateway = walletGatewayFromEnv();
  app.decorate('walletGateway', gateway);
  const requests = createPaymentRequestsService(database, gateway, jobs);
  await jobs.work<{ partner: string; guid: string }>(PAYMENT_REQUEST_POLL_QUEUE, (data) => requests.poll(data));
  const documents = createPaymentDocumentsService(database, storageFor(config.dataDir), app.log);
  // A policy's money: cancelling with its refund, and its premiums and payments.
  const policies = createPoliciesService(database, undefined, { recordRefund: recordPolicyRefund });
  const policyMoney = createPolicyMoneyService(database);
  registerRoutes(
    app,
    pickRoutes(policiesRoutes, ['cancel', 'cancelByPolicyGuid', 'premiums']),
    {
      premiums: ({ query, partner }) => policyMoney.premiums(partner, query.policy_guid),
      cancelByPolicyGuid: ({ query, partner, request }) =>
        policies.cancel(actorOf(request), partner, query.policy_guid, query.reason),
      cancel: ({ params, query, partner, request }) =>
        policies.cancel(actorOf(request), partner, params.guid, query.reason),
    },
    verifier,
  );
  const remittances = createRemittancesService(database);
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
  registerRoutes(
    app,
    premiumsRoutes,
    {
      list: ({ query, partner }) => premiums.list(partner, query),
      addSingleNonBundled: ({ body, partner, request }) =>
        premiums.addSingleNonBundled(actorOf(request), partner, body, idempotencyKeyOf(request)),
      addWithPrerequisite: ({ body, partner, request }) =>
        premiums.addWithPrerequisite(actorOf(request), partner, body, idempotencyKeyOf(request)),
      remove: ({ params, partner, request }) => premiums.remove(actorOf(request), partner, params.id),
    },
    verifier,
  );
  registerRoutes(
    app,
    paymentRequestsRoutes,
    {
      direct: ({ body, partner, request }) =>
        requests.direct(actorOf(request), partner, body, idempotencyKeyOf(request)),
      list: ({ query, partner }) => requests.list(partner, query),
    },
    verifier,
  );
  registerRoutes(
    app,
    paymentDocumentsRoutes,
    {
      signedUrl: ({ query, partner }) => documents.signUpload(partner, query.payment_guid, query.filename),
      create: ({ body, partner, request }) => documents.create(actorOf(request), partner, body),
      list: ({ query, partner }) => documents.list(partner, query.payment_guid),
    },
    verifier,
  );
  const unallocated = createUnallocatedService(database);
  registerRoutes(
    app,
    unallocatedRoutes,
    {
      list: ({ query, partner, lang }) => unallocated.list(partner, query, lang),
      get: ({ params, partner, lang }) => unallocated.get(partner, params.guid, lang),
      suggestions: ({ params, partner }) => unallocated.suggestions(partner, params.guid),
      match: ({ params, body, partner, request, lang }) =>
        unallocated.match(actorOf(request), partner, params.guid, body, lang),
      refund: ({ params, body, partner, request, lang }) =>
        unallocated.refund(actorOf(request), partner, params.guid, body, lang),
    },
    verifier,
  );
  registerRoutes(app, remittancesRoutes, { list: ({ query, partner }) => remittances.list(partner, query) }, verifier);
  const bulk = await registerImportDomain({ ...ctx, log: app.log }, bulkPaymentsImport);
  await registerImportRoutes(app, bulkPaymentsRoutes, bulk, ctx, {
    defaults: { payment_type: 'normal' },
    byUpload: { uploadBundle: { payment_type: 'bundle' } },
    optionsOf: moneyOptionsOf(ctx.database.scoped),
  });
  const remit = await registerImportDomain({ ...ctx, log: app.log }, remittancesImport);
  await registerImportRoutes(app, remittanceImportRoutes, remit, ctx, {
    optionsOf: moneyOptionsOf(ctx.database.scoped),
  });
};
