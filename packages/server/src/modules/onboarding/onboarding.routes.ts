import { onboardingImportRoutes, onboardingRoutes } from '@coverdesk/contract';
import { registerRoutes } from '../../platform/http/routes.ts';
import { registerImportDomain, registerImportRoutes } from '../../platform/imports/index.ts';
import type { Module } from '../../platform/module.ts';
import { moneyOptionsOf } from '../configuration/index.ts';
import { onboardingImport } from './onboarding.import.ts';

/** Bulk policy onboarding: the engine's routes, and the spec's names for its list, failed rows and signed URL. */
export const onboardingModule: Module = async (app, ctx) => {
  const files = await registerImportDomain({ ...ctx, log: app.log }, onboardingImport);
  await registerImportRoutes(app, onboardingImportRoutes, files, ctx, {
    optionsOf: moneyOptionsOf(ctx.database.scoped),
  });
  registerRoutes(
    app,
    onboardingRoutes,
    {
      batches: ({ query, partner, lang }) => files.list(partner, { page: query.page, size: query.page_size }, lang),
      failedEntries: ({ query, partner, lang }) =>
        files.rows(partner, query.batch_guid, { page: query.page, size: query.page_size, status: 'problem' }, lang),
      signedUrl: ({ query, partner }) => files.signUpload(partner, query.filename),
    },
    ctx.verifier,
  );
};
