import { z } from 'zod';
import { INT4_MAX } from './ids.ts';

/**
 * The signed-upload flow every document kind shares (customer, policy and claim documents): the limits the server
 * enforces (413 beyond the size, 415 for another type) and that screens check before uploading.
 */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Allowed file extensions and the content type each is stored with. */
export const DOCUMENT_CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** `filename` is the storage key chosen by the server; send it (or the signed URL) back to record the document. */
export const signedUpload = z.object({
  signed_url: z.string(),
  filename: z.string(),
  content_type: z.string(),
  max_bytes: z.number().int().max(INT4_MAX),
  expires_at: z.string(),
});
export type SignedUpload = z.infer<typeof signedUpload>;
