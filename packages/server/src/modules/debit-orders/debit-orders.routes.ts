import {
  bankDetailsRoutes,
  cashbackRoutes,
  debitAnswerFilesRoutes,
  debitOrdersRoutes,
  debitOrderTransactionsRoutes,
} from '@coverdesk/contract';
import { SYSTEM_ACTOR } from '../../platform/audit.ts';
import { bankGatewayFromEnv } from '../../platform/bank-gateway.ts';
import { AppError } from '../../platform/http/errors.ts';
import { pickRoutes, registerRoutes } from '../../platform/http/routes.ts';
import { registerImportDomain, registerImportRoutes } from '../../platform/imports/index.ts';
import { debitRunGauges, onScrape } from '../../platform/metrics.ts';
import type { AppContext, Module } from '../../platform/module.ts';
import { partnersRepository } from '../partners/index.ts';
import { type CashbackService, createCashbackService } from './cashback.service.ts';
import { debitAnswersImport } from './debit-answers.import.ts';
import {
  DEBIT_RUN_QUEUE,
  DEBIT_RUN_SWEEP_QUEUE,
  type DebitRunJob,
  executeRun,
  staleRuns,
  unfinishedRuns,
} from './debit-collection.ts';
import { createDebitOrdersService, type DebitOrdersService } from './debit-orders.service.ts';
import { createMandateService } from './mandate.service.ts';

export const DEBIT_COLLECTION_QUEUE = 'debit_orders.collect';
/** A run no worker has touched for this long (a killed worker) is resumed by the sweep. */
export const STALE_RUN = '2 minutes';
export const CASHBACK_QUEUE = 'cashback.compute';

/** Debit orders, their collections, bank answer files and cashback (SPEC §7 "Debit orders", "Cashback"). */
export const debitOrdersModule: Module = async (app, ctx) => {
  const { database, verifier, actorOf, jobs } = ctx;
  const debit = createDebitOrdersService(database, bankGatewayFromEnv(), jobs);
  const cashback = createCashbackService(database);
  const readRuns = async () => {
    const row = await unfinishedRuns(database);
    debitRunGauges.unfinished.set(row.unfinished);
    debitRunGauges.oldest.set(row.oldest);
  };
  app.addHook('onClose', onScrape('debit_runs', readRuns));
  const mandates = createMandateService(database);
  registerRoutes(
    app,
    pickRoutes(bankDetailsRoutes, ['mandate']),
    { mandate: ({ params }) => mandates.mandate(params.id) },
    verifier,
  );
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
      runs: ({ query, partner }) => debit.runs(partner, query),
      getRun: ({ params, partner }) => debit.getRun(partner, params.guid),
      stopRun: ({ params, partner, request }) => debit.stopRun(actorOf(request), partner, params.guid),
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
 * Every morning each partner's collection run is queued and run by the run job (pg-boss sends a schedule's run once
 * across processes); every minute the sweep sends again the runs a killed worker left behind (they resume from their
 * cursor). At night, cashback. The server registers them (RUN_JOBS) and so does `npm run worker`.
 */
export async function registerDebitJobs(
  ctx: Pick<AppContext, 'database' | 'jobs'>,
  debit: DebitOrdersService = createDebitOrdersService(ctx.database, bankGatewayFromEnv(), ctx.jobs),
  cashback: CashbackService = createCashbackService(ctx.database),
) {
  const { database, jobs } = ctx;
  const partners = () => database.system((tx) => partnersRepository.activeGuids(tx));
  await jobs.work<DebitRunJob>(DEBIT_RUN_QUEUE, async (job) => {
    await executeRun(database, job);
  });
  await jobs.work(DEBIT_COLLECTION_QUEUE, async () => {
    for (const p of await partners())
      await debit.run(SYSTEM_ACTOR, p).catch((e) => {
        // A run of the partner still going (started by hand): it is today's run.
        if (!(e instanceof AppError && e.status === 409)) throw e;
      });
  });
  await jobs.schedule(DEBIT_COLLECTION_QUEUE, '0 5 * * *');
  await jobs.work(DEBIT_RUN_SWEEP_QUEUE, async () => {
    const stale = await staleRuns(database, STALE_RUN);
    for (const r of stale) await debit.resume(r.partner_guid, r.guid);
  });
  await jobs.schedule(DEBIT_RUN_SWEEP_QUEUE, '* * * * *');
  await jobs.work(CASHBACK_QUEUE, async () => {
    for (const p of await partners()) await cashback.compute(SYSTEM_ACTOR, p);
  });
  await jobs.schedule(CASHBACK_QUEUE, '30 1 * * *');
}
