import type { DependantInput } from '@coverdesk/contract';
import {
  normaliseMsisdn,
  type PhoneCountry,
  type TempDependantInput,
  type TempPrincipalInput,
  type TempPrincipalUpdate,
} from '@coverdesk/contract';
import { uuidv7 } from 'uuidv7';
import { type Actor, audit } from '../../platform/audit.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { badRequest, conflict, notFound, unprocessable } from '../../platform/http/errors.ts';
import type { Lang } from '../../platform/http/messages.ts';
import { phoneCountryOf } from '../partners/index.ts';
import { groupConfigsRepository } from '../products/index.ts';
import { groupOf, memberOut } from './group-common.ts';
import { groupsRepository as repo, type TempMemberRow } from './groups.repository.ts';
import './groups.messages.ts';

export function phoneOf(country: PhoneCountry, value: string | null, field: string): string | null {
  if (!value) return null;
  const m = normaliseMsisdn(value, country);
  if (!m) throw badRequest({ [field]: 'phone_invalid' });
  return m;
}

/** Whether the group's product covers dependants (its group configuration). */
export async function dependantsAllowed(tx: Executor, partner: string, productGuid: string) {
  const [config] = await groupConfigsRepository.listByProduct(tx, partner, productGuid);
  return config?.allow_dependants ?? false;
}

/** Temporary members of a group: added (a phone number is enough), completed, removed; never once registered. */
export function createGroupMembersService(database: Database) {
  const scoped = <T>(partner: string, fn: (tx: Parameters<Parameters<Database['scoped']>[1]>[0]) => Promise<T>) =>
    database.scoped([partner], fn);
  const log = (
    tx: Executor,
    actor: Actor,
    partner: string,
    guid: string,
    action: string,
    before?: unknown,
    after?: unknown,
  ) =>
    audit(tx, actor, { partner_guid: partner, entity_type: 'group_member', entity_guid: guid, action, before, after });

  async function memberOf(tx: Executor, partner: string, guid: string, kind: 'principal' | 'dependant') {
    const m = await repo.member(tx, partner, guid, { forUpdate: true });
    if (!m || m.kind !== kind) throw notFound('temp_member_not_found');
    return m;
  }
  const pending = (m: TempMemberRow) => {
    if (m.status === 'registered') throw conflict('temp_member_registered');
  };
  const uniqueOr = async <T>(p: Promise<T | undefined>, key: string): Promise<T> => {
    try {
      const row = await p;
      if (!row) throw conflict(key);
      return row;
    } catch (e) {
      const code = (e as { cause?: { code?: string }; code?: string })?.cause?.code ?? (e as { code?: string }).code;
      if (code === '23505') throw conflict(key);
      throw e;
    }
  };
  const dependantFields = async (tx: Executor, partner: string, input: DependantInput) => ({
    full_name: input.full_name,
    relationship: input.relationship,
    gender: input.gender,
    date_of_birth: input.date_of_birth,
    national_id: input.national_id,
    msisdn: phoneOf(await phoneCountryOf(tx, partner), input.msisdn, 'msisdn'),
  });

  return {
    all: (
      partner: string,
      q: { groupId: string; page: number; size: number; status?: string | undefined },
      lang: Lang,
    ) =>
      scoped(partner, async (tx) => {
        await groupOf(tx, partner, q.groupId);
        const p = await repo.membersPage(tx, partner, q.groupId, q);
        return { items: p.items.map((m) => memberOut(m, lang)), count: p.count };
      }),

    addPrincipal: (actor: Actor, partner: string, { group_id, ...input }: TempPrincipalInput, lang: Lang) =>
      scoped(partner, async (tx) => {
        await groupOf(tx, partner, group_id);
        const msisdn = phoneOf(await phoneCountryOf(tx, partner), input.msisdn, 'msisdn')!;
        const row = await uniqueOr(
          repo.insertMember(tx, {
            ...input,
            msisdn,
            partner_guid: partner,
            guid: uuidv7(),
            group_guid: group_id,
            kind: 'principal',
          }),
          'temp_member_msisdn_exists',
        );
        await log(tx, actor, partner, row.guid, 'add', undefined, row);
        return memberOut(row, lang);
      }),

    editPrincipal: (actor: Actor, partner: string, guid: string, input: TempPrincipalUpdate, lang: Lang) =>
      scoped(partner, async (tx) => {
        const before = await memberOf(tx, partner, guid, 'principal');
        pending(before);
        const msisdn = phoneOf(await phoneCountryOf(tx, partner), input.msisdn, 'msisdn')!;
        const row = await uniqueOr(
          repo.updateMember(tx, partner, guid, { ...input, msisdn, status: 'pending', error: null }),
          'temp_member_msisdn_exists',
        );
        await log(tx, actor, partner, guid, 'edit', before, row);
        return memberOut(row, lang);
      }),

    addDependant: (actor: Actor, partner: string, { principal_id, ...input }: TempDependantInput, lang: Lang) =>
      scoped(partner, async (tx) => {
        const principal = await memberOf(tx, partner, principal_id, 'principal');
        pending(principal);
        const g = await groupOf(tx, partner, principal.group_guid);
        if (!(await dependantsAllowed(tx, partner, g.product_guid)))
          throw unprocessable('group_dependants_not_allowed');
        const row = await uniqueOr(
          repo.insertMember(tx, {
            ...(await dependantFields(tx, partner, input)),
            partner_guid: partner,
            guid: uuidv7(),
            group_guid: principal.group_guid,
            principal_guid: principal.guid,
            kind: 'dependant',
          }),
          'temp_dependant_exists',
        );
        await log(tx, actor, partner, row.guid, 'add', undefined, row);
        return memberOut(row, lang);
      }),

    editDependant: (actor: Actor, partner: string, guid: string, input: DependantInput, lang: Lang) =>
      scoped(partner, async (tx) => {
        const before = await memberOf(tx, partner, guid, 'dependant');
        pending(before);
        const row = await uniqueOr(
          repo.updateMember(tx, partner, guid, await dependantFields(tx, partner, input)),
          'temp_dependant_exists',
        );
        await log(tx, actor, partner, guid, 'edit', before, row);
        return memberOut(row, lang);
      }),

    remove: (actor: Actor, partner: string, guid: string, kind: 'principal' | 'dependant') =>
      scoped(partner, async (tx) => {
        const before = await memberOf(tx, partner, guid, kind);
        pending(before);
        if (kind === 'principal') {
          const deps = await repo.dependantsOf(tx, partner, guid);
          if (deps.some((d) => d.status === 'registered')) throw conflict('temp_member_registered');
        }
        await repo.removeMember(tx, partner, guid);
        await log(tx, actor, partner, guid, 'delete', before);
      }),
  };
}
