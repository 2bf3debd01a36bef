import { countriesRoutes } from '@coverdesk/contract';
import { registerRoutes } from '../../platform/http/routes.ts';
import type { Module } from '../../platform/module.ts';
import { createCountriesService } from './countries.service.ts';

export const countriesModule: Module = (app, { database, verifier, actorOf }) => {
  const countries = createCountriesService(database);
  registerRoutes(
    app,
    countriesRoutes,
    {
      list: ({ query }) => countries.list(query),
      get: ({ params }) => countries.get(params.code),
      create: ({ body, request }) => countries.create(actorOf(request), body),
      update: ({ params, body, request }) => countries.update(actorOf(request), params.code, body),
      remove: ({ params, request }) => countries.remove(actorOf(request), params.code),
    },
    verifier,
  );
};
