import { z } from 'zod';
import { guid, INT4_MAX, requiredText } from '../common/ids.ts';
import { customerFileType } from '../customers/customer-files.schemas.ts';

/**
 * Policy documents (SPEC §7 "Documents: signed-url GET, POST and DELETE under policies/complex/documents"): the same
 * signed-upload flow as customer documents — `GET …/signed_url?policy_guid=&filename=` answers `{signed_url,
 * filename}` (filename is the storage key the server chose), the browser PUTs the bytes there, `POST` records the
 * document with its type. Types are SPEC §3's document types (Birth Certificate, National Identity, Other).
 */
export const policyDocument = z.object({
  guid,
  /** The same as guid. */
  policy_doc_guid: guid,
  policy_guid: guid,
  type: z.string(),
  filename: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int().max(INT4_MAX),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** A fresh, expiring download link. */
  url: z.string(),
});
export type PolicyDocument = z.infer<typeof policyDocument>;

export const policyDocumentsQuery = z.object({ policy_guid: guid });
export const policySignedUrlQuery = z.object({ policy_guid: guid, filename: requiredText(200) });
export const policyDocumentInput = z
  .object({
    policy_guid: guid,
    type: customerFileType,
    /** The signed URL or storage key of the upload. */
    url: z.string().min(1, { message: 'required' }).max(2000),
    filename: requiredText(200),
  })
  .strict();
export type PolicyDocumentInput = z.infer<typeof policyDocumentInput>;
