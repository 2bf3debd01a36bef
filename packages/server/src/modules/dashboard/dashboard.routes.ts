import { customersRoutes, dashboardRoutes } from '@coverdesk/contract';
import { pickRoutes, registerRoutes } from '../../platform/http/routes.ts';
import type { Module } from '../../platform/module.ts';
import { createSimulatedSmsGateway } from '../../platform/sms.ts';
import { createCustomerOverviewService } from './customer-overview.service.ts';
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
  // The caller view: a customer's policies, payments, open claims and SMS in one read.
  const overview = createCustomerOverviewService(database, createSimulatedSmsGateway());
  registerRoutes(
    app,
    pickRoutes(customersRoutes, ['overview']),
    { overview: ({ partner, params }) => overview.overview(partner, params.guid) },
    verifier,
  );
};
