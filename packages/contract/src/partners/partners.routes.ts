import { z } from 'zod';
import { guid } from '../common/ids.ts';
import { paged } from '../common/paging.ts';
import { defineRoutes } from '../common/route.ts';
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
