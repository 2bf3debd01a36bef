import {
  groupMembersImportRoutes,
  groupPaymentsRoutes,
  groupsRoutes,
  groupTempMembersRoutes,
  publicGroupsRoutes,
} from '@coverdesk/contract';
import { idempotencyKeyOf } from '../../platform/http/idempotency-key.ts';
import { registerRoutes } from '../../platform/http/routes.ts';
import { registerImportDomain, registerImportRoutes } from '../../platform/imports/index.ts';
import { kycProviderFromEnv } from '../../platform/kyc.ts';
import type { Module } from '../../platform/module.ts';
import { createSimulatedSmsGateway } from '../../platform/sms.ts';
import { groupOf } from './group-common.ts';
import { groupMembersImport } from './group-members.import.ts';
import { createGroupMembersService } from './group-members.service.ts';
import { createGroupPaymentsService } from './group-payments.service.ts';
import { createGroupRegistration, GROUP_REGISTER_QUEUE, type GroupRegisterJob } from './group-registration.ts';
import { createGroupsService } from './groups.service.ts';
import { createPublicGroupsService } from './groups-public.service.ts';

/** Public group calls: per client address and minute, counted in PostgreSQL (shared by every server process). */
export const PUBLIC_GROUPS_RATE_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } };

export const groupsModule: Module = async (app, ctx) => {
  const { database, verifier, actorOf, jobs } = ctx;
  const groups = createGroupsService(database);
  const members = createGroupMembersService(database);
  const payments = createGroupPaymentsService(database);
  const publicGroups = createPublicGroupsService(database);
  const registration = createGroupRegistration({
    database,
    jobs,
    sms: createSimulatedSmsGateway(),
    kyc: kycProviderFromEnv(),
    log: app.log,
  });
  await jobs.work<GroupRegisterJob>(GROUP_REGISTER_QUEUE, (job) => registration.run(job));

  registerRoutes(
    app,
    groupsRoutes,
    {
      preRegister: ({ body, partner, request }) => groups.preRegister(actorOf(request), partner, body),
      updatePreRegistration: ({ body, partner, request }) => groups.update(actorOf(request), partner, body),
      register: ({ body, partner, request, lang }) =>
        registration.start(actorOf(request), partner, body.group_id, lang),
      cancelRegistration: ({ body, partner, request, lang }) =>
        registration.cancel(actorOf(request), partner, body.group_id, lang),
      quotation: ({ query, partner, lang }) => groups.quotation(partner, query.group_id, lang),
      mine: ({ query, partner, request }) => groups.mine(actorOf(request), partner, query),
      list: ({ query, partner }) => groups.list(partner, query),
      get: ({ params, partner, lang }) => groups.get(partner, params.id, lang),
      remove: ({ params, partner, request }) => groups.remove(actorOf(request), partner, params.id),
      customers: ({ params, query, partner }) => groups.customers(partner, params.id, query),
      members: ({ params, query, partner, lang }) => groups.members(partner, params.id, query, lang),
      policies: ({ params, query, partner }) => groups.policies(partner, params.id, query),
      premiums: ({ params, partner }) => groups.premiums(partner, params.id),
      claims: ({ params, query, partner }) => groups.claims(partner, params.id, query),
      products: ({ partner }) => publicGroups.productsOf(partner),
      callbacks: ({ query, partner }) => groups.callbacks(partner, query),
      closeCallback: ({ params, body, partner, request }) =>
        groups.closeCallback(actorOf(request), partner, params.id, body.reason),
      uploads: ({ params, query, partner, lang }) => groups.uploads(partner, params.id, query, lang),
    },
    verifier,
  );

  registerRoutes(
    app,
    groupTempMembersRoutes,
    {
      all: ({ query, partner, lang }) => members.all(partner, query, lang),
      addPrincipal: ({ body, partner, request, lang }) => members.addPrincipal(actorOf(request), partner, body, lang),
      addDependant: ({ body, partner, request, lang }) => members.addDependant(actorOf(request), partner, body, lang),
      editPrincipal: ({ params, body, partner, request, lang }) =>
        members.editPrincipal(actorOf(request), partner, params.id, body, lang),
      editDependant: ({ params, body, partner, request, lang }) =>
        members.editDependant(actorOf(request), partner, params.id, body, lang),
      deletePrincipal: ({ params, partner, request }) =>
        members.remove(actorOf(request), partner, params.id, 'principal'),
      deleteDependant: ({ params, partner, request }) =>
        members.remove(actorOf(request), partner, params.id, 'dependant'),
    },
    verifier,
  );

  registerRoutes(
    app,
    groupPaymentsRoutes,
    {
      create: ({ body, partner, request }) =>
        payments.create(actorOf(request), partner, body, idempotencyKeyOf(request)),
      get: ({ params, partner }) => payments.get(partner, params.id),
      list: ({ query, partner }) => payments.list(partner, query),
    },
    verifier,
  );

  registerRoutes(
    app,
    publicGroupsRoutes,
    {
      callBack: ({ body }) => publicGroups.callBack(body),
      products: ({ query }) => publicGroups.products(query.partner_code),
    },
    verifier,
    { callBack: PUBLIC_GROUPS_RATE_LIMIT, products: PUBLIC_GROUPS_RATE_LIMIT },
  );

  const memberImports = await registerImportDomain({ ...ctx, log: app.log }, groupMembersImport);
  await registerImportRoutes(app, groupMembersImportRoutes as never, memberImports, ctx, {
    optionsOf: async (partner, input) => {
      const guid = String(input.groupId ?? input.group_id);
      await database.scoped([partner], (tx) => groupOf(tx, partner, guid));
      return { group_guid: guid };
    },
  });
};
