import crypto from 'node:crypto';
import { ROLES } from '@coverdesk/contract';
import { hash } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../platform/db/client.ts';
import { groups, userGroups, users } from './identity.tables.ts';

/** A password that passes SPEC §5's rule: 20 random characters plus one of each class. */
export function generatePassword(): string {
  const base = crypto.randomBytes(15).toString('base64url').replace(/[-_]/g, 'x');
  return `${base}aZ7!`;
}

/** Creates the groups (= roles) that do not exist yet. */
export async function ensureGroups(db: Db) {
  await db
    .insert(groups)
    .values(ROLES.map((name) => ({ id: uuidv7(), name, path: `/${name}` })))
    .onConflictDoNothing();
  return db.select().from(groups);
}

export interface SeedUser {
  username: string;
  password: string;
  email?: string;
  first_name?: string;
  last_name?: string;
  roles: string[];
  partners: string[];
}

/** Creates a user with roles and partners unless the username is taken; returns its id and whether it was created. */
export async function ensureUser(db: Db, u: SeedUser): Promise<{ id: string; created: boolean }> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, u.username.toLowerCase()));
  if (existing) return { id: existing.id, created: false };
  const id = uuidv7();
  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      id,
      username: u.username,
      email: u.email ?? null,
      first_name: u.first_name ?? null,
      last_name: u.last_name ?? null,
      password_hash: await hash(u.password),
      partners: u.partners,
      attributes: { partners: u.partners },
      email_verified: Boolean(u.email),
    });
    const all = await tx.select().from(groups);
    const wanted = all.filter((g) => u.roles.includes(g.name));
    if (wanted.length) await tx.insert(userGroups).values(wanted.map((g) => ({ user_id: id, group_id: g.id })));
  });
  return { id, created: true };
}

/** Adds partners to a user's list (e.g. the admin gets every partner created at start). */
export async function addPartnersToUser(db: Db, userId: string, partners: string[]) {
  if (!partners.length) return;
  await db.execute(sql`
    update identity_users set
      partners = (select coalesce(array_agg(distinct p), '{}') from unnest(partners || ${sql.raw(`'{${partners.join(',')}}'::uuid[]`)}) p),
      updated_at = now()
    where id = ${userId}`);
  await db.execute(
    sql`update identity_users set attributes = jsonb_set(attributes, '{partners}', to_jsonb(partners::text[])) where id = ${userId}`,
  );
}
