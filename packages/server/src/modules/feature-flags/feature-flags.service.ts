import { type FeatureFlag, type FeatureFlagInput, RESERVED_FEATURE_FLAGS } from '@coverdesk/contract';
import { uuidv7 } from 'uuidv7';
import { audit } from '../../platform/audit.ts';
import { isNoChange } from '../../platform/changes.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import type { Caller } from '../partners/index.ts';
import { type FeatureFlagRow, featureFlagsRepository } from './feature-flags.repository.ts';

/** What a caller may see of a flag: only their own partners, and whether it is on for the selected one. */
export function viewOf(row: FeatureFlagRow, caller: Caller, selected: string): FeatureFlag {
  const mine = row.partner_guids.filter((p) => caller.partners.includes(p));
  return {
    guid: row.guid,
    name: row.name,
    description: row.description,
    enabled: row.enabled,
    partner_guids: mine,
    enabled_for_partner: row.enabled && row.partner_guids.includes(selected),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function createFeatureFlagsService(database: Database, repo = featureFlagsRepository) {
  const { db } = database;

  /**
   * One audit event per partner of the caller that the flag concerns (and the selected one), each showing only that
   * partner's view: other partners' guids never reach an audit event a partner can read.
   */
  async function auditFlag(
    tx: Executor,
    caller: Caller,
    selected: string,
    action: string,
    before: FeatureFlagRow | undefined,
    after: FeatureFlagRow | undefined,
  ) {
    const concerned = new Set([selected, ...(before?.partner_guids ?? []), ...(after?.partner_guids ?? [])]);
    const guid = (after ?? before)!.guid;
    for (const p of concerned) {
      if (!caller.partners.includes(p)) continue;
      await audit(tx, caller, {
        partner_guid: p,
        entity_type: 'feature_flag',
        entity_guid: guid,
        action,
        before: before ? viewOf(before, { ...caller, partners: [p] }, p) : null,
        after: after ? viewOf(after, { ...caller, partners: [p] }, p) : null,
      });
    }
  }

  /** The caller may switch a flag only for partners they hold. */
  function checkPartners(caller: Caller, guids: string[]) {
    if (guids.some((g) => !caller.partners.includes(g.toLowerCase()))) throw forbidden('partner_forbidden');
    return [...new Set(guids.map((g) => g.toLowerCase()))];
  }

  return {
    async list(caller: Caller, selected: string, q: { page: number; size: number; search?: string }) {
      const { items, count } = await repo.list(db, q);
      return { items: items.map((r) => viewOf(r, caller, selected)), count };
    },

    async get(caller: Caller, selected: string, guid: string) {
      const row = await repo.get(db, guid);
      if (!row) throw notFound();
      return viewOf(row, caller, selected);
    },

    async create(caller: Caller, selected: string, input: FeatureFlagInput) {
      const partner_guids = checkPartners(caller, input.partner_guids);
      return database.scoped(caller.partners, async (tx) => {
        const row = await repo.insert(tx, uuidv7(), { ...input, partner_guids });
        if (!row) throw conflict('feature_flag_exists');
        await auditFlag(tx, caller, selected, 'create', undefined, row);
        return viewOf(row, caller, selected);
      });
    },

    /** Replaces the flag; in `partner_guids` only the caller's partners change, the others' entries are kept. */
    async update(caller: Caller, selected: string, guid: string, input: FeatureFlagInput) {
      const wanted = checkPartners(caller, input.partner_guids);
      return database.scoped(caller.partners, async (tx) => {
        const before = await repo.get(tx, guid, true);
        if (!before) throw notFound();
        if (await repo.nameTaken(tx, input.name, guid)) throw conflict('feature_flag_exists');
        if (RESERVED_FEATURE_FLAGS.includes(before.name) && input.name !== before.name)
          throw conflict('feature_flag_reserved');
        const others = before.partner_guids.filter((p) => !caller.partners.includes(p));
        const patch = { ...input, partner_guids: [...others, ...wanted] };
        if (isNoChange(before, patch)) return viewOf(before, caller, selected);
        const after = await repo.update(tx, guid, patch);
        await auditFlag(tx, caller, selected, 'update', before, after);
        return viewOf(after!, caller, selected);
      });
    },

    async remove(caller: Caller, selected: string, guid: string) {
      return database.scoped(caller.partners, async (tx) => {
        const before = await repo.get(tx, guid, true);
        if (!before) throw notFound();
        if (RESERVED_FEATURE_FLAGS.includes(before.name)) throw conflict('feature_flag_reserved');
        if (before.partner_guids.some((p) => !caller.partners.includes(p))) throw conflict('feature_flag_shared');
        await repo.remove(tx, guid);
        await auditFlag(tx, caller, selected, 'delete', before, undefined);
      });
    },
  };
}
