import { z } from 'zod';
import { guid } from '../common/ids.ts';
import { paged } from '../common/paging.ts';
import { defineRoutes } from '../common/route.ts';
import {
  matchUnallocatedInput,
  refundUnallocatedInput,
  unallocatedMoney,
  unallocatedQuery,
  unallocatedSuggestion,
} from './unallocated.schemas.ts';

export const unallocatedRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: '/api/payments/unallocated',
    summary: 'Unallocated money of the partner (newest first; by status, or found by reference, phone, name)',
    scope: 'partner',
    permission: 'payments.read',
    query: unallocatedQuery,
    response: paged(unallocatedMoney),
  },
  get: {
    method: 'GET',
    path: '/api/payments/unallocated/:guid',
    summary: 'An entry of unallocated money',
    scope: 'partner',
    permission: 'payments.read',
    params: z.object({ guid }),
    response: unallocatedMoney,
  },
  suggestions: {
    method: 'GET',
    path: '/api/payments/unallocated/:guid/suggestions',
    summary: "Policies the money may belong to: customers whose phone number or name matches the payer's",
    scope: 'partner',
    permission: 'payments.read',
    params: z.object({ guid }),
    response: z.array(unallocatedSuggestion),
  },
  match: {
    method: 'POST',
    path: '/api/payments/unallocated/:guid/match',
    summary:
      'Apply unallocated money to a policy: records the payment through the payment rule (the standing follows); ' +
      'the same match again answers the same, another decision is 409',
    scope: 'partner',
    permission: 'payments.allocate',
    params: z.object({ guid }),
    body: matchUnallocatedInput,
    response: unallocatedMoney,
  },
  refund: {
    method: 'POST',
    path: '/api/payments/unallocated/:guid/refund',
    summary: 'Mark unallocated money for refund to the payer, with a reason (again: the same answer; matched: 409)',
    scope: 'partner',
    permission: 'payments.allocate',
    params: z.object({ guid }),
    body: refundUnallocatedInput,
    response: unallocatedMoney,
  },
});
