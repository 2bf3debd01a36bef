import { z } from 'zod';
import { guid } from '../common/ids.ts';
import { paged } from '../common/paging.ts';
import { defineRoutes } from '../common/route.ts';
import { claimDetail } from './claim.schemas.ts';
import {
  claimCallback,
  claimCallbackQuery,
  closeCallbackBody,
  payoutOutcomeBody,
  preauthorization,
  preauthorizationInput,
  preauthorizationListQuery,
  preauthorizationUpdate,
  retryPayoutBody,
} from './claim-support.schemas.ts';

const byGuid = z.object({ guid });

/** Claim payouts through mobile money (SPEC §7). */
export const claimPayoutsRoutes = defineRoutes({
  retryFailed: {
    method: 'POST',
    path: '/api/mobile_money_transactions/retry_failed_claim_payout/:id',
    summary: 'Retry a failed claim payout (once per failed transaction)',
    scope: 'partner',
    permission: 'claims.pay',
    params: z.object({ id: guid }),
    body: retryPayoutBody,
    response: claimDetail,
  },
  outcome: {
    method: 'PUT',
    path: '/api/mobile_money_transactions/outcome',
    summary: "Record the operator's outcome of a payout and move the claim",
    scope: 'partner',
    permission: 'claims.pay',
    body: payoutOutcomeBody,
    response: claimDetail,
  },
});

/** Claim callbacks (SPEC §4, §7). */
export const claimCallbacksRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: '/api/claim_callbacks',
    summary: 'Open or closed claim callbacks, oldest first',
    scope: 'partner',
    permission: 'claims.read',
    query: claimCallbackQuery,
    response: paged(claimCallback),
  },
  close: {
    method: 'PUT',
    path: '/api/claim_callbacks/close/:claimGuid',
    summary: "Close a claim's open callbacks with a reason",
    scope: 'partner',
    permission: 'claims.submit',
    params: z.object({ claimGuid: guid }),
    body: closeCallbackBody,
    response: z.array(claimCallback),
  },
});

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
    response: paged(preauthorization),
  },
  byCustomer: {
    method: 'GET',
    path: '/api/claim/preauthorization/customer/:customer_guid',
    summary: "A customer's pre-authorisations",
    scope: 'partner',
    permission: 'claims.read',
    params: z.object({ customer_guid: guid }),
    response: z.array(preauthorization),
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
    query: z.object({ version: z.coerce.number().int().min(1) }),
    response: preauthorization,
  },
});
