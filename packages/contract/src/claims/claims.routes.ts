import { z } from 'zod';
import { guid } from '../common/ids.ts';
import { paged } from '../common/paging.ts';
import { defineRoutes } from '../common/route.ts';
import {
  assessment,
  claim,
  claimActionBody,
  claimDetail,
  claimEdit,
  claimInput,
  claimMetadata,
  claimQueueQuery,
  claimSearchQuery,
  claimSummary,
} from './claim.schemas.ts';
import { CLAIM_ACTIONS } from './claim-transitions.ts';

const byGuid = z.object({ guid });
const queue = (path: string, summary: string) =>
  ({
    method: 'GET',
    path,
    summary,
    scope: 'partner',
    permission: 'claims.read',
    query: claimQueueQuery,
    response: paged(claim),
  }) as const;

/** Claims (SPEC §7 "Claims"). Actions are checked against the claim state machine (claim-transitions.ts). */
export const claimsRoutes = defineRoutes({
  create: {
    method: 'POST',
    path: '/api/claims',
    summary: 'Make a claim (the benefit is assessed by the server)',
    scope: 'partner',
    permission: 'claims.submit',
    body: claimInput,
    response: claimDetail,
    status: 201,
  },
  assessmentPreview: {
    method: 'POST',
    path: '/api/claims/assessment_preview',
    summary: 'The summary step: what the policy would pay for this claim, without saving it',
    scope: 'partner',
    permission: 'claims.submit',
    body: claimInput,
    response: assessment,
  },
  assessment: {
    method: 'GET',
    path: '/api/assessment',
    summary: "A claim's stored assessment with its reasons",
    scope: 'partner',
    permission: 'claims.read',
    query: z.object({ claim_guid: guid }),
    response: assessment,
  },
  metadata: {
    method: 'GET',
    path: '/api/metadata/claim',
    summary: 'Claim types, statuses, relations, document channels, verifications and actions per status',
    scope: 'partner',
    permission: 'claims.read',
    response: claimMetadata,
  },
  open: queue('/api/claims/open', 'Open claims (documents outstanding), oldest first'),
  payable: queue('/api/claims/payable', 'Payable claims, oldest first'),
  closed: queue('/api/claims/closed', 'Closed claims, oldest first'),
  processing: queue('/api/claims/processing', 'Claims being processed (decision or approval pending), oldest first'),
  summary: {
    method: 'GET',
    path: '/api/claims/summary',
    summary: 'Claim counts per work queue',
    scope: 'partner',
    permission: 'claims.read',
    response: claimSummary,
  },
  search: {
    method: 'GET',
    path: '/api/claims',
    summary: 'Search claims by reference (3+ characters) or guid, type and status',
    scope: 'partner',
    permission: 'claims.read',
    query: claimSearchQuery,
    response: paged(claim),
  },
  byCustomer: {
    method: 'GET',
    path: '/api/claims/customer/:id',
    summary: "A customer's claims, newest first",
    scope: 'partner',
    permission: 'claims.read',
    params: z.object({ id: guid }),
    query: claimQueueQuery,
    response: paged(claim),
  },
  get: {
    method: 'GET',
    path: '/api/claims/:id',
    summary: 'A claim with its allowed actions, audit timeline, payouts and assessment',
    scope: 'partner',
    permission: 'claims.read',
    params: z.object({ id: guid }),
    response: claimDetail,
  },
  update: {
    method: 'PUT',
    path: '/api/claims/:guid',
    summary: 'Edit the fields the claim status allows (with the version read)',
    scope: 'partner',
    permission: 'claims.submit',
    params: byGuid,
    body: claimEdit,
    response: claimDetail,
  },
  revertExpired: {
    method: 'PUT',
    path: '/api/claims/revert_expired/:guid',
    summary: 'Reinstate an expired claim',
    scope: 'partner',
    permission: 'claims.decide',
    params: byGuid,
    body: claimActionBody,
    response: claimDetail,
  },
  action: {
    method: 'POST',
    path: '/api/claims/:guid/actions/:action',
    summary: 'Take a claim action (pay accepts an Idempotency-Key header)',
    scope: 'partner',
    permission: 'claims.read',
    params: z.object({ guid, action: z.enum(CLAIM_ACTIONS) }),
    body: claimActionBody,
    response: claimDetail,
  },
});
