import type { UserCountQuery, UserCreate, UserListQuery, UserRepresentation, UserUpdate } from '@coverdesk/contract';
import { uuidv7 } from 'uuidv7';
import { type Actor, audit } from '../platform/audit.ts';
import type { Principal } from '../platform/auth.ts';
import type { Database, Executor } from '../platform/db/client.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../platform/http/errors.ts';
import type { AccountEmails } from './account-emails.ts';
import { hashPassword } from './passwords.ts';
import type { TokenService } from './tokens.service.ts';
import {
  type GroupRow,
  isUnfiltered,
  type RepresentedUser,
  usersRepository as repo,
  userFilters,
} from './users.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the console may do with a user: the same for every user here (roles are groups, no impersonation). */
const ACCESS = Object.freeze({
  manageGroupMembership: true,
  view: true,
  mapRoles: true,
  impersonate: false,
  manage: true,
});

/**
 * Keycloak's UserRepresentation of a row (never the password hash); built field by field (a page holds a hundred,
 * and spreads cost garbage).
 */
export function toRepresentation(u: RepresentedUser, brief = false): UserRepresentation {
  const r: UserRepresentation = { id: u.id, username: u.username } as UserRepresentation;
  if (u.email) r.email = u.email;
  if (u.first_name) r.firstName = u.first_name;
  if (u.last_name) r.lastName = u.last_name;
  r.enabled = u.enabled;
  r.emailVerified = u.email_verified;
  if (!brief) r.attributes = { ...u.attributes, partners: u.partners, locale: [u.language] };
  r.createdTimestamp = Date.parse(u.created_at);
  r.requiredActions = u.required_actions;
  r.totp = false;
  r.notBefore = 0;
  r.access = ACCESS;
  return r;
}

export const toGroup = (g: Pick<GroupRow, 'id' | 'name' | 'path'>) => ({
  id: g.id,
  name: g.name,
  path: g.path,
  subGroups: [],
  subGroupCount: 0,
});

/** Keycloak keeps the user's language in the `locale` attribute; we keep it in `language` too (en or fr). */
function localeOf(attributes: Record<string, string[]> | undefined): 'en' | 'fr' | undefined {
  const v = attributes?.locale?.[0];
  if (v === undefined) return undefined;
  if (v !== 'en' && v !== 'fr') throw badRequest({ 'attributes.locale': 'invalid_value' });
  return v;
}

/** Reads `attributes.partners`, checking the guids; undefined when the caller did not send it. */
function partnersOf(attributes: Record<string, string[]> | undefined): string[] | undefined {
  const list = attributes?.partners;
  if (list === undefined) return undefined;
  const cleaned = [
    ...new Set(
      list
        .flatMap((v) => v.split(','))
        .map((v) => v.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  if (cleaned.some((p) => !UUID.test(p))) throw badRequest({ 'attributes.partners': 'uuid' });
  return cleaned;
}

/**
 * The Keycloak admin API over our users. Partner isolation: an admin sees users that share a partner with them (or
 * have none yet) and may only grant or remove partners they hold themselves.
 */
export function createUsersService(database: Database, tokens: TokenService, emails: AccountEmails) {
  const { db } = database;

  /** The user if the admin may see it, else 404 (nothing tells a foreign user exists). */
  async function visible(tx: Executor, admin: Principal, id: string) {
    const u = await repo.get(tx, id);
    if (!u) throw notFound();
    if (u.partners.length && !u.partners.some((p) => admin.partners.includes(p))) throw notFound();
    return u;
  }

  function checkPartnerChange(admin: Principal, before: string[], after: string[]) {
    const changed = [...after.filter((p) => !before.includes(p)), ...before.filter((p) => !after.includes(p))];
    if (changed.some((p) => !admin.partners.includes(p))) throw forbidden('partner_not_yours');
  }

  async function checkUnique(tx: Executor, username: string, email: string | null | undefined, exceptId?: string) {
    const taken = await repo.taken(tx, username, email, exceptId);
    if (taken) throw conflict(taken);
  }

  return {
    async list(admin: Principal, q: UserListQuery) {
      const rows = isUnfiltered(q)
        ? await repo.page(database, admin.partners, q.first, q.max)
        : await repo.list(database, userFilters(q, admin.partners), q.first, q.max);
      return rows.map((r) => toRepresentation(r, q.briefRepresentation));
    },

    count: (admin: Principal, q: UserCountQuery) => repo.count(database, userFilters(q, admin.partners)),

    async get(admin: Principal, id: string) {
      return toRepresentation(await visible(db, admin, id));
    },

    create: (actor: Actor, admin: Principal, input: UserCreate) =>
      db.transaction(async (tx) => {
        const partners = partnersOf(input.attributes) ?? [];
        const language = localeOf(input.attributes) ?? 'en';
        checkPartnerChange(admin, [], partners);
        await checkUnique(tx, input.username, input.email);
        const wanted = input.groups?.length ? await repo.groupsByNameOrPath(tx, input.groups) : [];
        if (input.groups && wanted.length !== new Set(input.groups.map((g) => g.replace(/^\//, ''))).size)
          throw badRequest({ groups: 'invalid_value' });
        const credential = input.credentials?.[0];
        const requiredActions = new Set(input.requiredActions ?? []);
        if (credential?.temporary) requiredActions.add('UPDATE_PASSWORD');
        const row = await repo.insert(tx, {
          id: uuidv7(),
          // Keycloak keeps usernames and emails in lower case.
          username: input.username.toLowerCase(),
          email: input.email?.toLowerCase() ?? null,
          language,
          first_name: input.firstName ?? null,
          last_name: input.lastName ?? null,
          enabled: input.enabled,
          email_verified: input.emailVerified,
          attributes: { ...(input.attributes ?? {}), partners },
          partners,
          required_actions: [...requiredActions],
          password_hash: credential ? await hashPassword(credential.value) : null,
        });
        for (const g of wanted) await repo.addGroup(tx, row.id, g.id);
        await audit(tx, actor, {
          entity_type: 'user',
          entity_guid: row.id,
          action: 'create',
          after: { ...toRepresentation(row), groups: wanted.map((g) => g.name), password_set: Boolean(credential) },
        });
        return row.id;
      }),

    update: (actor: Actor, admin: Principal, id: string, input: UserUpdate) =>
      db.transaction(async (tx) => {
        const before = await visible(tx, admin, id);
        if (input.username !== undefined && input.username.toLowerCase() !== before.username.toLowerCase())
          throw badRequest({ username: 'username_read_only' });
        const partners = partnersOf(input.attributes);
        const language = localeOf(input.attributes);
        if (partners) checkPartnerChange(admin, before.partners, partners);
        const email = input.email === undefined ? before.email : (input.email?.toLowerCase() ?? null);
        if (email !== before.email) await checkUnique(tx, before.username, email, id);
        const credential = input.credentials?.[0];
        const requiredActions = new Set(input.requiredActions ?? before.required_actions);
        if (credential?.temporary) requiredActions.add('UPDATE_PASSWORD');
        const after = await repo.update(tx, id, {
          ...(input.email !== undefined ? { email } : {}),
          ...(language ? { language } : {}),
          ...(input.firstName !== undefined ? { first_name: input.firstName || null } : {}),
          ...(input.lastName !== undefined ? { last_name: input.lastName || null } : {}),
          ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
          ...(input.emailVerified !== undefined ? { email_verified: input.emailVerified } : {}),
          ...(input.attributes !== undefined
            ? {
                attributes: { ...input.attributes, partners: partners ?? before.partners },
                partners: partners ?? before.partners,
              }
            : {}),
          required_actions: [...requiredActions],
          ...(credential
            ? { password_hash: await hashPassword(credential.value), failed_logins: 0, locked_until: null }
            : {}),
        });
        await audit(tx, actor, {
          entity_type: 'user',
          entity_guid: id,
          action: 'update',
          before: toRepresentation(before),
          after: { ...toRepresentation(after!), ...(credential ? { password_set: true } : {}) },
        });
        if (input.enabled === false || credential) await tokens.revokeUserSessions(id, tx);
      }),

    remove: (actor: Actor, admin: Principal, id: string) =>
      db.transaction(async (tx) => {
        if (id === admin.sub) throw new AppError(422, 'cannot_delete_self');
        const before = await visible(tx, admin, id);
        const outside = before.partners.filter((p) => !admin.partners.includes(p));
        if (outside.length) throw forbidden('partner_not_yours');
        await tokens.revokeUserSessions(id, tx);
        await repo.remove(tx, id);
        await audit(tx, actor, {
          entity_type: 'user',
          entity_guid: id,
          action: 'delete',
          before: toRepresentation(before),
        });
      }),

    resetPassword: (actor: Actor, admin: Principal, id: string, credential: { value: string; temporary: boolean }) =>
      db.transaction(async (tx) => {
        const before = await visible(tx, admin, id);
        const actions = new Set(before.required_actions);
        if (credential.temporary) actions.add('UPDATE_PASSWORD');
        else actions.delete('UPDATE_PASSWORD');
        await repo.update(tx, id, {
          password_hash: await hashPassword(credential.value),
          failed_logins: 0,
          locked_until: null,
          required_actions: [...actions],
        });
        await audit(tx, actor, {
          entity_type: 'user',
          entity_guid: id,
          action: 'reset_password',
          after: { temporary: credential.temporary },
        });
        await tokens.revokeUserSessions(id, tx);
      }),

    async executeActionsEmail(actor: Actor, admin: Principal, id: string, lifespan: number) {
      const guid = await db.transaction(async (tx) => {
        const user = await visible(tx, admin, id);
        if (!user.email) throw badRequest({ email: 'user_email_missing' }, 'user_email_missing');
        const emailGuid = await emails.sendResetLink(tx, user, lifespan, 'execute_actions');
        await audit(tx, actor, {
          entity_type: 'user',
          entity_guid: id,
          action: 'execute_actions_email',
          after: { actions: ['UPDATE_PASSWORD'], lifespan },
        });
        return emailGuid;
      });
      await emails.dispatch(guid);
    },

    async groups(search?: string) {
      const all = await repo.allGroups(db);
      return all.filter((g) => !search || g.name.toLowerCase().includes(search.toLowerCase())).map(toGroup);
    },

    async group(id: string) {
      const g = await repo.group(db, id);
      if (!g) throw notFound();
      return toGroup(g);
    },

    async userGroups(admin: Principal, id: string) {
      await visible(db, admin, id);
      return (await repo.groupsOf(db, id)).map(toGroup);
    },

    setGroup: (actor: Actor, admin: Principal, id: string, groupId: string, member: boolean) =>
      db.transaction(async (tx) => {
        await visible(tx, admin, id);
        const group = await repo.group(tx, groupId);
        if (!group) throw notFound();
        const changed = member ? await repo.addGroup(tx, id, groupId) : await repo.removeGroup(tx, id, groupId);
        if (changed)
          await audit(tx, actor, {
            entity_type: 'user',
            entity_guid: id,
            action: member ? 'join_group' : 'leave_group',
            after: { group: group.name },
          });
      }),
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
