import { asc } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { languages } from './languages.tables.ts';

export const languagesRepository = {
  list: (db: Executor) => db.select().from(languages).orderBy(asc(languages.code)),
  ensure: (db: Executor, rows: { code: string; name: string }[]) =>
    db.insert(languages).values(rows).onConflictDoNothing(),
};
