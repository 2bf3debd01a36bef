import { z } from 'zod';
import { DEBIT_ORDER_DAY_MAX, DEBIT_ORDER_DAY_MIN } from '../common/constants.ts';
import { guid, isoDate, MONEY_MAX_CENTS, requiredText } from '../common/ids.ts';
import { pageQuery } from '../common/paging.ts';

/**
 * Debit orders (SPEC §3, §7): a standing instruction to collect a policy's premium from the customer's bank account on
 * a day of the month (1–28), under a mandate the customer authorised with their bank (DebiCheck). Mandate states:
 * `pending_authentication` → `active`, or `rejected` (by the bank), `expired` (never authenticated in time),
 * `cancelled` (the debit order was removed). A changed day or amount needs a new authentication (back to pending).
 */
export const MANDATE_STATUSES = ['pending_authentication', 'active', 'rejected', 'expired', 'cancelled'] as const;
export type MandateStatus = (typeof MANDATE_STATUSES)[number];
/**
 * A live debit order: authorised or waiting for the customer. A policy has at most one (a second would collect its
 * premium twice a month): adding another answers 409 naming it; its day, amount or account are changed instead.
 */
export const LIVE_MANDATE_STATUSES = ['pending_authentication', 'active'] as const satisfies readonly MandateStatus[];
export const isLiveDebitOrder = (o: { mandate_status: string }) =>
  (LIVE_MANDATE_STATUSES as readonly string[]).includes(o.mandate_status);

/** At most this many retries of a collection after a failure worth retrying. */
export const DEBIT_ORDER_MAX_RETRIES = 5;

export const debitDay = z
  .number({ message: 'debit_day' })
  .int({ message: 'debit_day' })
  .min(DEBIT_ORDER_DAY_MIN, { message: 'debit_day' })
  .max(DEBIT_ORDER_DAY_MAX, { message: 'debit_day' });
const amount = z.number().int().min(1).max(MONEY_MAX_CENTS);

export const debitOrder = z.object({
  guid,
  customer_guid: guid,
  policy_guid: guid,
  policy_number: z.string(),
  bank_detail_guid: guid,
  bank_name: z.string(),
  account_holder: z.string(),
  account_number_masked: z.string(),
  amount_in_cents: z.number().int().max(MONEY_MAX_CENTS),
  day: z.number().int(),
  start_date: isoDate,
  msisdn: z.string(),
  reference: z.string(),
  retries: z.number().int(),
  mandate_reference: z.string(),
  mandate_status: z.enum(MANDATE_STATUSES),
  /** Why the bank rejected the mandate, if it did. */
  mandate_message: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DebitOrder = z.infer<typeof debitOrder>;

/** POST /api/debit_orders: the bank account comes from the customer's bank details (`bank_detail_guid`). */
export const debitOrderInput = z
  .object({
    bank_detail_guid: guid,
    policy_guid: guid,
    amount_in_cents: amount,
    day: debitDay,
    start_date: isoDate,
    /** Defaults to the customer's number. */
    msisdn: z.string().max(20).optional(),
    reference: requiredText(60),
    retries: z.number().int().min(0).max(DEBIT_ORDER_MAX_RETRIES).default(2),
  })
  .strict();
export type DebitOrderInput = z.infer<typeof debitOrderInput>;

/**
 * PUT /api/debit_orders/:guid: a new day, amount or bank account (one of the policy holder's bank details); any of
 * them sends the mandate back to the bank: the customer must authorise it again.
 */
export const debitOrderUpdate = z
  .object({
    amount_in_cents: amount,
    day: debitDay,
    retries: z.number().int().min(0).max(DEBIT_ORDER_MAX_RETRIES),
    bank_detail_guid: guid,
  })
  .partial()
  .strict();
export type DebitOrderUpdate = z.infer<typeof debitOrderUpdate>;

export const debitOrdersByPolicyQuery = z.object({ policy_guid: guid });
export const debitOrdersByMsisdnQuery = z.object({ msisdn: z.string().min(1).max(20) });

/**
 * A collection of one period (`YYYY-MM`) of a debit order: `pending` (sent to the bank, no answer yet),
 * `retry_scheduled` (failed with a code worth a retry: it is sent again on `retry_on`), `success` (the premium is a
 * payment) or `failed` (final). Banks report failures, not successes: a pending one with no failure by
 * `assume_paid_on` is taken as paid.
 */
export const DEBIT_TRANSACTION_STATUSES = ['pending', 'retry_scheduled', 'success', 'failed'] as const;
export type DebitTransactionStatus = (typeof DEBIT_TRANSACTION_STATUSES)[number];

/**
 * Unpaid codes of the bank (South African practice): 02 not provided for (insufficient funds) is worth a retry;
 * the others are not. Any other code a bank sends is kept and treated as not worth a retry.
 */
export const UNPAID_CODES = ['02', '03', '04', '30'] as const;
export const RETRYABLE_UNPAID_CODES: readonly string[] = ['02'];
export const unpaidCode = z
  .string()
  .trim()
  .regex(/^[0-9A-Z]{1,4}$/, { message: 'unpaid_code' });

export const debitOrderTransaction = z.object({
  guid,
  debit_order_guid: guid,
  policy_guid: guid,
  policy_number: z.string(),
  customer_guid: guid,
  customer_name: z.string(),
  msisdn: z.string(),
  reference: z.string(),
  period: z.string(),
  amount_in_cents: z.number().int().max(MONEY_MAX_CENTS),
  /** The day it is (or was last) sent to the bank: the debit day moved to the next business day. */
  due_date: isoDate,
  status: z.enum(DEBIT_TRANSACTION_STATUSES),
  attempts: z.number().int(),
  retries: z.number().int(),
  unpaid_code: z.string().nullable(),
  reason: z.string().nullable(),
  retry_on: isoDate.nullable(),
  /** The partner's "taken as paid after N days without a failure", from `due_date`. */
  assume_paid_on: isoDate,
  payment_guid: guid.nullable(),
  updated_at: z.string(),
});
export type DebitOrderTransaction = z.infer<typeof debitOrderTransaction>;

export const debitTransactionsQuery = pageQuery
  .extend({
    /** Narrows the list (pending: `pending` or `retry_scheduled`). */
    status: z.enum(DEBIT_TRANSACTION_STATUSES).optional(),
    policy_guid: guid.optional(),
    /** Matches the reference, policy number or msisdn from the start. */
    search: z.string().trim().min(1).max(60).optional(),
    /** Due from / to (both included; the status index serves the range). `to` is not before `from`. */
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'date_range_order', path: ['to'] });

export const DEBIT_PROCESS_STATUSES = ['success', 'failed'] as const;
export const debitProcessQuery = z.object({ status: z.enum(DEBIT_PROCESS_STATUSES, { message: 'invalid_value' }) });
/** PUT /api/debit_order_transactions/process: the bank's answer, or a person's decision (with a reason, audited). */
export const debitProcessBody = z
  .object({
    transactions: z
      .array(z.object({ guid, unpaid_code: unpaidCode.optional() }).strict())
      .min(1, { message: 'required' })
      .max(500),
    reason: requiredText(500),
  })
  .strict();
export type DebitProcessBody = z.infer<typeof debitProcessBody>;

/** `held`: paid by the bank for a policy whose cover has ended: the money is held as unallocated money, not applied. */
export const DEBIT_PROCESS_OUTCOMES = ['paid', 'held', 'retry_scheduled', 'failed', 'already', 'not_found'] as const;
export const debitProcessResult = z.object({
  processed: z.number().int(),
  already: z.number().int(),
  results: z.array(
    z.object({ guid, outcome: z.enum(DEBIT_PROCESS_OUTCOMES), transaction: debitOrderTransaction.nullable() }),
  ),
});
export type DebitProcessResult = z.infer<typeof debitProcessResult>;

/** POST /api/debit_order_transactions/run: queues the collection run of a day (the schedule runs it every morning). */
export const debitRunBody = z.object({ date: isoDate.optional() }).strict();

export const DEBIT_RUN_STATUSES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
/** expire (mandates never authenticated) → collect (one collection per due mandate) → retry → assume_paid → done. */
export const DEBIT_RUN_STEPS = ['expire', 'collect', 'retry', 'assume_paid', 'done'] as const;
/**
 * A collection run (a job): the call answers at once with it, its progress is read while it runs (`processed` of
 * `total` due mandates in the collect step), it can be stopped between chunks, and a killed worker's run resumes
 * where its last committed chunk ended, never collecting a debit order twice in a period.
 */
export const debitRun = z.object({
  guid,
  date: isoDate,
  status: z.enum(DEBIT_RUN_STATUSES),
  step: z.enum(DEBIT_RUN_STEPS),
  total: z.number().int(),
  processed: z.number().int(),
  created: z.number().int(),
  retried: z.number().int(),
  assumed_paid: z.number().int(),
  expired_mandates: z.number().int(),
  cancel_requested: z.boolean(),
  error: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  finished_at: z.string().nullable(),
});
export type DebitRun = z.infer<typeof debitRun>;
/** What a finished run did (the counts of `debitRun`). */
export type DebitRunResult = Pick<DebitRun, 'date' | 'created' | 'retried' | 'assumed_paid' | 'expired_mandates'>;

/**
 * One row of a bank answer file: the transaction reference, `paid` or `unpaid` (also `success`/`failed`), and the
 * unpaid code for an unpaid one. The row key is reference + status + attempt: the same answer is never applied twice.
 */
export const DEBIT_ANSWER_COLUMNS = ['reference', 'status'] as const;
export const DEBIT_ANSWER_OPTIONAL_COLUMNS = ['unpaid_code', 'attempt'] as const;
export const debitAnswerRow = z
  .object({
    reference: z.string().trim().min(1, { message: 'required' }).max(100),
    status: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(['paid', 'unpaid', 'success', 'failed'], { message: 'debit_answer_status' }))
      .transform((s) => (s === 'paid' || s === 'success' ? ('success' as const) : ('failed' as const))),
    unpaid_code: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined)
      .pipe(unpaidCode.optional()),
    attempt: z
      .string()
      .trim()
      .optional()
      .refine((v) => !v || /^\d{1,3}$/.test(v), { message: 'invalid_value' })
      .transform((v) => (v ? Number(v) : undefined)),
  })
  .refine((r) => r.status === 'success' || r.unpaid_code, { message: 'required', path: ['unpaid_code'] });
export type DebitAnswerRow = z.infer<typeof debitAnswerRow>;
