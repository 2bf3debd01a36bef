import { dashboardRoutes } from '@coverdesk/contract';
import { registerRoutes } from '../../platform/http/routes.ts';
import type { Module } from '../../platform/module.ts';
import { dashboardRepository } from './dashboard.repository.ts';
import { dashboardService } from './dashboard.service.ts';

export const dashboardModule: Module = (app, { database, verifier }) => {
  const service = dashboardService(database);
  registerRoutes(
    app,
    dashboardRoutes,
    {
      summary: ({ partner }) => database.scoped([partner], (tx) => dashboardRepository.summary(tx, partner)),
      work: ({ partner }) => service.work(partner),
    },
    verifier,
  );
};
