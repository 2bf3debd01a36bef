import { z } from 'zod';
import { guid, INT4_MAX } from '../common/ids.ts';
import { paged } from '../common/paging.ts';
import { defineRoutes } from '../common/route.ts';
import {
  preauthorization,
  preauthorizationInput,
  preauthorizationListItem,
  preauthorizationListQuery,
  preauthorizationUpdate,
} from './claim-preauthorization.schemas.ts';

const byGuid = z.object({ guid });

const create = {
  method: 'POST',
  summary: 'Request a pre-authorisation',
  scope: 'partner',
  permission: 'claims.submit',
  body: preauthorizationInput,
  response: preauthorization,
  status: 201,
} as const;

/** Pre-authorisation of hospital stays (SPEC §7). */
export const preauthorizationRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: '/api/claim/preauthorization',
    summary: 'Pre-authorisations, newest first',
    scope: 'partner',
    permission: 'claims.read',
    query: preauthorizationListQuery,
    response: paged(preauthorizationListItem),
  },
  byCustomer: {
    method: 'GET',
    path: '/api/claim/preauthorization/customer/:customer_guid',
    summary: "A customer's pre-authorisations",
    scope: 'partner',
    permission: 'claims.read',
    params: z.object({ customer_guid: guid }),
    response: z.array(preauthorizationListItem),
  },
  get: {
    method: 'GET',
    path: '/api/claim/preauthorization/:guid',
    summary: 'A pre-authorisation',
    scope: 'partner',
    permission: 'claims.read',
    params: byGuid,
    response: preauthorization,
  },
  create: { ...create, path: '/api/claim/preauthorization/create' },
  post: { ...create, path: '/api/claim/preauthorization' },
  update: {
    method: 'PUT',
    path: '/api/claim/preauthorization/:guid',
    summary: 'Edit a pending pre-authorisation, or approve or reject it (claims.decide)',
    scope: 'partner',
    permission: 'claims.submit',
    params: byGuid,
    body: preauthorizationUpdate,
    response: preauthorization,
  },
  remove: {
    method: 'DELETE',
    path: '/api/claim/preauthorization/:guid',
    summary: 'Cancel a pre-authorisation not yet used by a claim',
    scope: 'partner',
    permission: 'claims.submit',
    params: byGuid,
    query: z.object({ version: z.coerce.number().int().min(1).max(INT4_MAX) }),
    response: preauthorization,
  },
});
