import type { PartnerInput, PartnerUpdate } from '@coverdesk/contract';
import { addPartnersToUser } from '../../identity/bootstrap.ts';
import { type Actor, audit } from '../../platform/audit.ts';
import { isNoChange } from '../../platform/changes.ts';
import type { Database, Db } from '../../platform/db/client.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { countriesRepository } from '../countries/index.ts';
import { partnersRepository } from './partners.repository.ts';
import './partners.messages.ts';
import { uuidv7 } from 'uuidv7';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who is asking: their id and the partners in their token. */
export interface Caller extends Actor {
  partners: readonly string[];
}

export function createPartnersService(database: Database, repo = partnersRepository) {
  const { db } = database;
  const getPartner = repo.preparedGet(db);
  const holds = (caller: Caller, guid: string) => caller.partners.includes(guid.toLowerCase());

  return {
    list: (caller: Caller, q: { page: number; size: number; search?: string }) => repo.list(db, caller.partners, q),

    /** A partner the caller does not hold is answered exactly like one that does not exist. */
    async get(caller: Caller, guid: string) {
      const row = holds(caller, guid) ? await getPartner(guid) : undefined;
      if (!row) throw notFound();
      return row;
    },

    create: (actor: Actor, input: PartnerInput) => {
      const guid = uuidv7();
      return database.scoped([guid], async (tx) => {
        if (!(await countriesRepository.get(tx, input.country))) throw badRequest({ country: 'unknown_country' });
        const row = await repo.insert(tx, guid, input);
        if (!row) throw conflict('partner_exists');
        // The creator may select the new partner once their token is refreshed.
        if (UUID.test(actor.sub)) await addPartnersToUser(tx as unknown as Db, actor.sub, [guid]);
        await audit(tx, actor, {
          partner_guid: guid,
          entity_type: 'partner',
          entity_guid: guid,
          action: 'create',
          after: row,
        });
        return row;
      });
    },

    async update(caller: Caller, input: PartnerUpdate) {
      if (!holds(caller, input.guid)) throw notFound();
      return database.scoped([input.guid], async (tx) => {
        const before = await repo.lockForUpdate(tx, input.guid);
        if (!before) throw notFound();
        if (isNoChange(before, input)) return before;
        if (before.country !== input.country && !(await countriesRepository.get(tx, input.country)))
          throw badRequest({ country: 'unknown_country' });
        if (await repo.codeTaken(tx, input.code, input.guid)) throw conflict('partner_exists');
        const after = await repo.update(tx, input);
        await audit(tx, caller, {
          partner_guid: input.guid,
          entity_type: 'partner',
          entity_guid: input.guid,
          action: 'update',
          before,
          after,
        });
        return after!;
      });
    },

    /** Remembers the partner the user works on now (`identity_users.attributes.selected_partner`) and audits it. */
    async select(caller: Caller, partnerGuid: string) {
      if (!holds(caller, partnerGuid)) throw notFound();
      return database.scoped([partnerGuid.toLowerCase()], async (tx) => {
        const p = await repo.get(tx, partnerGuid);
        if (!p) throw notFound();
        const previous = UUID.test(caller.sub) ? await repo.setSelectedPartner(tx, caller.sub, p.guid) : undefined;
        await audit(tx, caller, {
          partner_guid: p.guid,
          entity_type: 'user',
          entity_guid: caller.sub,
          action: 'select_partner',
          before: { selected_partner: previous?.previous ?? null },
          after: { selected_partner: p.guid },
        });
        return { partner_guid: p.guid, name: p.name, code: p.code };
      });
    },
  };
}
export type PartnersService = ReturnType<typeof createPartnersService>;
