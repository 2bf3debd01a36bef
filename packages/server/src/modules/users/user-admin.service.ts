import type { LanguageInput, UserAccessInput, UserState } from '@coverdesk/contract';
import type { TokenService } from '../../identity/tokens.service.ts';
import { usersRepository as repo } from '../../identity/users.repository.ts';
import { type Actor, audit } from '../../platform/audit.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/errors.ts';
import { auditRepository } from '../audit/index.ts';
import { userAdminRepository as adminRepo } from './user-admin.repository.ts';

const SIGN_INS_SHOWN = 10;
/** Users of an external realm (IDENTITY_ISSUER_URL) have no row here. */
const isLocal = (sub: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sub);

/**
 * The users screen's calls that the Keycloak admin API does not have: one call for a page's states (the console's
 * one-call-per-user lock-out reads are what make it slow), roles and partners set in one transaction, and the
 * caller's own language and sign-ins. Same isolation as the admin API: a foreign user is a 404.
 */
export function createUserAdminService(database: Database, tokens: TokenService) {
  const { db } = database;

  async function visible(tx: Executor, admin: Principal, id: string) {
    const u = await repo.get(tx, id);
    if (!u) throw notFound();
    if (u.partners.length && !u.partners.some((p) => admin.partners.includes(p))) throw notFound();
    return u;
  }

  return {
    async states(admin: Principal, ids: string[]): Promise<UserState[]> {
      const now = Date.now();
      const rows = await adminRepo.states(database.reader, ids, admin.partners);
      return rows.map((r) => ({
        id: r.id,
        roles: r.roles,
        partners: r.partners,
        locked: Boolean(r.locked_until && Date.parse(r.locked_until) > now),
        locked_until: r.locked_until,
        failed_logins: r.failed_logins,
        last_sign_in: r.last_sign_in,
      }));
    },

    /** Roles and partners together: at least one of each, and only partners the admin holds may change. */
    setAccess: (actor: Actor, admin: Principal, id: string, input: UserAccessInput) =>
      db.transaction(async (tx) => {
        const before = await visible(tx, admin, id);
        const partners = [...new Set(input.partners.map((p) => p.toLowerCase()))];
        const changed = [
          ...partners.filter((p) => !before.partners.includes(p)),
          ...before.partners.filter((p) => !partners.includes(p)),
        ];
        if (changed.some((p) => !admin.partners.includes(p))) throw forbidden('partner_not_yours');
        const names = [...new Set(input.roles)];
        const found = await adminRepo.groupsByName(tx, names);
        if (found.length !== names.length) throw badRequest({ roles: 'invalid_value' });
        const rolesBefore = (await repo.groupsOf(tx, id)).map((g) => g.name);
        // The same roles and partners again (a save without a change, one's own included): nothing to write or audit,
        // and the user's sessions go on — their tokens still say what is true.
        const sameRoles = names.length === rolesBefore.length && names.every((n) => rolesBefore.includes(n));
        if (sameRoles && changed.length === 0 && partners.length === before.partners.length) return;
        await adminRepo.replaceGroups(
          tx,
          id,
          found.map((g) => g.id),
        );
        await repo.update(tx, id, { partners, attributes: { ...before.attributes, partners } });
        await audit(tx, actor, {
          entity_type: 'user',
          entity_guid: id,
          action: 'update_access',
          before: { roles: rolesBefore, partners: before.partners },
          after: { roles: found.map((g) => g.name).sort(), partners },
        });
        // Tokens carry roles and partners: the user signs in again to get the new ones.
        await tokens.revokeUserSessions(id, tx);
      }),

    clearLockout: (actor: Actor, admin: Principal, id: string) =>
      db.transaction(async (tx) => {
        const before = await visible(tx, admin, id);
        await repo.update(tx, id, { failed_logins: 0, locked_until: null });
        await audit(tx, actor, {
          entity_type: 'user',
          entity_guid: id,
          action: 'clear_lockout',
          before: { failed_logins: before.failed_logins, locked_until: before.locked_until },
        });
      }),

    async auditEvents(admin: Principal, id: string, q: { page: number; size: number }) {
      await visible(db, admin, id);
      return database.system((tx) => auditRepository.ofUser(tx, id, q));
    },

    async signIns(user: Principal) {
      if (!isLocal(user.sub)) return [];
      const rows = await adminRepo.signIns(db, user.sub, SIGN_INS_SHOWN);
      const now = Date.now();
      return rows.map((r) => ({
        at: new Date(r.created_at).toISOString(),
        client_id: r.client_id,
        active: !r.revoked_at && Date.parse(r.expires_at) > now,
      }));
    },

    setLanguage: (actor: Actor, user: Principal, input: LanguageInput) =>
      db.transaction(async (tx) => {
        const before = isLocal(user.sub) ? await repo.get(tx, user.sub) : undefined;
        if (!before) throw notFound();
        await repo.update(tx, user.sub, {
          language: input.language,
          attributes: { ...before.attributes, locale: [input.language] },
        });
        await audit(tx, actor, {
          entity_type: 'user',
          entity_guid: user.sub,
          action: 'set_language',
          before: { language: before.language },
          after: { language: input.language },
        });
      }),
  };
}
