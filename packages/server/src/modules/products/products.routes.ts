import { productsRoutes } from '@coverdesk/contract';
import { registerRoutes } from '../../platform/http/routes.ts';
import type { Module } from '../../platform/module.ts';
import { createProductConfigsService } from './product-configs.service.ts';
import { createProductsService } from './products.service.ts';

export const productsModule: Module = (app, { database, verifier, actorOf }) => {
  const products = createProductsService(database);
  const configs = createProductConfigsService(database);
  const who = actorOf;
  registerRoutes(
    app,
    productsRoutes,
    {
      list: ({ partner, query }) => products.list(partner, query),
      get: ({ partner, params }) => products.get(partner, params.id),
      create: ({ partner, body, request }) => products.create(who(request), partner, body),
      update: ({ partner, params, body, request }) => products.update(who(request), partner, params.id, body),
      metadata: () => products.metadata(),
      premiumMetadata: () => products.premiumMetadata(),
      listPremiums: ({ partner, params }) => products.listPremiums(partner, params.id),
      createPremium: ({ partner, body, request }) => products.createPremium(who(request), partner, body),
      updatePremium: ({ partner, params, body, request }) =>
        products.updatePremium(who(request), partner, params.guid, body),
      removePremium: ({ partner, params, request }) => products.removePremium(who(request), partner, params.guid),
      createFixed: ({ partner, body, request }) =>
        products.createBenefit(who(request), partner, 'fixed_indemnity', body),
      updateFixed: ({ partner, params, body, request }) =>
        products.updateBenefit(who(request), partner, 'fixed_indemnity', params.guid, body),
      createVariable: ({ partner, body, request }) =>
        products.createBenefit(who(request), partner, 'variable_indemnity', body),
      updateVariable: ({ partner, params, body, request }) =>
        products.updateBenefit(who(request), partner, 'variable_indemnity', params.guid, body),
      createCashback: ({ partner, body, request }) =>
        products.createBenefit(who(request), partner, 'cashback_indemnity', body),
      updateCashback: ({ partner, params, body, request }) =>
        products.updateBenefit(who(request), partner, 'cashback_indemnity', params.guid, body),
      removeBenefit: ({ partner, params, request }) =>
        products.removeBenefit(who(request), partner, params.benefitType, params.guid),
      createExtendedPremium: ({ partner, body, request }) => configs.createExtendedPremium(who(request), partner, body),
      listExtendedPremiums: ({ partner, params }) => configs.listExtendedPremiums(partner, params.id),
      getExtendedConfig: ({ partner, query }) => configs.getExtendedConfig(partner, query.product_guid),
      putExtendedConfig: ({ partner, body, request }) => configs.putExtendedConfig(who(request), partner, body),
      getMembershipConfig: ({ partner, query }) => configs.getMembershipConfig(partner, query.product_guid),
      createMembershipConfig: ({ partner, body, request }) =>
        configs.createMembershipConfig(who(request), partner, body),
      updateMembershipConfig: ({ partner, body, request }) =>
        configs.updateMembershipConfig(who(request), partner, body),
      getGroupConfig: ({ partner, query }) => configs.getGroupConfig(partner, query.product_guid),
      createGroupConfig: ({ partner, body, request }) => configs.createGroupConfig(who(request), partner, body),
      updateGroupConfig: ({ partner, body, request }) => configs.updateGroupConfig(who(request), partner, body),
    },
    verifier,
  );
};
