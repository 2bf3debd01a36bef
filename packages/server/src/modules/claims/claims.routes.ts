import {
  claimCallbacksRoutes,
  claimDocumentsRoutes,
  claimPayoutsRoutes,
  claimsRoutes,
  complexClaimsRoutes,
  preauthorizationRoutes,
} from '@coverdesk/contract';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../platform/http/errors.ts';
import { pickLanguage } from '../../platform/http/messages.ts';
import { registerRoutes } from '../../platform/http/routes.ts';
import type { Module } from '../../platform/module.ts';
import { type PayoutGateway, payoutGatewayFromEnv } from '../../platform/payout-gateway.ts';
import { storageFor } from '../../platform/storage.ts';
import './claims.messages.ts';
import { createCallbacksService } from './callbacks/callbacks.service.ts';
import { createClaimActionsService } from './claim-actions.service.ts';
import { type Caller, createClaimsService } from './claims.service.ts';
import { CLAIMS_EXPIRY_CRON, CLAIMS_EXPIRY_QUEUE, expireOverdueClaims } from './claims-expiry.job.ts';
import { createComplexClaimsService } from './complex/complex-claims.service.ts';
import { useClaimDocumentStorage } from './documents/claim-document-links.ts';
import { createClaimDocumentsService } from './documents/claim-documents.service.ts';
import { createPayoutsService } from './payouts/payouts.service.ts';
import { createPreauthorizationService } from './preauthorization/preauthorization.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The mobile-money payout adapter the claims module pays through. */
    payoutGateway: PayoutGateway;
  }
}

/** The Idempotency-Key header of a money-moving call, if sent. */
function idempotencyKey(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  const v = Array.isArray(raw) ? raw[0] : raw;
  if (v === undefined || v === '') return undefined;
  if (v.length > 200) throw badRequest({ 'Idempotency-Key': 'too_long' });
  return v;
}

export const claimsModule: Module = async (app, { database, verifier, actorOf, jobs, config }) => {
  const gateway = payoutGatewayFromEnv();
  app.decorate('payoutGateway', gateway);
  const claims = createClaimsService(database);
  const payouts = createPayoutsService(database, gateway);
  const actions = createClaimActionsService(database, payouts);
  const callbacks = createCallbacksService(database);
  const preauth = createPreauthorizationService(database);
  const complex = createComplexClaimsService(database, actions);
  const documents = createClaimDocumentsService(database, useClaimDocumentStorage(storageFor(config.dataDir)), app.log);
  const caller = (request: FastifyRequest): Caller => ({
    actor: actorOf(request),
    roles: request.user?.roles ?? [],
    lang: pickLanguage(request.headers['accept-language']),
  });

  registerRoutes(
    app,
    claimsRoutes,
    {
      create: ({ request, partner, body }) => claims.create(caller(request), partner, body),
      assessmentPreview: ({ request, partner, body }) => claims.preview(caller(request), partner, body),
      assessment: ({ request, partner, query }) => claims.assessment(caller(request), partner, query.claim_guid),
      metadata: () => claims.metadata(),
      open: ({ partner, query }) => claims.queue(partner, 'open', query),
      payable: ({ partner, query }) => claims.queue(partner, 'payable', query),
      closed: ({ partner, query }) => claims.queue(partner, 'closed', query),
      processing: ({ partner, query }) => claims.queue(partner, 'processing', query),
      summary: ({ partner }) => claims.summary(partner),
      search: ({ partner, query }) => claims.search(partner, query),
      byCustomer: ({ partner, params, query }) => claims.byCustomer(partner, params.id, query),
      get: ({ request, partner, params }) => claims.get(caller(request), partner, params.id),
      update: ({ request, partner, params, body }) => claims.update(caller(request), partner, params.guid, body),
      revertExpired: ({ request, partner, params, body }) =>
        actions.perform(caller(request), partner, params.guid, 'revert_expired', body),
      action: ({ request, partner, params, body }) =>
        actions.perform(caller(request), partner, params.guid, params.action, body, {
          idempotencyKey: idempotencyKey(request),
        }),
    },
    verifier,
  );

  registerRoutes(
    app,
    claimPayoutsRoutes,
    {
      retryFailed: ({ request, partner, params, body }) =>
        actions.retryFailed(caller(request), partner, params.id, body.version, idempotencyKey(request)),
      outcome: ({ request, partner, body }) => actions.outcome(caller(request), partner, body),
    },
    verifier,
  );

  registerRoutes(
    app,
    claimCallbacksRoutes,
    {
      list: ({ partner, query }) => callbacks.list(partner, query),
      close: ({ request, partner, params, body }) =>
        callbacks.close(actorOf(request), partner, params.claimGuid, body.reason),
    },
    verifier,
  );

  registerRoutes(
    app,
    preauthorizationRoutes,
    {
      list: ({ partner, query }) => preauth.list(partner, query),
      byCustomer: ({ partner, params }) => preauth.byCustomer(partner, params.customer_guid),
      get: ({ partner, params }) => preauth.get(partner, params.guid),
      create: ({ request, partner, body }) => preauth.create(caller(request), partner, body),
      post: ({ request, partner, body }) => preauth.create(caller(request), partner, body),
      update: ({ request, partner, params, body }) => preauth.update(caller(request), partner, params.guid, body),
      remove: ({ request, partner, params, query }) =>
        preauth.cancel(caller(request), partner, params.guid, query.version),
    },
    verifier,
  );

  registerRoutes(
    app,
    complexClaimsRoutes,
    {
      initiate: ({ request, partner, body }) => complex.initiate(caller(request), partner, body),
      customer: ({ partner, body }) => complex.byCustomer(partner, body),
      statuses: ({ partner, body }) => complex.byStatuses(partner, body),
      list: ({ partner, query }) => complex.list(partner, query),
      get: ({ request, partner, params }) => complex.get(caller(request), partner, params.guid),
      bulkApprove: ({ request, partner, body }) => complex.bulk(caller(request), partner, 'approve', body),
      bulkPaid: ({ request, partner, body }) => complex.bulk(caller(request), partner, 'mark_paid', body),
      addUsage: ({ request, partner, body }) => complex.addUsage(caller(request), partner, body),
      removeUsage: ({ request, partner, params, query }) =>
        complex.removeUsage(caller(request), partner, params.guid, query.version),
      balances: ({ partner, query }) => complex.balances(partner, query.dependant_guid),
      expenses: ({ request, partner, body }) => complex.expenses(caller(request), partner, body),
      action: ({ request, partner, params, body }) =>
        complex.action(caller(request), partner, params.action, body, idempotencyKey(request)),
      update: ({ request, partner, params, body }) => complex.update(caller(request), partner, params.guid, body),
      assignLawyer: ({ request, partner, body }) => complex.assignLawyer(caller(request), partner, body),
    },
    verifier,
  );

  registerRoutes(
    app,
    claimDocumentsRoutes,
    {
      signUpload: ({ partner, params, query }) => documents.signUpload(partner, params.x, query.filename),
      uploadCallback: ({ request, partner, body }) => documents.uploadCallback(actorOf(request), partner, body),
      create: ({ request, partner, params, body }) =>
        documents.create(actorOf(request), partner, params.claim_guid, body),
      list: ({ partner, params }) => documents.list(partner, params.claim_guid),
      remove: ({ request, partner, params }) => documents.remove(actorOf(request), partner, params.guid),
      complexSignedUrl: ({ partner, query }) =>
        documents.signUpload(partner, query.claim_guid, query.filename, 'complex'),
      complexCreate: ({ request, partner, body }) => {
        const { claim_guid, ...input } = body;
        return documents.create(actorOf(request), partner, claim_guid, input, 'complex');
      },
      complexRemove: ({ request, partner, params }) =>
        documents.remove(actorOf(request), partner, params.guid, 'complex'),
    },
    verifier,
  );

  await jobs.work(CLAIMS_EXPIRY_QUEUE, async () => {
    await expireOverdueClaims(database);
  });
  await jobs.schedule(CLAIMS_EXPIRY_QUEUE, CLAIMS_EXPIRY_CRON);
};
