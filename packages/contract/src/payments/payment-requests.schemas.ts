import { z } from 'zod';
import { guid, MONEY_MAX_CENTS } from '../common/ids.ts';
import { pageQuery } from '../common/paging.ts';

/**
 * A direct payment request (SPEC §7 `POST payment_requests/direct`): the customer's mobile wallet is asked to pay a
 * premium (a push the customer approves on the phone). `pending` until the wallet answers; `succeeded` records the
 * payment (MNO reference = the wallet's reference) and the policy standing follows; `failed` keeps the wallet's reason.
 */
export const PAYMENT_REQUEST_STATUSES = ['pending', 'succeeded', 'failed'] as const;

export const paymentRequest = z.object({
  guid,
  partner_guid: guid,
  policy_guid: guid,
  customer_guid: guid,
  msisdn: z.string(),
  amount_cents: z.number().int().max(MONEY_MAX_CENTS),
  currency_code: z.string(),
  status: z.enum(PAYMENT_REQUEST_STATUSES),
  provider_reference: z.string().nullable(),
  failure_reason: z.string().nullable(),
  payment_guid: guid.nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PaymentRequest = z.infer<typeof paymentRequest>;

export const paymentRequestInput = z
  .object({
    policy_guid: guid,
    amount_cents: z
      .number({ message: 'required' })
      .int()
      .min(100, { message: 'payment_request_amount_min' })
      // The partner's bound per payment (the money rule, `common/money.ts`) refuses more, naming it.
      .max(MONEY_MAX_CENTS),
  })
  .strict();
export type PaymentRequestInput = z.infer<typeof paymentRequestInput>;

export const paymentRequestsQuery = pageQuery.extend({ policy_guid: guid });
