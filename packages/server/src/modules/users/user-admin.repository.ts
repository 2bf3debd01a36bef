import { desc, eq, inArray } from 'drizzle-orm';
import { groups, sessions, userGroups } from '../../identity/identity.tables.ts';
import { uuidArray, visibleToText } from '../../identity/users.repository.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { ScopedReader } from '../../platform/db/scoped-reader.ts';

interface UserStateRow {
  id: string;
  partners: string[];
  failed_logins: number;
  locked_until: string | null;
  roles: string[];
  last_sign_in: string | null;
}

/** Reads for the users screen that cover a whole page of users in a fixed number of queries. */
export const userAdminRepository = {
  /**
   * Each visible user's roles, partners, lock and newest sign-in: one named statement whatever the page size, run on
   * the reader pool (parsed and planned once per connection; no query builder or row mapping per call, which cost more
   * than the statement). The ids and the admin's partners are two uuid[] parameters; the visibility test is
   * `visibleTo`'s (users sharing a partner with the admin, or with none yet).
   */
  states(reader: ScopedReader, ids: string[], adminPartners: readonly string[]) {
    return reader.query<UserStateRow>(adminPartners, {
      name: 'user_admin_states',
      text: `select u.id, u.partners, u.failed_logins,
          to_char(u.locked_until at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as locked_until,
          coalesce((select array_agg(g.name order by g.name)
            from identity_user_groups ug join identity_groups g on g.id = ug.group_id
            where ug.user_id = u.id), '{}') as roles,
          (select to_char(max(s.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
            from identity_sessions s where s.user_id = u.id) as last_sign_in
        from identity_users u
        where u.id = any($1::uuid[]) and ${visibleToText('u', '$2')}`,
      values: [uuidArray(ids), uuidArray(adminPartners)],
    });
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
