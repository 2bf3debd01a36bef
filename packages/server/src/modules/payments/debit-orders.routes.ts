import {
  cashbackRoutes,
  debitAnswerFilesRoutes,
  debitOrdersRoutes,
  debitOrderTransactionsRoutes,
} from '@coverdesk/contract';
import { SYSTEM_ACTOR } from '../../platform/audit.ts';
import { bankGatewayFromEnv } from '../../platform/bank-gateway.ts';
import { registerRoutes } from '../../platform/http/routes.ts';
import { registerImportDomain, registerImportRoutes } from '../../platform/imports/index.ts';
import type { AppContext, Module } from '../../platform/module.ts';
import { type CashbackService, createCashbackService } from './cashback.service.ts';
import { debitAnswersImport } from './debit-answers.import.ts';
import { createDebitOrdersService, type DebitOrdersService } from './debit-orders.service.ts';

export const DEBIT_COLLECTION_QUEUE = 'debit_orders.collect';
export const CASHBACK_QUEUE = 'cashback.compute';

/** Debit orders, their collections, bank answer files and cashback (SPEC §7 "Debit orders", "Cashback"). */
export const debitOrdersModule: Module = async (app, ctx) => {
  const { database, verifier, actorOf, jobs } = ctx;
  const debit = createDebitOrdersService(database, bankGatewayFromEnv());
  const cashback = createCashbackService(database);
  registerRoutes(
    app,
    debitOrdersRoutes,
    {
      create: ({ body, partner, request }) => debit.create(actorOf(request), partner, body),
      update: ({ params, body, partner, request }) => debit.update(actorOf(request), partner, params.guid, body),
      remove: ({ params, partner, request }) => debit.remove(actorOf(request), partner, params.guid),
      byPolicy: ({ query, partner }) => debit.byPolicy(partner, query.policy_guid),
      byMsisdn: ({ query, partner }) => debit.byMsisdn(partner, query.msisdn),
    },
    verifier,
  );
  registerRoutes(
    app,
    debitOrderTransactionsRoutes,
    {
      pending: ({ query, partner }) => debit.transactions(partner, 'pending', query),
      failed: ({ query, partner }) => debit.transactions(partner, 'failed', query),
      process: ({ query, body, partner, request }) => debit.process(actorOf(request), partner, query.status, body),
      run: ({ body, partner, request }) => debit.run(actorOf(request), partner, body.date),
    },
    verifier,
  );
  registerRoutes(
    app,
    cashbackRoutes,
    {
      list: ({ query, partner }) => cashback.list(partner, query),
      markPaid: ({ query, partner, request }) => cashback.markPaid(actorOf(request), partner, query.id),
      markUnpaid: ({ query, partner, request }) => cashback.markUnpaid(actorOf(request), partner, query.id),
    },
    verifier,
  );
  const answers = await registerImportDomain({ ...ctx, log: app.log }, debitAnswersImport);
  await registerImportRoutes(app, debitAnswerFilesRoutes, answers, ctx);

  await registerDebitJobs({ database, jobs }, debit, cashback);
};

/**
 * Every morning: each partner's collection run (then, at night, cashback). pg-boss sends a schedule's run once across
 * processes; the server registers them (RUN_JOBS) and so does `npm run worker`.
 */
export async function registerDebitJobs(
  ctx: Pick<AppContext, 'database' | 'jobs'>,
  debit: DebitOrdersService = createDebitOrdersService(ctx.database, bankGatewayFromEnv()),
  cashback: CashbackService = createCashbackService(ctx.database),
) {
  const { database, jobs } = ctx;
  const partners = () =>
    database.system(async (tx) => {
      const r = await tx.execute<{ guid: string }>('select guid from partners where active');
      return r.rows.map((x) => x.guid);
    });
  await jobs.work(DEBIT_COLLECTION_QUEUE, async () => {
    for (const p of await partners()) await debit.run(SYSTEM_ACTOR, p);
  });
  await jobs.schedule(DEBIT_COLLECTION_QUEUE, '0 5 * * *');
  await jobs.work(CASHBACK_QUEUE, async () => {
    for (const p of await partners()) await cashback.compute(SYSTEM_ACTOR, p);
  });
  await jobs.schedule(CASHBACK_QUEUE, '30 1 * * *');
}
