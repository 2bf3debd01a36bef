import {
  customersRoutes,
  policiesRoutes,
  policyDocumentsRoutes,
  policyPremiumRoutes,
  quotationsRoutes,
} from '@coverdesk/contract';
import { SYSTEM_ACTOR } from '../../platform/audit.ts';
import { omitRoutes, pickRoutes, registerRoutes } from '../../platform/http/routes.ts';
import type { Module } from '../../platform/module.ts';
import { createSimulatedSmsGateway } from '../../platform/sms.ts';
import { storageFor } from '../../platform/storage.ts';
import { partnersRepository } from '../partners/index.ts';
import { createProductsService } from '../products/index.ts';
import { createCustomerPoliciesService } from './customer-policies.service.ts';
import { createPoliciesService } from './policies.service.ts';
import { createPolicyDocumentsService } from './policy-documents.service.ts';
import { createPurchaseService } from './purchase.service.ts';

export const POLICIES_SWEEP_QUEUE = 'policies.sweep';

export const policiesModule: Module = async (app, { database, verifier, actorOf, jobs, config }) => {
  const policies = createPoliciesService(database);
  const documents = createPolicyDocumentsService(database, storageFor(config.dataDir), app.log);
  const products = createProductsService(database);
  registerRoutes(
    app,
    policyDocumentsRoutes,
    {
      signedUrl: ({ query, partner }) => documents.signUpload(partner, query.policy_guid, query.filename),
      create: ({ body, partner, request }) => documents.create(actorOf(request), partner, body),
      list: ({ query, partner }) => documents.list(partner, query.policy_guid),
      remove: ({ params, partner, request }) => documents.remove(actorOf(request), partner, params.guid),
    },
    verifier,
  );
  const purchase = createPurchaseService(database);
  registerRoutes(
    app,
    quotationsRoutes,
    {
      create: ({ body, partner, request }) => purchase.createQuotation(actorOf(request), partner, body),
      ofCustomer: ({ query, partner }) => purchase.quotationsOf(partner, query.customer_guid),
      event: ({ query, partner }) => purchase.event(partner, query),
    },
    verifier,
  );
  registerRoutes(
    app,
    // Cancelling (its refund) and a policy's premiums and payments are money: served by the payments module.
    omitRoutes(policiesRoutes, ['cancel', 'cancelByPolicyGuid', 'premiums']),
    {
      buy: ({ body, partner, request }) => purchase.buy(actorOf(request), partner, body),
      purchase: ({ body, partner, request }) => purchase.purchase(actorOf(request), partner, body),
      changeQuotation: ({ body, partner, request }) => purchase.changeQuotation(actorOf(request), partner, body),
      updateQuotation: ({ body, partner, request }) => purchase.updateQuotation(actorOf(request), partner, body),
      ofCustomer: ({ query, partner }) => policies.ofCustomer(partner, query.customer_guid),
      beneficiary: ({ body, partner, request }) =>
        policies.setBeneficiary(actorOf(request), partner, body.policy_guid, body.beneficiary),
      notes: ({ query, partner }) => policies.notes(partner, query.policy_guid),
      addNote: ({ body, partner, request }) => policies.addNote(actorOf(request), partner, body),
      filter: ({ body, partner }) => policies.page(partner, { ...body, ...body.additional_details }),
      aml: ({ body, partner, request }) =>
        policies.aml(actorOf(request), partner, body.policy_guid, body.additional_details.aml_action, body.reason),
      byStatus: ({ query, partner }) => policies.page(partner, query),
      byNumber: ({ query, partner }) => policies.byNumber(partner, query.policy_number),
      dependants: ({ query, partner }) => policies.dependants(partner, query.national_id),
      get: ({ params, partner }) => policies.get(partner, params.guid),
      update: ({ params, body, partner, request }) => policies.update(actorOf(request), partner, params.guid, body),
      history: ({ params, partner }) => policies.history(partner, params.guid),
    },
    verifier,
  );
  registerRoutes(
    app,
    policyPremiumRoutes,
    {
      premiumRate: async ({ params, partner }) =>
        products.premiumRateOf(partner, await policies.get(partner, params.id)),
    },
    verifier,
  );
  const customerPolicies = createCustomerPoliciesService(database, { sms: createSimulatedSmsGateway() });
  registerRoutes(
    app,
    pickRoutes(customersRoutes, ['policies', 'sendRecurringSms']),
    {
      policies: ({ partner, params }) => customerPolicies.policies(partner, params.guid),
      sendRecurringSms: ({ partner, params, request }) =>
        customerPolicies.sendRecurringSms(actorOf(request), partner, params.guid),
    },
    verifier,
  );
  // Daily: lapse, reinstate and expire policies of every partner as their premiums and dates say.
  await jobs.work(POLICIES_SWEEP_QUEUE, async () => {
    const partners = await database.system((tx) => partnersRepository.activeGuids(tx));
    for (const p of partners) await policies.sweep(SYSTEM_ACTOR, p);
  });
  await jobs.schedule(POLICIES_SWEEP_QUEUE, '15 0 * * *');
};
