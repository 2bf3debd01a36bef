import { z } from 'zod';
import { guid } from '../common/ids.ts';
import { paged } from '../common/paging.ts';
import { defineRoutes } from '../common/route.ts';
import { claimCallback, claimCallbackQuery, closeCallbackBody } from './claim-callbacks.schemas.ts';

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
