import { z } from 'zod';
import { guid } from '../common/ids.ts';
import { paged } from '../common/paging.ts';
import { defineRoutes } from '../common/route.ts';
import { premium, premiumsQuery, prerequisitePremiumInput, singlePremiumInput } from './premiums.schemas.ts';

const write = { scope: 'partner', permission: 'payments.write' } as const;

/** Premiums recorded by hand (SPEC §7). The bulk premium uploads are the bulk payments import's (bulk-payments.routes). */
export const premiumsRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: '/api/premiums',
    summary: "A policy's premiums (recorded and deleted), newest first, each with its benefit (SPEC §9)",
    scope: 'partner',
    permission: 'payments.read',
    query: premiumsQuery,
    response: paged(premium),
  },
  addSingleNonBundled: {
    method: 'PUT',
    path: '/api/premiums/add_single_non_bundled',
    summary:
      'Record one normal premium and its payment (accepts an Idempotency-Key header; the policy standing follows)',
    ...write,
    body: singlePremiumInput,
    response: premium,
    status: 201,
  },
  addWithPrerequisite: {
    method: 'PUT',
    path: '/api/premiums/add_with_prerequisite',
    summary: 'Record a premium (normal or a voice/data bundle) building on an earlier premium of the same policy',
    ...write,
    body: prerequisitePremiumInput,
    response: premium,
    status: 201,
  },
  remove: {
    method: 'DELETE',
    path: '/api/premiums/:id',
    summary: 'Delete a premium: its payment is reversed and the policy standing follows (audited)',
    ...write,
    params: z.object({ id: guid }),
    response: premium,
  },
});
