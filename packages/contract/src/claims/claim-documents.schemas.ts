import { z } from 'zod';
import { guid, INT4_MAX, requiredText } from '../common/ids.ts';
import { CLAIM_DOCUMENT_TYPES } from '../configuration/configuration.schemas.ts';

/**
 * Claim documents (SPEC §3: documents, each with a claim_doc_guid). The signed-upload flow: `GET
 * /api/claims/upload/:x?filename=` answers `{signed_url, filename}` (filename is the storage key the server chose);
 * the browser PUTs the bytes to signed_url; `PUT /api/claims/upload_callback` records that the upload finished (a
 * document without a type yet); `POST /api/claims/:claim_guid/files` records the document with its type (the same
 * upload, or a new one). Types are the partner claim config's document types; when every type the claim's type
 * requires has arrived, an open claim moves to the assessor (decision_pending).
 */
export const claimDocumentType = z.enum(CLAIM_DOCUMENT_TYPES, { message: 'required' });

export const claimDocument = z.object({
  guid,
  /** The same as guid (SPEC's name for a claim document's id). */
  claim_doc_guid: guid,
  claim_guid: guid,
  /** Null while only the upload callback has been received. */
  type: z.string().nullable(),
  filename: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int().max(INT4_MAX),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** A fresh, expiring download link. */
  url: z.string(),
});
export type ClaimDocument = z.infer<typeof claimDocument>;

const uploadRef = z.string().min(1, { message: 'required' }).max(2000);

export const claimUploadQuery = z.object({ filename: requiredText(200) });
export const claimUploadCallback = z
  .object({
    claim_guid: guid,
    /** The storage key answered as `filename` by the upload call (or the signed URL). */
    filename: uploadRef,
  })
  .strict();
export type ClaimUploadCallback = z.infer<typeof claimUploadCallback>;

export const claimFileInput = z
  .object({
    type: claimDocumentType,
    /** The signed URL or storage key of the upload. */
    url: uploadRef,
    /** The name shown to users. */
    filename: requiredText(200),
  })
  .strict();
export type ClaimFileInput = z.infer<typeof claimFileInput>;

export const complexDocumentInput = claimFileInput.extend({ claim_guid: guid }).strict();
export type ComplexDocumentInput = z.infer<typeof complexDocumentInput>;
export const complexSignedUrlQuery = z.object({ claim_guid: guid, filename: requiredText(200) });
