import type { ClaimFileInput, ClaimUploadCallback } from '@coverdesk/contract';
import { uuidv7 } from 'uuidv7';
import { type Actor, audit } from '../../../platform/audit.ts';
import type { Database, Executor } from '../../../platform/db/client.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { conflictOnDuplicate, type Uploads } from '../../../platform/uploads.ts';
import { claimSettingsFor, requiredDocumentsOf } from '../claim-settings.ts';
import { stateOf } from '../claim-view.ts';
import { type ClaimRow, claimsRepository } from '../claims.repository.ts';
import { documentsCompletePatch } from '../claims.service.ts';
import { complexClaim, requireComplexMode } from '../complex/complex-claims.service.ts';
import { documentsOfClaim, toClaimDocument } from './claim-document-links.ts';
import { claimDocumentsRepository as repo } from './claim-documents.repository.ts';

type Log = { warn(obj: object, msg: string): void };
type Kind = 'simple' | 'complex';

/**
 * Claim documents through the shared signed-upload flow (`platform/uploads.ts`): keys under
 * `claims/<partner>/<claim>`, chosen by the server; size and type limits 413/415. A closed claim takes no more
 * documents (409). When a typed document completes the set the partner's claim config requires for the claim's
 * type, the claim's documents become complete in the same transaction — the edit path's rule
 * (`documentsCompletePatch`): an open claim moves to decision_pending — with a `documents_complete` audit event.
 * Deleting a document never moves a claim back: the assessor already has it.
 */
export function createClaimDocumentsService(database: Database, uploads: Uploads, log: Log) {
  const scoped = <T>(partner: string, fn: (tx: Executor) => Promise<T>) => database.scoped([partner], fn);
  const prefixOf = (partner: string, claim: string) => `claims/${partner}/${claim}`;

  /** The claim, of the right kind (complex documents calls: complex mode and a complex claim). */
  async function claimOf(tx: Executor, partner: string, guid: string, kind: Kind, forWrite: boolean) {
    let row: ClaimRow | undefined;
    if (kind === 'complex') {
      await requireComplexMode(tx, partner);
      row = await complexClaim(tx, partner, guid);
    } else row = await claimsRepository.get(tx, partner, guid);
    if (!row) throw notFound('claim_not_found');
    if (forWrite && row.status === 'closed') throw conflict('claim_closed_documents');
    return row;
  }

  /** Marks the documents complete when every required type has arrived (same transaction, versioned, audited). */
  async function completeIfAllArrived(tx: Executor, actor: Actor, claim: ClaimRow) {
    if (claim.documents_complete) return;
    const required = requiredDocumentsOf(await claimSettingsFor(tx, claim.partner_guid), claim.type);
    const received = await repo.typesOf(tx, claim.partner_guid, claim.guid);
    if (!required.every((t) => received.has(t))) return;
    const patch = { ...documentsCompletePatch(claim), editor_guid: actor.sub };
    const updated = await claimsRepository.updateVersioned(tx, claim.partner_guid, claim.guid, claim.version, patch);
    if (!updated) throw conflict('claim_stale');
    await audit(tx, actor, {
      partner_guid: claim.partner_guid,
      entity_type: 'claim',
      entity_guid: claim.guid,
      action: claim.status === 'open' ? 'documents_complete' : 'update',
      before: { documents_complete: false, ...stateOf(claim) },
      after: { documents_complete: true, ...stateOf(updated) },
      reason: `Documents received: ${[...received].sort().join(', ')}`,
    });
  }

  /** Records (or completes) the document behind an upload, in the claim's transaction. */
  async function record(
    tx: Executor,
    actor: Actor,
    claim: ClaimRow,
    stored: { key: string; content_type: string; size_bytes: number },
    fields: { type: string | null; filename: string },
  ) {
    const existing = await repo.byKey(tx, claim.partner_guid, stored.key);
    if (existing && (fields.type === null || existing.type !== null)) throw conflict('file_exists');
    const row = existing
      ? await repo.update(tx, claim.partner_guid, existing.guid, fields)
      : await repo.insert(tx, {
          partner_guid: claim.partner_guid,
          guid: uuidv7(),
          claim_guid: claim.guid,
          ...fields,
          storage_key: stored.key,
          content_type: stored.content_type,
          size_bytes: stored.size_bytes,
          created_by: actor.username,
        });
    await audit(tx, actor, {
      partner_guid: claim.partner_guid,
      entity_type: 'claim_document',
      entity_guid: row.guid,
      action: existing ? 'update' : fields.type === null ? 'upload' : 'create',
      before: existing ?? undefined,
      after: row,
    });
    // The claim's own timeline says a document arrived (its audit events are those of the claim's guid).
    if (!existing)
      await audit(tx, actor, {
        partner_guid: claim.partner_guid,
        entity_type: 'claim',
        entity_guid: claim.guid,
        action: 'document_added',
        after: { document_guid: row.guid, filename: row.filename, type: row.type },
      });
    if (fields.type !== null) await completeIfAllArrived(tx, actor, claim);
    return row;
  }

  return {
    async signUpload(partner: string, claimGuid: string, filename: string, kind: Kind = 'simple') {
      uploads.checkFilename(filename);
      await scoped(partner, (tx) => claimOf(tx, partner, claimGuid, kind, true));
      return uploads.sign(prefixOf(partner, claimGuid), filename);
    },

    async uploadCallback(actor: Actor, partner: string, input: ClaimUploadCallback) {
      await scoped(partner, (tx) => claimOf(tx, partner, input.claim_guid, 'simple', true));
      const stored = await uploads.received(input.filename, prefixOf(partner, input.claim_guid), 'filename');
      const original = stored.key.slice(stored.key.lastIndexOf('/') + 1).replace(/^[0-9a-f-]{36}-/, '');
      const row = await scoped(partner, async (tx) => {
        const claim = await claimOf(tx, partner, input.claim_guid, 'simple', true);
        return record(tx, actor, claim, stored, { type: null, filename: original });
      }).catch(conflictOnDuplicate);
      return toClaimDocument(row);
    },

    async create(actor: Actor, partner: string, claimGuid: string, input: ClaimFileInput, kind: Kind = 'simple') {
      await scoped(partner, (tx) => claimOf(tx, partner, claimGuid, kind, true));
      const stored = await uploads.received(input.url, prefixOf(partner, claimGuid));
      const row = await scoped(partner, async (tx) => {
        const claim = await claimOf(tx, partner, claimGuid, kind, true);
        return record(tx, actor, claim, stored, { type: input.type, filename: input.filename });
      }).catch(conflictOnDuplicate);
      return toClaimDocument(row);
    },

    list: (partner: string, claimGuid: string) =>
      scoped(partner, async (tx) => {
        await claimOf(tx, partner, claimGuid, 'simple', false);
        return documentsOfClaim(tx, partner, claimGuid);
      }),

    async remove(actor: Actor, partner: string, guid: string, kind: Kind = 'simple') {
      const row = await scoped(partner, async (tx) => {
        const doc = await repo.get(tx, partner, guid);
        if (!doc) throw notFound();
        await claimOf(tx, partner, doc.claim_guid, kind, true);
        await repo.remove(tx, partner, guid);
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'claim_document',
          entity_guid: guid,
          action: 'delete',
          before: doc,
        });
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'claim',
          entity_guid: doc.claim_guid,
          action: 'document_removed',
          before: { document_guid: doc.guid, filename: doc.filename, type: doc.type },
        });
        return doc;
      });
      await uploads.removeQuietly(row.storage_key, log);
    },
  };
}
export type ClaimDocumentsService = ReturnType<typeof createClaimDocumentsService>;
