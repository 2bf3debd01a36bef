import type { PolicyDocument, PolicyDocumentInput } from '@coverdesk/contract';
import { uuidv7 } from 'uuidv7';
import { type Actor, audit } from '../../platform/audit.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import type { Storage } from '../../platform/storage.ts';
import { createUploads, isUniqueViolation } from '../../platform/uploads.ts';
import { policiesRepository } from './policies.repository.ts';
import { type PolicyDocumentRow, policyDocumentsRepository as repo } from './policy-documents.repository.ts';
import './policies.messages.ts';

/**
 * Policy documents through the shared signed-upload flow (`platform/uploads.ts`, as customer documents): keys under
 * `policies/<partner>/<policy>` chosen by the server, size and type limits (413/415), fresh signed download URLs.
 */
export function createPolicyDocumentsService(
  database: Database,
  storage: Storage,
  log: { warn(obj: object, msg: string): void },
) {
  const uploads = createUploads(storage);
  const scoped = <T>(partner: string, fn: (tx: Executor) => Promise<T>) => database.scoped([partner], fn);
  const prefixOf = (partner: string, policy: string) => `policies/${partner}/${policy}`;
  const policyOf = async (tx: Executor, partner: string, guid: string) => {
    if (!(await policiesRepository.get(tx, partner, guid))) throw notFound('policy_not_found');
  };
  const out = async (row: PolicyDocumentRow): Promise<PolicyDocument> => ({
    ...(await uploads.withUrl(row)),
    policy_doc_guid: row.guid,
  });

  return {
    async signUpload(partner: string, policyGuid: string, filename: string) {
      uploads.contentTypeOf(filename);
      await scoped(partner, (tx) => policyOf(tx, partner, policyGuid));
      return uploads.sign(prefixOf(partner, policyGuid), filename);
    },

    async create(actor: Actor, partner: string, input: PolicyDocumentInput) {
      await scoped(partner, (tx) => policyOf(tx, partner, input.policy_guid));
      const stored = await uploads.received(input.url, prefixOf(partner, input.policy_guid));
      const row = await scoped(partner, async (tx) => {
        const created = await repo.insert(tx, {
          partner_guid: partner,
          guid: uuidv7(),
          policy_guid: input.policy_guid,
          type: input.type,
          filename: input.filename,
          storage_key: stored.key,
          content_type: stored.content_type,
          size_bytes: stored.size_bytes,
          created_by: actor.username,
        });
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'policy_document',
          entity_guid: created.guid,
          action: 'create',
          after: created,
        });
        return created;
      }).catch((e: unknown) => {
        throw isUniqueViolation(e) ? conflict('file_exists') : e;
      });
      return out(row);
    },

    list: (partner: string, policyGuid: string) =>
      scoped(partner, async (tx) => {
        await policyOf(tx, partner, policyGuid);
        return Promise.all((await repo.listOf(tx, partner, policyGuid)).map(out));
      }),

    async remove(actor: Actor, partner: string, guid: string) {
      const row = await scoped(partner, async (tx) => {
        const removed = await repo.remove(tx, partner, guid);
        if (!removed) throw notFound();
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'policy_document',
          entity_guid: guid,
          action: 'delete',
          before: removed,
        });
        return removed;
      });
      await uploads.removeQuietly(row.storage_key, log);
    },
  };
}
