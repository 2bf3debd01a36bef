import { z } from 'zod';
import { guid } from '../common/ids.ts';
import { defineRoutes } from '../common/route.ts';
import {
  byProductQuery,
  extendedMembershipConfig,
  extendedMembershipConfigInput,
  extendedMembershipPremium,
  extendedMembershipPremiumInput,
  groupProductConfig,
  groupProductConfigInput,
  groupProductConfigUpdate,
  membershipConfig,
  membershipConfigInput,
  membershipConfigUpdate,
} from './product-configs.schemas.ts';
import { BENEFIT_TYPES } from './products.constants.ts';
import {
  benefit,
  benefitInput,
  benefitUpdate,
  premiumRate,
  product,
  productDetail,
  productInput,
  productListQuery,
  productMetadata,
  productPremium,
  productPremiumInput,
  productPremiumMetadata,
  productPremiumUpdate,
} from './products.schemas.ts';

const byId = z.object({ id: guid });
const byGuid = z.object({ guid });
const read = { scope: 'partner', permission: 'products.read' } as const;
const write = { scope: 'partner', permission: 'products.write' } as const;

/** SPEC §7 Products. Every call carries the partner (`partner`, or `partnerGuid` as in GET /api/products). */
export const productsRoutes = defineRoutes({
  list: { method: 'GET', path: '/api/products', summary: 'List products', ...read, query: productListQuery, response: z.array(product) },
  get: { method: 'GET', path: '/api/products/:id', summary: 'A product with premiums and benefits', ...read, params: byId, response: productDetail },
  create: { method: 'POST', path: '/api/products', summary: 'Create a product', ...write, body: productInput, response: product, status: 201 },
  update: { method: 'PUT', path: '/api/products/:id', summary: 'Replace a product', ...write, params: byId, body: productInput, response: product },
  metadata: { method: 'GET', path: '/api/metadata/product', summary: 'Allowed product values', ...read, response: productMetadata },
  premiumMetadata: { method: 'GET', path: '/api/metadata/product_premium', summary: 'Allowed premium values', ...read, response: productPremiumMetadata },
  listPremiums: { method: 'GET', path: '/api/product_premiums/product/:id', summary: 'Premiums of a product with their benefit', ...read, params: byId, response: z.array(productPremium) },
  createPremium: { method: 'POST', path: '/api/product_premiums', summary: 'Add a premium', ...write, body: productPremiumInput, response: productPremium, status: 201 },
  updatePremium: { method: 'PUT', path: '/api/product_premiums/:guid', summary: 'Change a premium', ...write, params: byGuid, body: productPremiumUpdate, response: productPremium },
  removePremium: { method: 'DELETE', path: '/api/product_premiums/:guid', summary: 'Remove a premium', ...write, params: byGuid, status: 204 },
  createFixed: { method: 'POST', path: '/api/fixed_indemnity', summary: 'Add a fixed indemnity', ...write, body: benefitInput, response: benefit, status: 201 },
  updateFixed: { method: 'PUT', path: '/api/fixed_indemnity/:guid', summary: 'Change a fixed indemnity', ...write, params: byGuid, body: benefitUpdate, response: benefit },
  createVariable: { method: 'POST', path: '/api/variable_indemnity', summary: 'Add a variable indemnity', ...write, body: benefitInput, response: benefit, status: 201 },
  updateVariable: { method: 'PUT', path: '/api/variable_indemnity/:guid', summary: 'Change a variable indemnity', ...write, params: byGuid, body: benefitUpdate, response: benefit },
  createCashback: { method: 'POST', path: '/api/cashback_indemnity', summary: 'Add a cashback indemnity', ...write, body: benefitInput, response: benefit, status: 201 },
  updateCashback: { method: 'PUT', path: '/api/cashback_indemnity/:guid', summary: 'Change a cashback indemnity', ...write, params: byGuid, body: benefitUpdate, response: benefit },
  removeBenefit: {
    method: 'DELETE',
    path: '/api/:benefitType/delete/:guid',
    summary: 'Remove a benefit',
    ...write,
    params: z.object({ benefitType: z.enum(BENEFIT_TYPES, { message: 'invalid_value' }), guid }),
    status: 204,
  },
  createExtendedPremium: { method: 'POST', path: '/api/extended_membership_premium', summary: 'Add an extended membership premium', ...write, body: extendedMembershipPremiumInput, response: extendedMembershipPremium, status: 201 },
  listExtendedPremiums: { method: 'GET', path: '/api/extended_membership_premium/:id/all', summary: 'Extended membership premiums of a product', ...read, params: byId, response: z.array(extendedMembershipPremium) },
  getExtendedConfig: { method: 'GET', path: '/api/extended_membership_config', summary: 'Extended membership config of a product', ...read, query: byProductQuery, response: extendedMembershipConfig },
  putExtendedConfig: { method: 'PUT', path: '/api/extended_membership_config', summary: 'Set the extended membership config of a product', ...write, body: extendedMembershipConfigInput, response: extendedMembershipConfig },
  getMembershipConfig: { method: 'GET', path: '/api/membership_configs', summary: 'Membership config of a product', ...read, query: byProductQuery, response: membershipConfig },
  createMembershipConfig: { method: 'POST', path: '/api/membership_configs', summary: 'Create the membership config of a product', ...write, body: membershipConfigInput, response: membershipConfig, status: 201 },
  updateMembershipConfig: { method: 'PUT', path: '/api/membership_configs', summary: 'Change a membership config', ...write, body: membershipConfigUpdate, response: membershipConfig },
  getGroupConfig: { method: 'GET', path: '/api/products/group_product_config', summary: 'Group config of a product', ...read, query: byProductQuery, response: groupProductConfig },
  createGroupConfig: { method: 'POST', path: '/api/products/group_product_config', summary: 'Create the group config of a product', ...write, body: groupProductConfigInput, response: groupProductConfig, status: 201 },
  updateGroupConfig: { method: 'PUT', path: '/api/products/group_product_config', summary: 'Change a group config', ...write, body: groupProductConfigUpdate, response: groupProductConfig },
  premiumRate: { method: 'GET', path: '/api/policies/:id/premium_rate', summary: "A policy's premium and benefit", ...read, params: byId, response: premiumRate },
});
