import { smsBatchesRoutes, smsTemplatesRoutes } from '@coverdesk/contract';
import { registerRoutes } from '../../platform/http/routes.ts';
import { registerImportDomain } from '../../platform/imports/index.ts';
import { onScrape, smsGauges } from '../../platform/metrics.ts';
import type { Module } from '../../platform/module.ts';
import { createSimulatedSmsGateway, settleSimulatedDeliveries } from '../../platform/sms.ts';
import { contentDisposition, storageFor } from '../../platform/storage.ts';
import { createSmsBatchesService } from './sms-batches.service.ts';
import { smsBlastImport } from './sms-blast.import.ts';
import {
  createSmsDispatcher,
  dueSmsBatches,
  SMS_DELIVERIES_QUEUE,
  SMS_DISPATCH_JOB_OPTIONS,
  SMS_DISPATCH_QUEUE,
  SMS_SWEEP_QUEUE,
  type SmsDispatchJob,
  smsQueueState,
} from './sms-dispatch.ts';
import { createSmsTemplatesService } from './sms-templates.service.ts';

/** SMS templates, blasts and bulk SMS (issue #16); the outbox and resend are `outbox.routes.ts`. */
export const smsModule: Module = async (app, ctx) => {
  const { database, verifier, actorOf, jobs, config } = ctx;
  const templates = createSmsTemplatesService(database);
  const imports = await registerImportDomain({ ...ctx, log: app.log }, smsBlastImport);
  const batches = createSmsBatchesService({ database, jobs, storage: storageFor(config.dataDir), imports });
  const dispatcher = createSmsDispatcher({ database, gateway: createSimulatedSmsGateway() });
  const readQueue = async () => {
    const row = await smsQueueState(database);
    smsGauges.waiting.set(row.waiting);
    smsGauges.oldest.set(row.oldest);
  };
  app.addHook('onClose', onScrape('sms_queue', readQueue));

  registerRoutes(
    app,
    smsTemplatesRoutes,
    {
      list: ({ partner, query }) => templates.list(partner, query.language),
      create: ({ partner, body, request }) => templates.create(actorOf(request), partner, body),
      update: ({ partner, params, body, request }) => templates.update(actorOf(request), partner, params.guid, body),
      remove: async ({ partner, params, request, reply }) => {
        await templates.remove(actorOf(request), partner, params.guid);
        return reply.status(204).send();
      },
      metadata: ({ partner }) => templates.metadata(partner),
    },
    verifier,
  );
  registerRoutes(
    app,
    smsBatchesRoutes,
    {
      upload: ({ partner, query }) => batches.signUpload(partner, query.filename),
      fileHead: ({ partner, query }) => batches.fileHead(partner, query.filename),
      create: ({ partner, body, request, lang }) => batches.create(actorOf(request), partner, body, lang),
      list: ({ partner, query, lang }) => batches.list(partner, query, lang),
      get: ({ partner, params, lang }) => batches.get(partner, params.id, lang),
      progress: ({ partner, params }) => batches.progress(partner, params.id),
      invalid: ({ partner, params, query, lang }) => batches.invalid(partner, params.id, query, lang),
      send: ({ partner, params, request, lang }) => batches.send(actorOf(request), partner, params.id, lang),
      interrupt: ({ partner, params, request, lang }) => batches.interrupt(actorOf(request), partner, params.id, lang),
      download: async ({ partner, params, lang, reply }) => {
        const file = await batches.download(partner, params.id, lang);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', contentDisposition(file.name))
          .header('cache-control', 'private, no-store')
          .send(file.body);
      },
      previewCustomers: ({ partner, body }) => batches.previewCustomers(partner, body),
      createCustomers: ({ partner, body, request, lang }) =>
        batches.createCustomers(actorOf(request), partner, body, lang),
    },
    verifier,
  );

  await jobs.work<SmsDispatchJob>(SMS_DISPATCH_QUEUE, (job) => dispatcher.run(job));
  // Batches no worker has touched for two minutes (a killed worker), and scheduled ones now due: dispatch again.
  await jobs.work(SMS_SWEEP_QUEUE, async () => {
    const due = await dueSmsBatches(database);
    for (const b of due)
      await jobs.send(SMS_DISPATCH_QUEUE, { partner: b.partner_guid, batch: b.guid }, SMS_DISPATCH_JOB_OPTIONS);
  });
  await jobs.schedule(SMS_SWEEP_QUEUE, '* * * * *');
  await jobs.work(SMS_DELIVERIES_QUEUE, async () => {
    while ((await settleSimulatedDeliveries(database)) > 0);
  });
  await jobs.schedule(SMS_DELIVERIES_QUEUE, '* * * * *');
};
