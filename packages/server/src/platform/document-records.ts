import { type Actor, audit } from './audit.ts';
import type { Database, Executor } from './db/client.ts';
import { notFound } from './http/errors.ts';
import { conflictOnDuplicate, type Uploads } from './uploads.ts';

/**
 * The record half of a document kind kept in one table of its own (customer files, policy documents), after its
 * upload went through `uploads.ts`: recording it (audited `create`; 409 `file_exists` when recorded twice) and
 * removing it (404 when missing; audited `delete`; then the stored bytes, quietly, once the removal is committed).
 */
export function createDocumentRecords<New, Row extends { guid: string; storage_key: string }>(opts: {
  database: Database;
  uploads: Uploads;
  log: { warn(obj: object, msg: string): void };
  /** The audit events' entity type. */
  entityType: string;
  repository: {
    insert(tx: Executor, values: New): Promise<Row>;
    remove(tx: Executor, partner: string, guid: string): Promise<Row | undefined>;
  };
}) {
  const { database, repository, entityType } = opts;
  return {
    insert: (actor: Actor, partner: string, values: New) =>
      database
        .scoped([partner], async (tx) => {
          const created = await repository.insert(tx, values);
          await audit(tx, actor, {
            partner_guid: partner,
            entity_type: entityType,
            entity_guid: created.guid,
            action: 'create',
            after: created,
          });
          return created;
        })
        .catch(conflictOnDuplicate),

    async remove(actor: Actor, partner: string, guid: string) {
      const row = await database.scoped([partner], async (tx) => {
        const removed = await repository.remove(tx, partner, guid);
        if (!removed) throw notFound();
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: entityType,
          entity_guid: guid,
          action: 'delete',
          before: removed,
        });
        return removed;
      });
      await opts.uploads.removeQuietly(row.storage_key, opts.log);
    },
  };
}
