import { paged } from '../common/paging.ts';
import { defineRoutes } from '../common/route.ts';
import { paymentRequest, paymentRequestInput, paymentRequestsQuery } from './payment-requests.schemas.ts';

export const paymentRequestsRoutes = defineRoutes({
  direct: {
    method: 'POST',
    path: '/api/payment_requests/direct',
    summary:
      "Ask the customer's mobile wallet to pay a premium (accepts an Idempotency-Key header): pending, then succeeded (a payment) or failed",
    scope: 'partner',
    permission: 'payments.write',
    body: paymentRequestInput,
    response: paymentRequest,
    status: 201,
  },
  list: {
    method: 'GET',
    path: '/api/payment_requests',
    summary: "A policy's payment requests, newest first",
    scope: 'partner',
    permission: 'payments.read',
    query: paymentRequestsQuery,
    response: paged(paymentRequest),
  },
});
