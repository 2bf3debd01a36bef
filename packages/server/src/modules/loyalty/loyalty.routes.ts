import { loyaltyImportRoutes, loyaltyRoutes } from '@coverdesk/contract';
import { registerRoutes } from '../../platform/http/routes.ts';
import { registerImportDomain, registerImportRoutes } from '../../platform/imports/index.ts';
import type { Module } from '../../platform/module.ts';
import { moneyOptionsOf } from '../configuration/index.ts';
import { loyaltyImport } from './loyalty.import.ts';
import { createLoyaltyService } from './loyalty.service.ts';

export const loyaltyModule: Module = async (app, ctx) => {
  const { database, verifier, actorOf } = ctx;
  const loyalty = createLoyaltyService(database);
  registerRoutes(
    app,
    loyaltyRoutes,
    {
      settings: ({ partner }) => loyalty.settings(partner),
      saveSettings: ({ body, partner, request }) => loyalty.saveSettings(actorOf(request), partner, body),
      run: ({ params, partner }) => loyalty.run(partner, params.batch_guid),
      undo: ({ params, partner, request }) => loyalty.undo(actorOf(request), partner, params.batch_guid),
    },
    verifier,
  );
  const files = await registerImportDomain({ ...ctx, log: app.log }, loyaltyImport);
  await registerImportRoutes(app, loyaltyImportRoutes, files, ctx, {
    defaults: { mode: 'eligibility' },
    byUpload: { renew: { mode: 'renewal' } },
    optionsOf: moneyOptionsOf(ctx.database.scoped),
  });
};
