import { languagesRoutes } from '@coverdesk/contract';
import { registerRoutes } from '../../platform/http/routes.ts';
import type { Module } from '../../platform/module.ts';
import { languagesRepository } from './languages.repository.ts';

/** The languages the product speaks; also ensured here at start in case a database predates the migration's seed. */
export const DEFAULT_LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
];

export const languagesModule: Module = async (app, { database, verifier }) => {
  await languagesRepository.ensure(database.db, DEFAULT_LANGUAGES);
  registerRoutes(
    app,
    languagesRoutes,
    {
      list: async () => {
        const items = await languagesRepository.list(database.db);
        return { items, count: items.length };
      },
    },
    verifier,
  );
};
