import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = () => timestamp({ withTimezone: true, mode: 'string' });

/** The realm's signing keys (RS256). The newest active key signs; all listed keys verify (JWKS). */
export const signingKeys = pgTable('identity_signing_keys', {
  kid: text().primaryKey(),
  alg: text().notNull(),
  private_jwk: jsonb().notNull(),
  public_jwk: jsonb().notNull(),
  active: boolean().notNull().default(true),
  created_at: ts().defaultNow().notNull(),
});

/** Realm users (Keycloak's UserRepresentation). Users are not partner-owned: `partners` lists theirs. */
export const users = pgTable(
  'identity_users',
  {
    id: uuid().primaryKey(),
    username: text().notNull(),
    email: text(),
    first_name: text(),
    last_name: text(),
    enabled: boolean().notNull().default(true),
    email_verified: boolean().notNull().default(false),
    password_hash: text(),
    /** Keycloak-style attributes: name → list of values (`partners` is kept in its own column too). */
    attributes: jsonb().$type<Record<string, string[]>>().notNull().default({}),
    partners: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    required_actions: text().array().notNull().default(sql`'{}'::text[]`),
    language: text().notNull().default('en'),
    /** Brute-force detection: consecutive failures and the lock they earned. */
    failed_logins: integer().notNull().default(0),
    locked_until: ts(),
    created_at: ts().defaultNow().notNull(),
    updated_at: ts().defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('identity_users_username_idx').on(sql`lower(${t.username})`),
    uniqueIndex('identity_users_email_idx').on(sql`lower(${t.email})`),
    index('identity_users_partners_idx').using('gin', t.partners),
    index('identity_users_username_order_idx').on(t.username),
  ],
);

/** Groups are roles (SPEC §6). */
export const groups = pgTable('identity_groups', {
  id: uuid().primaryKey(),
  name: text().notNull().unique(),
  path: text().notNull(),
});

export const userGroups = pgTable(
  'identity_user_groups',
  {
    user_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    group_id: uuid()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.group_id] }), index('identity_user_groups_group_idx').on(t.group_id)],
);

/** A sign-in session: refresh tokens belong to it; logout revokes it. */
export const sessions = pgTable(
  'identity_sessions',
  {
    id: uuid().primaryKey(),
    user_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    client_id: text().notNull(),
    /** The only refresh token id still valid (rotation: using it issues a new one). */
    refresh_jti: uuid().notNull(),
    created_at: ts().defaultNow().notNull(),
    expires_at: ts().notNull(),
    revoked_at: ts(),
  },
  (t) => [index('identity_sessions_user_created_idx').on(t.user_id, t.created_at.desc())],
);

/** One-time tokens for emailed actions (reset password). Only the SHA-256 of the token is kept. */
export const actionTokens = pgTable('identity_action_tokens', {
  token_hash: text().primaryKey(),
  user_id: uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  actions: text().array().notNull(),
  expires_at: ts().notNull(),
  used_at: ts(),
  created_at: ts().defaultNow().notNull(),
});
