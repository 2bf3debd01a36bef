import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { APP_ROLE } from './client.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** packages/server/migrations: from src/platform/db when run from the sources, from dist when run bundled. */
export const MIGRATIONS_DIR = [path.resolve(here, '../../../migrations'), path.resolve(here, '../migrations')].find(
  (dir) => fs.existsSync(path.join(dir, 'meta/_journal.json')),
)!;

/**
 * Every table with a `partner_guid` column is partner-owned: row-level security is enabled and forced on it,
 * with one policy that lets a transaction see only the partners it set in `app.partner_guids`
 * (or all, for system work that sets `app.all_partners`). New partner-owned tables get it on the next migrate.
 */
const ENSURE_ROW_LEVEL_SECURITY = `
do $$
declare
  t record;
  scope text := $s$partner_guid = any ((select string_to_array(nullif(current_setting('app.partner_guids', true), ''), ',')::uuid[])::uuid[])
    or (select current_setting('app.all_partners', true)) = 'on'$s$;
begin
  for t in
    select c.table_name, c.is_nullable from information_schema.columns c
    join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
    where c.table_schema = 'public' and c.column_name = 'partner_guid' and tb.table_type = 'BASE TABLE'
  loop
    execute format('alter table %I enable row level security', t.table_name);
    execute format('alter table %I force row level security', t.table_name);
    -- The scope is read in scalar subqueries: PostgreSQL evaluates them once per statement (an InitPlan), not once
    -- per row (a partner's scan of 200,000 payments: 156 → 78 ms). Policies of the earlier per-row form are altered.
    if not exists (select 1 from pg_policies where schemaname = 'public' and tablename = t.table_name and policyname = 'partner_scope') then
      execute format($p$create policy partner_scope on %I using (%s)$p$, t.table_name, scope);
    elsif exists (select 1 from pg_policies where schemaname = 'public' and tablename = t.table_name and policyname = 'partner_scope'
                    and qual not ilike '%select%') then
      execute format($p$alter policy partner_scope on %I using (%s)$p$, t.table_name, scope);
    end if;
    -- Shared rows (no partner) may be written from any scope; they are read only by system work.
    if t.is_nullable = 'YES' and not exists (select 1 from pg_policies where schemaname = 'public' and tablename = t.table_name and policyname = 'shared_insert') then
      execute format('create policy shared_insert on %I for insert with check (partner_guid is null)', t.table_name);
    end if;
  end loop;
end $$;`;

async function isSuperuser(client: pg.Client) {
  const r = await client.query('select rolsuper or rolbypassrls as bypass from pg_roles where rolname = current_user');
  return Boolean(r.rows[0]?.bypass);
}

/**
 * Applies the Drizzle migrations, then row-level security. Returns whether request queries must `set role` to the
 * app role (we connected as a role that bypasses row-level security). `migrationsFolder` is for tests of a migration.
 */
export async function migrateDatabase(
  url: string,
  migrationsFolder = MIGRATIONS_DIR,
): Promise<{ useAppRole: boolean }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`select pg_advisory_lock(7243001)`);
    await migrate(drizzle(client), { migrationsFolder });
    await client.query(ENSURE_ROW_LEVEL_SECURITY);
    const useAppRole = await isSuperuser(client);
    if (useAppRole) {
      await client.query(`do $$ begin
        if not exists (select 1 from pg_roles where rolname = '${APP_ROLE}') then create role ${APP_ROLE} nologin nobypassrls; end if;
      exception when duplicate_object or unique_violation then null;
      end $$;`);
      await client.query(`grant usage on schema public to ${APP_ROLE};
        grant select, insert, update, delete on all tables in schema public to ${APP_ROLE};
        grant usage, select on all sequences in schema public to ${APP_ROLE};`);
    }
    await client.query(`select pg_advisory_unlock(7243001)`);
    return { useAppRole };
  } finally {
    await client.end();
  }
}

/**
 * Runs `fn` while holding a session advisory lock on its own connection: several server processes starting at once
 * take turns at first-start work (signing key, admin user, demo data) instead of racing to create it twice.
 */
export async function withStartupLock<T>(url: string, fn: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(7243002)');
    return await fn();
  } finally {
    await client.end().catch(() => {});
  }
}
