import type {
  ClaimHospitalsQuery,
  ClaimListEntryInput,
  DiagnosisInput,
  HospitalInput,
  ReferenceSearchQuery,
} from '@coverdesk/contract';
import { type Actor, audit } from '../../platform/audit.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import { createNotifiedCache } from '../../platform/db/notified-cache.ts';
import { rethrowDatabaseError } from '../../platform/db/rethrow-database-error.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { addMessages } from '../../platform/http/messages.ts';
import '../products/index.ts';
import {
  type CodeNameRepository,
  conditionsRepository,
  diagnosesRepository,
  hospitalsRepository,
  referenceRepository,
  rejectionReasonsRepository,
  searchPage,
  searchStatement,
} from './reference.repository.ts';

addMessages({
  reference_code_exists: { en: 'This code is already in the list.', fr: 'Ce code est déjà dans la liste.' },
});

const withId = <T extends { guid: string }>(row: T) => ({ ...row, id: row.guid });

type SearchAnswer<K extends 'hospitals' | 'health_diagnoses' = 'hospitals' | 'health_diagnoses'> = {
  items: (ReturnType<typeof searchPage<K>>['items'][number] & { id: string })[];
  count: number;
  more: boolean;
};

/** Sent at commit by the triggers of migration 0043 when a partner's hospitals or diagnoses change, from any process. */
export const REFERENCE_CHANGED_CHANNEL = 'cd_reference_changed';

/**
 * Reference lists. Banks are shared per country; hospitals, health diagnoses, claim rejection reasons and claim
 * conditions belong to the selected partner and are maintained by its administrators (every change audited).
 */
export function createReferenceService(database: Database, opts: { cacheEntries?: number } = {}) {
  const inPartner = <T>(partner: string, fn: (tx: Tx) => Promise<T>) =>
    database.scoped([partner], fn).catch(rethrowDatabaseError);
  // Agents type the same words and the lists change rarely (an administrator's edit or upload): search answers are
  // kept per partner until its hospitals or diagnoses change, as the knowledge base keeps its answers.
  const answers = createNotifiedCache<SearchAnswer>(database.notifications, REFERENCE_CHANGED_CHANNEL, {
    max: opts.cacheEntries ?? 5000,
    ttlMs: 60_000,
  });
  /** A change: once it ends, this process forgets the partner's answers at once (the others hear the NOTIFY). */
  const written = <T>(partner: string, fn: (tx: Tx) => Promise<T>) =>
    inPartner(partner, fn).finally(() => answers.changed(partner));

  function codeNameList<R extends { guid: string }>(repo: CodeNameRepository<R>, entity: string) {
    return {
      list: (partner: string) => inPartner(partner, (tx) => repo.list(tx, partner)),
      create: (actor: Actor, partner: string, input: object, check?: (tx: Tx) => Promise<void>) =>
        written(partner, async (tx) => {
          await check?.(tx);
          const row = await repo.insert(tx, partner, input as never);
          if (!row) throw conflict('reference_code_exists');
          await audit(tx, actor, {
            partner_guid: partner,
            entity_type: entity,
            entity_guid: row.guid,
            action: 'create',
            after: row,
          });
          return row;
        }),
      remove: (actor: Actor, partner: string, guid: string) =>
        written(partner, async (tx) => {
          const row = await repo.remove(tx, partner, guid);
          if (!row) throw notFound();
          await audit(tx, actor, {
            partner_guid: partner,
            entity_type: entity,
            entity_guid: guid,
            action: 'delete',
            before: row,
          });
        }),
    };
  }

  const claimList = <R extends { guid: string }>(repo: CodeNameRepository<R>, entity: string) => {
    const l = codeNameList(repo, entity);
    return {
      ...l,
      create: (actor: Actor, partner: string, input: ClaimListEntryInput) => l.create(actor, partner, input),
    };
  };
  /** Hospital or diagnosis search: one statement on the scoped reader (see searchStatement), its answer kept. */
  function search<K extends 'hospitals' | 'health_diagnoses'>(
    kind: K,
    partner: string,
    q: ReferenceSearchQuery & { country?: string },
  ) {
    const key = `${kind}\n${q.country ?? ''}\n${q.page}\n${q.size}\n${q.query ?? ''}`;
    return answers.get(partner, key, async () => {
      const rows = await database.reader
        .query<Parameters<typeof searchPage<K>>[0][number]>([partner], searchStatement(kind, partner, q))
        .catch(rethrowDatabaseError);
      const page = searchPage<K>(rows);
      return { items: page.items.map(withId), count: page.count, more: page.more };
    }) as Promise<SearchAnswer<K>>;
  }
  const hospitals = codeNameList(hospitalsRepository, 'hospital');
  const diagnoses = codeNameList(diagnosesRepository, 'health_diagnosis');

  return {
    banks: (country: string) => referenceRepository.banksOf(database.db, country),

    claimHospitals: (partner: string, q: ClaimHospitalsQuery) => search('hospitals', partner, q),
    listHospitals: (partner: string, q: ReferenceSearchQuery) => search('hospitals', partner, q),
    createHospital: async (actor: Actor, partner: string, input: HospitalInput) =>
      withId(
        await hospitals.create(actor, partner, input, async (tx) => {
          if (!(await referenceRepository.countryExists(tx, input.country_code)))
            throw badRequest({ country_code: 'unknown_country' });
        }),
      ),
    removeHospital: hospitals.remove,

    listDiagnoses: (partner: string, q: ReferenceSearchQuery) => search('health_diagnoses', partner, q),
    createDiagnosis: async (actor: Actor, partner: string, input: DiagnosisInput) =>
      withId(await diagnoses.create(actor, partner, input)),
    removeDiagnosis: diagnoses.remove,

    rejectionReasons: claimList(rejectionReasonsRepository, 'claim_rejection_reason'),
    conditions: claimList(conditionsRepository, 'claim_condition'),
  };
}
export type ReferenceService = ReturnType<typeof createReferenceService>;

/**
 * Hospital search for benchmarks and other modules: the partner's hospitals matching `query` (code prefix or part
 * of the name), best first.
 */
export async function searchHospitals(database: Database, partnerGuid: string, query: string, limit = 10) {
  const rows = await database.reader.query<Parameters<typeof searchPage<'hospitals'>>[0][number]>(
    [partnerGuid],
    searchStatement('hospitals', partnerGuid, { query, page: 1, size: limit }),
  );
  return searchPage<'hospitals'>(rows);
}
