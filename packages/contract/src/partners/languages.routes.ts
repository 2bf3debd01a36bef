import { z } from 'zod';
import { paged } from '../common/paging.ts';
import { defineRoutes } from '../common/route.ts';

/** The interface and customer languages (shared reference data). */
export const language = z.object({ code: z.string(), name: z.string() });
export type LanguageRow = z.infer<typeof language>;

export const languagesRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: '/api/languages',
    summary: 'List languages',
    scope: 'user',
    response: paged(language),
  },
});
