import { z } from 'zod';
import { defineRoutes } from '../common/route.ts';
import {
  emailClientDefinition,
  partnerClaimConfig,
  partnerConfig,
  partnerEmailConfig,
  partnerGroupConfig,
} from './configuration.schemas.ts';

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
