import { z } from 'zod';
import { guid } from '../common/ids.ts';
import { paged } from '../common/paging.ts';
import { defineRoutes } from '../common/route.ts';
import {
  emailClientDefinition,
  partnerClaimConfig,
  partnerConfig,
  partnerEmailConfig,
  partnerGroupConfig,
} from './partner-configs.schemas.ts';
import {
  partner,
  partnerInput,
  partnerListQuery,
  partnerUpdate,
  selectedPartner,
  selectPartnerInput,
} from './partners.schemas.ts';

/** Partners: a caller sees and changes only the partners in their token; everything else answers 404. */
export const partnersRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: '/api/partners',
    summary: "List the caller's partners",
    scope: 'user',
    permission: 'partners.read',
    query: partnerListQuery,
    response: paged(partner),
  },
  get: {
    method: 'GET',
    path: '/api/partners/:guid',
    summary: 'Get one of the caller’s partners',
    scope: 'user',
    permission: 'partners.read',
    params: z.object({ guid }),
    response: partner,
  },
  create: {
    method: 'POST',
    path: '/api/partners',
    summary: 'Create a partner (the creator gets access to it on the next token refresh)',
    scope: 'user',
    permission: 'partners.write',
    body: partnerInput,
    response: partner,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/api/partners',
    summary: 'Update one of the caller’s partners (guid in the body)',
    scope: 'user',
    permission: 'partners.write',
    body: partnerUpdate,
    response: partner,
  },
  select: {
    method: 'POST',
    path: '/api/partners/selected',
    summary: 'Report the partner the user selected (no partner query parameter)',
    scope: 'user',
    body: selectPartnerInput,
    response: selectedPartner,
  },
});

/** A partner's four settings documents; the partner is the `partner` query parameter. */
export const partnerConfigsRoutes = defineRoutes({
  getConfig: {
    method: 'GET',
    path: '/api/partners_config',
    summary: "The selected partner's config",
    scope: 'partner',
    permission: 'partners.read',
    response: partnerConfig,
  },
  putConfig: {
    method: 'PUT',
    path: '/api/partners_config',
    summary: "Replace the selected partner's config",
    scope: 'partner',
    permission: 'partners.write',
    body: partnerConfig,
    response: partnerConfig,
  },
  getClaimConfig: {
    method: 'GET',
    path: '/api/partners_config_claim',
    summary: "The selected partner's claim config",
    scope: 'partner',
    permission: 'partners.read',
    response: partnerClaimConfig,
  },
  putClaimConfig: {
    method: 'PUT',
    path: '/api/partners_config_claim',
    summary: "Replace the selected partner's claim config",
    scope: 'partner',
    permission: 'partners.write',
    body: partnerClaimConfig,
    response: partnerClaimConfig,
  },
  getGroupConfig: {
    method: 'GET',
    path: '/api/partners_config_group',
    summary: "The selected partner's group config",
    scope: 'partner',
    permission: 'partners.read',
    response: partnerGroupConfig,
  },
  putGroupConfig: {
    method: 'PUT',
    path: '/api/partners_config_group',
    summary: "Replace the selected partner's group config",
    scope: 'partner',
    permission: 'partners.write',
    body: partnerGroupConfig,
    response: partnerGroupConfig,
  },
  getEmailConfig: {
    method: 'GET',
    path: '/api/partners_config/email',
    summary: "The selected partner's email config",
    scope: 'partner',
    permission: 'partners.read',
    response: partnerEmailConfig,
  },
  postEmailConfig: {
    method: 'POST',
    path: '/api/partners_config/email',
    summary: "Replace the selected partner's email config",
    scope: 'partner',
    permission: 'partners.write',
    body: partnerEmailConfig,
    response: partnerEmailConfig,
  },
  emailClients: {
    method: 'GET',
    path: '/api/email-client-definitions',
    summary: 'The email clients a partner can choose',
    scope: 'user',
    permission: 'partners.read',
    response: z.array(emailClientDefinition),
  },
});
