import { z } from 'zod';
import { guid } from '../common/ids.ts';
import { defineImportRoutes } from '../common/imports.ts';
import { paged, pageQuery } from '../common/paging.ts';
import { defineRoutes } from '../common/route.ts';
import {
  debitOrder,
  debitOrderInput,
  debitOrdersByMsisdnQuery,
  debitOrdersByPolicyQuery,
  debitOrderTransaction,
  debitOrderUpdate,
  debitProcessBody,
  debitProcessQuery,
  debitProcessResult,
  debitRun,
  debitRunBody,
  debitTransactionsQuery,
} from './debit-orders.schemas.ts';

const read = { scope: 'partner', permission: 'payments.read' } as const;
const write = { scope: 'partner', permission: 'payments.write' } as const;
const guidParams = z.object({ guid });

/**
 * Debit orders (SPEC §7): `POST debit_orders`, `DELETE debit_orders/{guid}`, `GET debit_orders/policy?policy_guid=`,
 * `GET debit_orders?msisdn=`; `PUT debit_orders/{guid}` changes the day or amount (a new mandate authentication).
 * The mandate itself answers on the public `GET retrieve-mandate/details/{id}` (bankDetailsRoutes.mandate).
 */
export const debitOrdersRoutes = defineRoutes({
  create: {
    method: 'POST',
    path: '/api/debit_orders',
    summary: 'Create a debit order on a bank account of the customer; its mandate goes to the bank for authentication',
    ...write,
    body: debitOrderInput,
    response: debitOrder,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/api/debit_orders/:guid',
    summary: 'Change the day, amount or retries of a debit order (a new day or amount needs a new authentication)',
    ...write,
    params: guidParams,
    body: debitOrderUpdate,
    response: debitOrder,
  },
  remove: {
    method: 'DELETE',
    path: '/api/debit_orders/:guid',
    summary: 'Remove a debit order: its mandate is cancelled and no collection is created after it',
    ...write,
    params: guidParams,
    status: 204,
  },
  byPolicy: {
    method: 'GET',
    path: '/api/debit_orders/policy',
    summary: 'Debit orders of a policy',
    ...read,
    query: debitOrdersByPolicyQuery,
    response: z.array(debitOrder),
  },
  byMsisdn: {
    method: 'GET',
    path: '/api/debit_orders',
    summary: 'Debit orders of the customer with this phone number',
    ...read,
    query: debitOrdersByMsisdnQuery,
    response: z.array(debitOrder),
    /** No customer has this phone number. */
    errors: [404],
  },
});

/** Debit order transactions (SPEC §7): pending and failed lists, and processing with a status. */
export const debitOrderTransactionsRoutes = defineRoutes({
  pending: {
    method: 'GET',
    path: '/api/debit_order_transactions/pending',
    summary: 'Collections waiting for the bank (pending, or failed and scheduled for a retry), paged',
    ...read,
    query: debitTransactionsQuery,
    response: paged(debitOrderTransaction),
  },
  failed: {
    method: 'GET',
    path: '/api/debit_order_transactions/failed',
    summary: 'Collections that failed for good, with their unpaid code, paged',
    ...read,
    query: debitTransactionsQuery,
    response: paged(debitOrderTransaction),
  },
  process: {
    method: 'PUT',
    path: '/api/debit_order_transactions/process',
    summary: 'Record the answer for transactions: success records the premium, failed records the unpaid code',
    ...write,
    query: debitProcessQuery,
    body: debitProcessBody,
    response: debitProcessResult,
  },
  run: {
    method: 'POST',
    path: '/api/debit_order_transactions/run',
    summary:
      "Queue a day's collection run (a job; the schedule runs it every morning; running it again creates nothing twice)",
    ...write,
    body: debitRunBody,
    response: debitRun,
    status: 202,
  },
  runs: {
    method: 'GET',
    path: '/api/debit_order_transactions/runs',
    summary: 'Collection runs, newest first, with their progress',
    ...read,
    query: pageQuery,
    response: paged(debitRun),
  },
  getRun: {
    method: 'GET',
    path: '/api/debit_order_transactions/runs/:guid',
    summary: 'One collection run and its progress',
    ...read,
    params: guidParams,
    response: debitRun,
  },
  stopRun: {
    method: 'POST',
    path: '/api/debit_order_transactions/runs/:guid/stop',
    summary: 'Stop a queued or running collection run after the chunk in hand (collections made stay)',
    ...write,
    params: guidParams,
    response: debitRun,
  },
});

/** Bank answer files (paid / unpaid) on the import engine. */
export const debitAnswerFilesRoutes = defineImportRoutes(
  '/api/debit_order_transactions/bank_files',
  { read: 'payments.read', write: 'payments.write' },
  'bank answer',
);
