import type { CustomerFileInput, CustomerFileUpdate } from '@coverdesk/contract';
import { uuidv7 } from 'uuidv7';
import { type Actor, audit } from '../../platform/audit.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { createDocumentRecords } from '../../platform/document-records.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import type { Storage } from '../../platform/storage.ts';
import { createUploads } from '../../platform/uploads.ts';
import { customerFilesRepository } from './customer-records.repository.ts';
import type { customerFiles } from './customer-records.tables.ts';
import { customersRepository } from './customers.repository.ts';
import './customer-messages.ts';

type FileRow = typeof customerFiles.$inferSelect;

/**
 * Customer documents: the client asks for a signed upload URL (the server picks the key under the partner and the
 * customer), PUTs the bytes there, then records the file; the record is accepted only for a key issued for that
 * customer whose object exists and is within the size limit. Downloads always get a fresh signed URL.
 */
export function createCustomerFilesService(
  database: Database,
  storage: Storage,
  log: { warn(obj: object, msg: string): void },
) {
  const scoped = <T>(partner: string, fn: (tx: Executor) => Promise<T>) => database.scoped([partner], fn);
  const prefixOf = (partner: string, customerGuid: string) => `customers/${partner}/${customerGuid}`;
  const customerOf = async (tx: Executor, partner: string, guid: string) => {
    if (!(await customersRepository.get(tx, partner, guid))) throw notFound('customer_not_found');
  };
  const uploads = createUploads(storage);
  const withUrl = (row: FileRow) => uploads.withUrl(row);
  const records = createDocumentRecords({
    database,
    uploads,
    log,
    entityType: 'customer_file',
    repository: customerFilesRepository,
  });
  const mustGet = async (tx: Executor, partner: string, guid: string) => {
    const row = await customerFilesRepository.get(tx, partner, guid);
    if (!row) throw notFound();
    return row;
  };

  return {
    async signUpload(partner: string, customerGuid: string, filename: string) {
      uploads.checkFilename(filename);
      await scoped(partner, (tx) => customerOf(tx, partner, customerGuid));
      return uploads.sign(prefixOf(partner, customerGuid), filename);
    },

    async create(actor: Actor, partner: string, input: CustomerFileInput) {
      const prefix = prefixOf(partner, input.customer_guid);
      const key = storage.keyFromUrl(input.url);
      if (!key?.startsWith(`${prefix}/`)) throw badRequest({ url: 'file_url_invalid' });
      uploads.contentTypeOf(key);
      await scoped(partner, (tx) => customerOf(tx, partner, input.customer_guid));
      const stored = await uploads.received(input.url, prefix, 'url', 'file_url_invalid');
      const row = await records.insert(actor, partner, {
        partner_guid: partner,
        guid: uuidv7(),
        customer_guid: input.customer_guid,
        type: input.type,
        filename: input.filename,
        storage_key: stored.key,
        content_type: stored.content_type,
        size_bytes: stored.size_bytes,
      });
      return withUrl(row);
    },

    get: (partner: string, guid: string) => scoped(partner, (tx) => mustGet(tx, partner, guid)).then(withUrl),

    listOf: (partner: string, customerGuid: string) =>
      scoped(partner, async (tx) => {
        await customerOf(tx, partner, customerGuid);
        return customerFilesRepository.listOf(tx, partner, customerGuid);
      }).then((rows) => Promise.all(rows.map(withUrl))),

    update: (actor: Actor, partner: string, guid: string, input: CustomerFileUpdate) =>
      scoped(partner, async (tx) => {
        const before = await mustGet(tx, partner, guid);
        const row = await customerFilesRepository.update(tx, partner, guid, input);
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'customer_file',
          entity_guid: guid,
          action: 'update',
          before,
          after: row,
        });
        return row!;
      }).then(withUrl),

    remove: (actor: Actor, partner: string, guid: string) => records.remove(actor, partner, guid),
  };
}
