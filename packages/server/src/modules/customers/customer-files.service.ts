import {
  CUSTOMER_FILE_CONTENT_TYPES,
  CUSTOMER_FILE_MAX_BYTES,
  type CustomerFileInput,
  type CustomerFileUpdate,
} from '@coverdesk/contract';
import { uuidv7 } from 'uuidv7';
import { type Actor, audit } from '../../platform/audit.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { extensionOf, newKey, type Storage } from '../../platform/storage.ts';
import { customerFilesRepository } from './customer-records.repository.ts';
import type { customerFiles } from './customer-records.tables.ts';
import { customersRepository } from './customers.repository.ts';
import './customer-messages.ts';

type FileRow = typeof customerFiles.$inferSelect;
const MAX_MB = CUSTOMER_FILE_MAX_BYTES / (1024 * 1024);

const contentTypeOf = (filename: string) => {
  const type = CUSTOMER_FILE_CONTENT_TYPES[extensionOf(filename)];
  if (!type) throw new AppError(415, 'file_type_not_allowed');
  return type;
};

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
  const withUrl = async (row: FileRow) => {
    const { url } = await storage.signDownload(row.storage_key, { filename: row.filename });
    const { storage_key: _k, partner_guid: _p, ...rest } = row;
    return { ...rest, url };
  };
  const mustGet = async (tx: Executor, partner: string, guid: string) => {
    const row = await customerFilesRepository.get(tx, partner, guid);
    if (!row) throw notFound();
    return row;
  };

  return {
    async signUpload(partner: string, customerGuid: string, filename: string) {
      const contentType = contentTypeOf(filename);
      await scoped(partner, (tx) => customerOf(tx, partner, customerGuid));
      const key = newKey(prefixOf(partner, customerGuid), filename);
      const signed = await storage.signUpload(key, { contentType, maxBytes: CUSTOMER_FILE_MAX_BYTES });
      return {
        signed_url: signed.url,
        filename: key,
        content_type: contentType,
        max_bytes: CUSTOMER_FILE_MAX_BYTES,
        expires_at: signed.expiresAt,
      };
    },

    async create(actor: Actor, partner: string, input: CustomerFileInput) {
      const key = storage.keyFromUrl(input.url);
      if (!key?.startsWith(`${prefixOf(partner, input.customer_guid)}/`)) throw badRequest({ url: 'file_url_invalid' });
      const contentType = contentTypeOf(key);
      await scoped(partner, (tx) => customerOf(tx, partner, input.customer_guid));
      const stored = await storage.stat(key);
      if (!stored) throw badRequest({ url: 'file_not_uploaded' });
      if (stored.size > CUSTOMER_FILE_MAX_BYTES) {
        await storage.remove(key);
        throw new AppError(413, 'file_too_large', { max: MAX_MB });
      }
      const row = await scoped(partner, async (tx) => {
        const created = await customerFilesRepository.insert(tx, {
          partner_guid: partner,
          guid: uuidv7(),
          customer_guid: input.customer_guid,
          type: input.type,
          filename: input.filename,
          storage_key: key,
          content_type: contentType,
          size_bytes: stored.size,
        });
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'customer_file',
          entity_guid: created.guid,
          action: 'create',
          after: created,
        });
        return created;
      }).catch((e: unknown) => {
        const code = (e as { cause?: { code?: string } })?.cause?.code ?? (e as { code?: string }).code;
        if (code === '23505') throw conflict('file_exists');
        throw e;
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

    async remove(actor: Actor, partner: string, guid: string) {
      const row = await scoped(partner, async (tx) => {
        const removed = await customerFilesRepository.remove(tx, partner, guid);
        if (!removed) throw notFound();
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'customer_file',
          entity_guid: guid,
          action: 'delete',
          before: removed,
        });
        return removed;
      });
      // The record is gone (committed); the bytes follow. A failure here leaves an orphan object, never a dangling record.
      await storage
        .remove(row.storage_key)
        .catch((err: unknown) => log.warn({ err, key: row.storage_key }, 'could not remove stored file'));
    },
  };
}
