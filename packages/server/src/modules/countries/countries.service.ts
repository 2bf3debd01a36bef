import type { CountryInput, CountryUpdate } from '@coverdesk/contract';
import { type Actor, audit } from '../../platform/audit.ts';
import { isNoChange } from '../../platform/changes.ts';
import type { Database } from '../../platform/db/client.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { countriesRepository } from './countries.repository.ts';

export function createCountriesService(database: Database, repo = countriesRepository) {
  const { db } = database;
  const getCountry = repo.preparedGet(db);
  return {
    list: (q: { page: number; size: number; search?: string }) => repo.list(db, q),

    async get(code: string) {
      const row = await getCountry(code);
      if (!row) throw notFound();
      return row;
    },

    create: (actor: Actor, input: CountryInput) =>
      db.transaction(async (tx) => {
        const row = await repo.insert(tx, input);
        if (!row) throw conflict('country_exists');
        await audit(tx, actor, { entity_type: 'country', entity_guid: row.code, action: 'create', after: row });
        return row;
      }),

    update: (actor: Actor, code: string, input: CountryUpdate) =>
      db.transaction(async (tx) => {
        const before = await repo.get(tx, code);
        if (!before) throw notFound();
        if (isNoChange(before, input)) return before;
        const row = await repo.update(tx, code, input);
        await audit(tx, actor, { entity_type: 'country', entity_guid: code, action: 'update', before, after: row });
        return row!;
      }),

    remove: (actor: Actor, code: string) =>
      db
        .transaction(async (tx) => {
          const row = await repo.remove(tx, code);
          if (!row) throw notFound();
          await audit(tx, actor, { entity_type: 'country', entity_guid: code, action: 'delete', before: row });
        })
        .catch((e: unknown) => {
          // A partner still points at the country (foreign key).
          if (
            (e as { cause?: { code?: string }; code?: string })?.cause?.code === '23503' ||
            (e as { code?: string }).code === '23503'
          )
            throw conflict('country_in_use');
          throw e;
        }),
  };
}
export type CountriesService = ReturnType<typeof createCountriesService>;
