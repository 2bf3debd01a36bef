import { z } from 'zod';
import { guid } from '../common/ids.ts';
import { paged } from '../common/paging.ts';
import { defineRoutes } from '../common/route.ts';
import {
  customerPremiums,
  missingPaymentInput,
  payment,
  paymentCorrectionInput,
  paymentStatusQuery,
  paymentStatusSummary,
  paymentsByPolicyQuery,
  paymentsPageQuery,
} from './payments.schemas.ts';

export const paymentsRoutes = defineRoutes({
  premiumsOfCustomer: {
    method: 'GET',
    path: '/api/premiums/customer/:msisdn',
    summary: "A customer's premiums and payments, found by phone number",
    scope: 'partner',
    permission: 'payments.read',
    // As typed by an agent (prefix, trunk 0, spaces); the customers module's normaliser reads it for the country.
    params: z.object({ msisdn: z.string().regex(/^[+\d\s().-]{6,30}$/, { message: 'invalid_value' }) }),
    response: customerPremiums,
  },
  byPolicy: {
    method: 'GET',
    path: '/api/payments',
    summary: 'Payments of a policy, newest first',
    scope: 'partner',
    permission: 'payments.read',
    query: paymentsByPolicyQuery,
    response: paged(payment),
  },
  statusSummary: {
    method: 'GET',
    path: '/api/payments/status/:partner',
    summary: "Count and sum of the partner's payments by status (and per day) over an optional date range",
    scope: 'partner',
    permission: 'payments.read',
    params: z.object({ partner: guid }),
    query: paymentStatusQuery,
    response: paymentStatusSummary,
  },
  allOfCustomer: {
    method: 'GET',
    path: '/api/payments/all/:guid',
    summary: 'All payments of a customer (by customer guid), newest first',
    scope: 'partner',
    permission: 'payments.read',
    params: z.object({ guid }),
    query: paymentsPageQuery,
    response: paged(payment),
  },
  get: {
    method: 'GET',
    path: '/api/payments/:guid',
    summary: 'A payment',
    scope: 'partner',
    permission: 'payments.read',
    params: z.object({ guid }),
    response: payment,
  },
  correct: {
    method: 'PUT',
    path: '/api/payments/:guid',
    summary:
      "Correct a payment's status, MNO status and message, with a reason (audited; the policy's standing follows)",
    scope: 'partner',
    permission: 'payments.write',
    params: z.object({ guid }),
    body: paymentCorrectionInput,
    response: payment,
  },
  createMissing: {
    method: 'POST',
    path: '/api/payments',
    summary: 'Enter a missing payment (accepts an Idempotency-Key header; the same MNO reference never counts twice)',
    scope: 'partner',
    permission: 'payments.write',
    body: missingPaymentInput,
    response: payment,
    status: 201,
  },
});
