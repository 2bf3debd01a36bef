import type { ClaimDocument } from '@coverdesk/contract';
import type { Executor } from '../../../platform/db/client.ts';
import type { Storage } from '../../../platform/storage.ts';
import { createUploads, type Uploads } from '../../../platform/uploads.ts';
import { type ClaimDocumentRow, claimDocumentsRepository } from './claim-documents.repository.ts';

/**
 * The storage claim documents live in, set once by the claims module at start-up, so that every claim detail (which
 * many services build) can list its documents with fresh signed download URLs.
 */
let uploads: Uploads | null = null;
export function useClaimDocumentStorage(storage: Storage): Uploads {
  uploads = createUploads(storage);
  return uploads;
}

export async function toClaimDocument(row: ClaimDocumentRow): Promise<ClaimDocument> {
  if (!uploads) throw new Error('claim document storage is not configured');
  const { ...doc } = await uploads.withUrl(row);
  return { ...doc, claim_doc_guid: row.guid };
}

/** A claim's documents, oldest first, each with a fresh download URL. */
export async function documentsOfClaim(tx: Executor, partner: string, claim: string): Promise<ClaimDocument[]> {
  return Promise.all((await claimDocumentsRepository.listOf(tx, partner, claim)).map(toClaimDocument));
}
