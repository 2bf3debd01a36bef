import { dashboardRoutes } from '@coverdesk/contract';
import { registerRoutes } from '../../platform/http/routes.ts';
import type { Module } from '../../platform/module.ts';
import { dashboardRepository } from './dashboard.repository.ts';

export const dashboardModule: Module = (app, { database, verifier }) => {
  registerRoutes(
    app,
    dashboardRoutes,
    { summary: ({ partner }) => database.scoped([partner], (tx) => dashboardRepository.summary(tx, partner)) },
    verifier,
  );
};
