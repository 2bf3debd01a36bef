import type { TempMember } from '@coverdesk/contract';
import type { Database, Executor, Tx } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import { type Lang, translate } from '../../platform/http/messages.ts';
import { groupsRepository as repo, type TempMemberRow } from './groups.repository.ts';

/** A database whose `scoped` runs in `tx`: other modules' services then write inside one member's transaction. */
export const within = (database: Database, tx: Tx): Database => ({
  ...database,
  scoped: (_partners, fn) => fn(tx),
});

/** The group of the partner, or 404 (another partner's group does not exist for the caller). */
export async function groupOf(tx: Executor, partner: string, guid: string, opts: { forUpdate?: boolean } = {}) {
  const g = await repo.get(tx, partner, guid, opts);
  if (!g) throw notFound('group_not_found');
  return g;
}

/** What a principal still needs before registration (a customer needs a name; a policy a date of birth). */
export const missingOf = (m: Pick<TempMemberRow, 'kind' | 'full_name' | 'date_of_birth'>): string[] =>
  m.kind === 'principal' ? [...(m.full_name ? [] : ['full_name']), ...(m.date_of_birth ? [] : ['date_of_birth'])] : [];

/** A stored reason: a message key and its parameters, translated when read. */
export const reasonText = (key: string, params: Record<string, string | number> = {}) =>
  JSON.stringify({ key, params });
const readReason = (stored: string | null, lang: Lang) => {
  if (!stored) return null;
  try {
    const r = JSON.parse(stored) as { key: string; params?: Record<string, string | number> };
    return translate(r.key, lang, r.params ?? {});
  } catch {
    return stored;
  }
};

export const memberOut = (m: TempMemberRow, lang: Lang): TempMember => ({
  guid: m.guid,
  id: m.guid,
  group_guid: m.group_guid,
  kind: m.kind as TempMember['kind'],
  principal_guid: m.principal_guid,
  full_name: m.full_name,
  msisdn: m.msisdn,
  date_of_birth: m.date_of_birth,
  national_id: m.national_id,
  gender: m.gender,
  relationship: m.relationship,
  status: m.status as TempMember['status'],
  error: readReason(m.error, lang),
  missing: m.status === 'registered' ? [] : missingOf(m),
  customer_guid: m.customer_guid,
  policy_guid: m.policy_guid,
  created_at: m.created_at,
  updated_at: m.updated_at,
});
