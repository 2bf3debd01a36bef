import type { UserCountQuery } from '@coverdesk/contract';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../platform/db/client.ts';
import { preparedStatement, queryPrepared } from '../platform/db/prepared.ts';
import { groups, userGroups, users } from './identity.tables.ts';

export type UserRow = typeof users.$inferSelect;
export type GroupRow = typeof groups.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A uuid[] literal for a bound parameter (only well-formed uuids get in). */
export const uuidArray = (ids: readonly string[]) => `{${ids.filter((i) => UUID.test(i)).join(',')}}`;

/**
 * Users an admin may see: those sharing a partner with them, and those with no partner yet. `partners` is the admin's
 * partners, or a uuid[] expression holding them (a prepared statement's parameter).
 */
export const visibleTo = (partners: readonly string[] | SQL): SQL =>
  sql`(cardinality(${users.partners}) = 0 or ${users.partners} && ${Array.isArray(partners) ? sql`${uuidArray(partners)}::uuid[]` : partners})`;

/** `visibleTo` written out for a named statement: the users of row alias `alias` an admin holding the uuid[] `param` sees. */
export const visibleToText = (alias: string, param: string) =>
  `(cardinality(${alias}.partners) = 0 or ${alias}.partners && ${param}::uuid[])`;

const like = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const textMatch = (column: SQL | typeof users.username, value: string, exact?: boolean): SQL =>
  exact ? sql`lower(${column}) = lower(${value})` : sql`${column} ilike ${like(value)}`;

/** Keycloak's `q` ("key:value key2:value2"): `partners` reads the column, other keys the attributes. */
function attributeFilters(q: string): SQL[] {
  const out: SQL[] = [];
  for (const pair of q.trim().split(/\s+/).filter(Boolean)) {
    const i = pair.indexOf(':');
    if (i <= 0) continue;
    const key = pair.slice(0, i);
    const value = pair.slice(i + 1);
    if (key === 'partners') {
      out.push(UUID.test(value) ? sql`${value}::uuid = any(${users.partners})` : sql`false`);
    } else {
      out.push(sql`${users.attributes} -> ${key} ? ${value}`);
    }
  }
  return out;
}

export function userFilters(q: UserCountQuery, partners: readonly string[]): SQL {
  const where: SQL[] = [visibleTo(partners)];
  if (q.search && q.search !== '*') {
    const s = q.search.trim();
    const exact = s.length > 1 && s.startsWith('"') && s.endsWith('"');
    const v = exact ? s.slice(1, -1) : s.replace(/\*/g, '');
    const cols = [users.username, users.email, users.first_name, users.last_name];
    where.push(
      sql`(${sql.join(
        cols.map((c) => textMatch(sql`${c}`, v, exact)),
        sql` or `,
      )})`,
    );
  }
  if (q.username) where.push(textMatch(sql`${users.username}`, q.username, q.exact));
  if (q.email) where.push(textMatch(sql`${users.email}`, q.email, q.exact));
  if (q.firstName) where.push(textMatch(sql`${users.first_name}`, q.firstName, q.exact));
  if (q.lastName) where.push(textMatch(sql`${users.last_name}`, q.lastName, q.exact));
  if (q.enabled !== undefined) where.push(eq(users.enabled, q.enabled));
  if (q.emailVerified !== undefined) where.push(eq(users.email_verified, q.emailVerified));
  if (q.q) where.push(...attributeFilters(q.q));
  return and(...where)!;
}

/** No filter but the admin's visibility: the users screen as it opens (`usersRepository.page`). */
export const isUnfiltered = (q: UserCountQuery) =>
  (!q.search || q.search === '*') &&
  !q.username &&
  !q.email &&
  !q.firstName &&
  !q.lastName &&
  q.enabled === undefined &&
  q.emailVerified === undefined &&
  !q.q;

/** The columns a user's representation (`toRepresentation`) reads. */
const REPRESENTED = {
  id: users.id,
  username: users.username,
  email: users.email,
  first_name: users.first_name,
  last_name: users.last_name,
  enabled: users.enabled,
  email_verified: users.email_verified,
  attributes: users.attributes,
  partners: users.partners,
  language: users.language,
  required_actions: users.required_actions,
  created_at: users.created_at,
};
export type RepresentedUser = Pick<UserRow, keyof typeof REPRESENTED>;

/** A page of the users an admin may see, unfiltered: built once, one named statement. */
const unfilteredPage = preparedStatement<RepresentedUser>('users_page', (db) =>
  db
    .select(REPRESENTED)
    .from(users)
    .where(visibleTo(sql`${sql.placeholder('partners')}::uuid[]`))
    .orderBy(asc(users.username))
    .limit(sql.placeholder('max'))
    .offset(sql.placeholder('first')),
);

export const usersRepository = {
  /** The users screen as it opens: `list` without a filter, its statement built once. */
  page: (database: Database, partners: readonly string[], first: number, max: number) =>
    unfilteredPage(database, { partners: uuidArray(partners), first, max }),

  /**
   * A page of users: only the columns of their representation (never the password hash, lock or counters). The users
   * screen's hot read: a prepared statement per filter shape (`queryPrepared`).
   */
  list: ({ pool, db }: Database, where: SQL, first: number, max: number) =>
    queryPrepared<RepresentedUser>(
      pool,
      db.select(REPRESENTED).from(users).where(where).orderBy(asc(users.username)).limit(max).offset(first),
    ),

  async count({ pool, db }: Database, where: SQL) {
    const [r] = await queryPrepared<{ n: number }>(
      pool,
      db
        .select({ n: sql<number>`count(*)::int`.as('n') })
        .from(users)
        .where(where),
    );
    return r?.n ?? 0;
  },

  async get(db: Executor, id: string) {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row;
  },

  /** For sign-in and forgot-password: by username, or by email when no username matches. */
  async findByLogin(db: Executor, login: string) {
    const l = login.trim().toLowerCase();
    const rows = await db
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = ${l} or lower(${users.email}) = ${l}`)
      .limit(2);
    return rows.find((r) => r.username.toLowerCase() === l) ?? rows[0];
  },

  async taken(db: Executor, username: string, email: string | null | undefined, exceptId?: string) {
    const rows = await db
      .select({ id: users.id, username: users.username, email: users.email })
      .from(users)
      .where(
        sql`(lower(${users.username}) = ${username.toLowerCase()} or lower(${users.email}) = ${(email ?? '').toLowerCase()})`,
      );
    const others = rows.filter((r) => r.id !== exceptId);
    if (others.some((r) => r.username.toLowerCase() === username.toLowerCase())) return 'username_exists';
    if (email && others.some((r) => r.email?.toLowerCase() === email.toLowerCase())) return 'email_exists';
    return undefined;
  },

  async insert(db: Executor, row: typeof users.$inferInsert) {
    const [out] = await db.insert(users).values(row).returning();
    return out!;
  },

  async update(db: Executor, id: string, set: Partial<typeof users.$inferInsert>) {
    const [out] = await db
      .update(users)
      .set({ ...set, updated_at: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    return out;
  },

  /**
   * One more failed sign-in, counted atomically (several server processes may count at once); locks the account for
   * `lockSeconds(failures)` from `now`, never shortening a lock already set.
   */
  async recordFailedLogin(db: Executor, id: string, now: number, lockSeconds: (failures: number) => number) {
    const [row] = await db
      .update(users)
      .set({ failed_logins: sql`${users.failed_logins} + 1`, updated_at: sql`now()` })
      .where(eq(users.id, id))
      .returning({ failed_logins: users.failed_logins });
    const seconds = row ? lockSeconds(row.failed_logins) : 0;
    if (seconds)
      await db
        .update(users)
        .set({
          locked_until: sql`greatest(${users.locked_until}, ${new Date(now + seconds * 1000).toISOString()}::timestamptz)`,
        })
        .where(eq(users.id, id));
  },

  async remove(db: Executor, id: string) {
    const [out] = await db.delete(users).where(eq(users.id, id)).returning();
    return out;
  },

  allGroups: (db: Executor) => db.select().from(groups).orderBy(asc(groups.name)),

  async group(db: Executor, id: string) {
    const [row] = await db.select().from(groups).where(eq(groups.id, id));
    return row;
  },

  groupsByNameOrPath: (db: Executor, names: string[]) =>
    db
      .select()
      .from(groups)
      .where(
        inArray(
          groups.name,
          names.map((n) => n.replace(/^\//, '')),
        ),
      ),

  groupsOf: (db: Executor, userId: string) =>
    db
      .select({ id: groups.id, name: groups.name, path: groups.path })
      .from(userGroups)
      .innerJoin(groups, eq(groups.id, userGroups.group_id))
      .where(eq(userGroups.user_id, userId))
      .orderBy(asc(groups.name)),

  async addGroup(db: Executor, userId: string, groupId: string) {
    const rows = await db
      .insert(userGroups)
      .values({ user_id: userId, group_id: groupId })
      .onConflictDoNothing()
      .returning();
    return rows.length > 0;
  },

  async removeGroup(db: Executor, userId: string, groupId: string) {
    const rows = await db
      .delete(userGroups)
      .where(and(eq(userGroups.user_id, userId), eq(userGroups.group_id, groupId)))
      .returning();
    return rows.length > 0;
  },
};
