import { z } from 'zod';
import { guid } from '../common/ids.ts';
import { paged } from '../common/paging.ts';
import { defineRoutes } from '../common/route.ts';
import { resent, smsOutboxItem, smsOutboxQuery } from './outbox.schemas.ts';

const guidParam = z.object({ guid });

/** The outboxes of the internal configurations screen (the email list is `identityRoutes.outbox`). */
export const outboxRoutes = defineRoutes({
  resendEmail: {
    method: 'POST',
    path: '/api/outbox/emails/:guid/resend',
    summary: 'Sends a copy of an outbox email to the same address (the first stays as it was)',
    scope: 'user',
    permission: 'outbox.write',
    params: guidParam,
    response: resent,
    status: 201,
  },
  listSms: {
    method: 'GET',
    path: '/api/outbox/sms',
    summary: "The selected partner's SMS outbox, newest first, with delivery state",
    scope: 'partner',
    permission: 'outbox.read',
    query: smsOutboxQuery,
    response: paged(smsOutboxItem),
  },
  resendSms: {
    method: 'POST',
    path: '/api/outbox/sms/:guid/resend',
    summary: 'Sends an outbox SMS again through the gateway (a new message)',
    scope: 'partner',
    permission: 'outbox.write',
    params: guidParam,
    response: resent,
    status: 201,
  },
});
