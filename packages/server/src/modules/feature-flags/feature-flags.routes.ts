import { featureFlagsRoutes } from '@coverdesk/contract';
import { registerRoutes } from '../../platform/http/routes.ts';
import type { Module } from '../../platform/module.ts';
import { callerOf } from '../partners/index.ts';
import { createFeatureFlagsService } from './feature-flags.service.ts';

export const featureFlagsModule: Module = (app, ctx) => {
  const flags = createFeatureFlagsService(ctx.database);
  registerRoutes(
    app,
    featureFlagsRoutes,
    {
      list: ({ query, partner, request }) => flags.list(callerOf(ctx, request), partner, query),
      get: ({ params, partner, request }) => flags.get(callerOf(ctx, request), partner, params.guid),
      create: ({ body, partner, request }) => flags.create(callerOf(ctx, request), partner, body),
      update: ({ params, body, partner, request }) => flags.update(callerOf(ctx, request), partner, params.guid, body),
      remove: ({ params, partner, request }) => flags.remove(callerOf(ctx, request), partner, params.guid),
    },
    ctx.verifier,
  );
};
