import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { groups, sessions, userGroups, users } from '../../identity/identity.tables.ts';
import { uuidArray, visibleTo } from '../../identity/users.repository.ts';
import type { Db, Executor } from '../../platform/db/client.ts';

/** Reads for the users screen that cover a whole page of users in a fixed number of queries. */
export const userAdminRepository = {
  /**
   * Each visible user's roles, partners, lock and newest sign-in: one statement whatever the page size, built once and
   * prepared on each connection (building and planning a hundred-id query cost more than running it). The ids and the
   * admin's partners are bound as two uuid[] parameters; the visibility test is `visibleTo`'s.
   */
  preparedStates(db: Db) {
    const query = db
      .select({
        id: users.id,
        partners: users.partners,
        failed_logins: users.failed_logins,
        locked_until: users.locked_until,
        // Written out: Drizzle leaves columns of a single-table select unqualified, which a correlated subquery misreads.
        roles: sql<string[]>`coalesce((
          select array_agg(g.name order by g.name)
          from identity_user_groups ug join identity_groups g on g.id = ug.group_id
          where ug.user_id = identity_users.id), '{}')`,
        last_sign_in: sql<string | null>`(
          select to_char(max(s.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
          from identity_sessions s where s.user_id = identity_users.id)`,
      })
      .from(users)
      .where(
        and(
          sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`,
          visibleTo(sql`${sql.placeholder('partners')}::uuid[]`),
        ),
      )
      .prepare('user_admin_states');
    return (ids: string[], adminPartners: readonly string[]) =>
      query.execute({ ids: uuidArray(ids), partners: uuidArray(adminPartners) });
  },

  groupsByName: (db: Executor, names: string[]) => db.select().from(groups).where(inArray(groups.name, names)),

  async replaceGroups(db: Executor, userId: string, groupIds: string[]) {
    await db.delete(userGroups).where(eq(userGroups.user_id, userId));
    if (groupIds.length)
      await db.insert(userGroups).values(groupIds.map((group_id) => ({ user_id: userId, group_id })));
  },

  signIns: (db: Executor, userId: string, limit: number) =>
    db
      .select({
        created_at: sessions.created_at,
        client_id: sessions.client_id,
        revoked_at: sessions.revoked_at,
        expires_at: sessions.expires_at,
      })
      .from(sessions)
      .where(eq(sessions.user_id, userId))
      .orderBy(desc(sessions.created_at))
      .limit(limit),
};
