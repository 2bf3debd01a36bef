import type { PolicyDocument, PolicyDocumentInput } from '@coverdesk/contract';
import { uuidv7 } from 'uuidv7';
import type { Actor } from '../../platform/audit.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { createDocumentRecords } from '../../platform/document-records.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { Storage } from '../../platform/storage.ts';
import { createUploads } from '../../platform/uploads.ts';
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
  const records = createDocumentRecords({ database, uploads, log, entityType: 'policy_document', repository: repo });
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
      uploads.checkFilename(filename);
      await scoped(partner, (tx) => policyOf(tx, partner, policyGuid));
      return uploads.sign(prefixOf(partner, policyGuid), filename);
    },

    async create(actor: Actor, partner: string, input: PolicyDocumentInput) {
      await scoped(partner, (tx) => policyOf(tx, partner, input.policy_guid));
      const stored = await uploads.received(input.url, prefixOf(partner, input.policy_guid));
      const row = await records.insert(actor, partner, {
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
      return out(row);
    },

    list: (partner: string, policyGuid: string) =>
      scoped(partner, async (tx) => {
        await policyOf(tx, partner, policyGuid);
        return Promise.all((await repo.listOf(tx, partner, policyGuid)).map(out));
      }),

    remove: (actor: Actor, partner: string, guid: string) => records.remove(actor, partner, guid),
  };
}
