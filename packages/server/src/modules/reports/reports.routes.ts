import { reportEngineRoutes, reportsRoutes } from '@coverdesk/contract';
import { SignJWT } from 'jose';
import { registerRoutes } from '../../platform/http/routes.ts';
import type { Module } from '../../platform/module.ts';
import { storageFor } from '../../platform/storage.ts';
import { dashboardsRepository } from './dashboards.repository.ts';
import { createReportRunsService, REPORT_RUNS_QUEUE, REPORT_SCHEDULES_QUEUE } from './report-runs.service.ts';
import { createReportsService } from './reports.service.ts';

/** A Metabase signed-embedding URL with the partner locked in the token (METABASE_SITE_URL, METABASE_SECRET_KEY). */
async function metabaseUrl(partner: string, env: NodeJS.ProcessEnv = process.env) {
  const site = env.METABASE_SITE_URL?.replace(/\/$/, '');
  const secret = env.METABASE_SECRET_KEY;
  if (!site || !secret) return null;
  const token = await new SignJWT({
    resource: { dashboard: Number(env.METABASE_DASHBOARD_ID || 1) },
    params: { partner },
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime('10m')
    .sign(new TextEncoder().encode(secret));
  return `${site}/embed/dashboard/${token}#bordered=false&titled=true`;
}

export const reportsModule: Module = async (app, { database, verifier, actorOf, config, jobs, mailer }) => {
  const storage = storageFor(config.dataDir);
  const reports = createReportsService(database, app.log);
  const runs = createReportRunsService(database, reports, storage, jobs, mailer, app.log);
  registerRoutes(
    app,
    reportsRoutes,
    {
      catalogue: ({ lang }) => reports.catalogue(lang),
      datasets: ({ lang }) => reports.datasets(lang),
      report: ({ params, query, partner, lang, reply }) => reports.builtIn(reply, partner, params.name, query, lang),
      listCustom: ({ query, partner }) => reports.listCustom(partner, 'custom', query.page, query.size),
      createCustom: ({ body, partner, request }) => reports.createCustom(actorOf(request), partner, body, 'custom'),
      updateCustom: ({ params, body, partner, request }) =>
        reports.updateCustom(actorOf(request), partner, params.id, body),
      removeCustom: ({ params, partner, request }) => reports.removeCustom(actorOf(request), partner, params.id),
      generateCustom: ({ params, query, partner, lang, reply }) =>
        reports.generate(reply, partner, params.id, query, lang, 'custom'),
      runs: ({ query, partner, user }) => runs.list(partner, user.sub, query.page, query.size),
      createRun: ({ body, partner, request, lang }) => runs.create(actorOf(request), partner, body, lang),
      getRun: ({ params, partner, user }) => runs.get(partner, user.sub, params.guid),
      cancelRun: ({ params, partner, request }) => runs.cancel(actorOf(request), partner, params.guid),
      downloadRun: ({ params, partner, user }) => runs.download(partner, user.sub, params.guid),
      schedules: ({ partner, user }) => runs.schedules(partner, user.sub),
      createSchedule: ({ body, partner, request, user, lang }) =>
        runs.schedule({ ...actorOf(request), email: user.email }, partner, body, lang),
      removeSchedule: ({ params, partner, request }) => runs.unschedule(actorOf(request), partner, params.guid),
      bi: async ({ query, partner }) => ({
        ...(await database.scoped([partner], (tx) =>
          dashboardsRepository.bi(tx, partner, query.startDate, query.endDate),
        )),
        metabase_url: await metabaseUrl(partner),
      }),
      internal: ({ partner }) => database.scoped([partner], (tx) => dashboardsRepository.internal(tx, partner)),
    },
    verifier,
  );
  registerRoutes(
    app,
    reportEngineRoutes,
    {
      upload: ({ body, partner, request }) => reports.createCustom(actorOf(request), partner, body, 'engine'),
      report: ({ query, partner, lang, reply }) =>
        reports.generate(reply, partner, query.report_id, query, lang, 'engine'),
      reports: ({ query, partner }) => reports.listCustom(partner, 'engine', query.page, query.size),
    },
    verifier,
  );
  // Exports run here (and resume after a stopped process: the sweep every minute); schedules queue theirs.
  await jobs.work(REPORT_RUNS_QUEUE, async () => {
    while ((await runs.runPending(5)) > 0);
  });
  await jobs.schedule(REPORT_RUNS_QUEUE, '* * * * *');
  await jobs.work(REPORT_SCHEDULES_QUEUE, async () => {
    await runs.runSchedules();
  });
  await jobs.schedule(REPORT_SCHEDULES_QUEUE, '* * * * *');
};
