import {
  documentTemplatesRoutes,
  emailTemplatesRoutes,
  POLICY_SCHEDULE_TEMPLATE_GUID,
  policyScheduleRoutes,
} from '@coverdesk/contract';
import { registerRoutes } from '../../platform/http/routes.ts';
import type { Module } from '../../platform/module.ts';
import { contentDisposition, storageFor } from '../../platform/storage.ts';
import { createEmailService } from './email-templates.service.ts';
import { createTemplatesService } from './templates.service.ts';

export const TEMPLATE_JOBS_QUEUE = 'templates.jobs';
export const TEMPLATE_SCHEDULES_QUEUE = 'templates.schedules';

export const templatesModule: Module = async (app, { database, verifier, actorOf, config, jobs, mailer }) => {
  const storage = storageFor(config.dataDir);
  const templates = createTemplatesService(database, storage, app.log);
  const emails = createEmailService(database, storage, mailer, templates);
  // The policy schedule is the first built-in document template: one template engine renders every document.
  registerRoutes(
    app,
    policyScheduleRoutes,
    {
      schedule: async ({ params, partner, reply }) => {
        const { label, pdf } = await templates.render(partner, POLICY_SCHEDULE_TEMPLATE_GUID, params.guid);
        return reply
          .type('application/pdf')
          .header('content-disposition', contentDisposition(`${label}.pdf`))
          .send(pdf);
      },
    },
    verifier,
  );
  registerRoutes(
    app,
    emailTemplatesRoutes,
    {
      list: ({ partner }) => emails.list(partner),
      create: ({ body, partner, request }) => emails.create(actorOf(request), partner, body),
      signedUrl: ({ query, partner }) => emails.signUpload(partner, query.filename),
      get: ({ params, partner }) => emails.get(partner, params.guid),
      update: ({ params, body, partner, request }) => emails.update(actorOf(request), partner, params.guid, body),
      remove: ({ params, partner, request }) => emails.remove(actorOf(request), partner, params.guid),
      send: ({ query, partner, request }) => emails.send(actorOf(request), partner, query),
      sent: ({ query, partner }) => emails.sent(partner, query.entity_guid),
    },
    verifier,
  );
  registerRoutes(
    app,
    documentTemplatesRoutes,
    {
      list: ({ query, partner }) => templates.list(partner, query.type),
      create: ({ body, partner, request }) => templates.create(actorOf(request), partner, body),
      update: ({ params, body, partner, request }) => templates.update(actorOf(request), partner, params.guid, body),
      remove: ({ params, partner, request }) => templates.remove(actorOf(request), partner, params.guid),
      progress: ({ params, partner }) => templates.progress(partner, params.guid),
      stop: ({ params, partner, request }) => templates.stop(actorOf(request), partner, params.guid),
      signedUrl: ({ query, partner }) => templates.signUpload(partner, query.filename),
      download: async ({ params, query, partner, reply }) => {
        const r = await templates.render(partner, params.template, query.entity_guid, query.language);
        return reply
          .type('application/pdf')
          .header('content-disposition', contentDisposition(r.filename))
          .header('content-language', r.language)
          .header('cache-control', 'private, no-store')
          .send(r.pdf);
      },
      generate: ({ params, body, partner, request }) =>
        templates.generate(actorOf(request), partner, params.template, body.entity_guid),
      generated: ({ query, partner }) => templates.generated(partner, query.entity_guid),
    },
    verifier,
  );
  // Event documents are queued by the audit trigger (migration 0016) and scheduled ones by the schedule sweep; this
  // worker renders whatever is pending, every minute and when the sweep queued something.
  await jobs.work(TEMPLATE_JOBS_QUEUE, async () => {
    while ((await templates.runJobs(200)) > 0);
  });
  await jobs.schedule(TEMPLATE_JOBS_QUEUE, '* * * * *');
  await jobs.work(TEMPLATE_SCHEDULES_QUEUE, async () => {
    if ((await templates.runSchedules()) > 0) await jobs.send(TEMPLATE_JOBS_QUEUE, {});
  });
  await jobs.schedule(TEMPLATE_SCHEDULES_QUEUE, '* * * * *');
};
