import { z } from 'zod';
import { guid, INT4_MAX, requiredText } from '../common/ids.ts';

/**
 * Proof-of-payment documents (SPEC §7 `payments/documents/signed_url`): a receipt or statement excerpt attached to a
 * payment, through the signed-upload flow every document kind shares (PDF, JPEG, PNG; 10 MB).
 */
export const paymentDocument = z.object({
  guid,
  payment_guid: guid,
  filename: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int().max(INT4_MAX),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  url: z.string(),
});
export type PaymentDocument = z.infer<typeof paymentDocument>;

export const paymentDocumentsQuery = z.object({ payment_guid: guid });
export const paymentSignedUrlQuery = z.object({ payment_guid: guid, filename: requiredText(200) });
export const paymentDocumentInput = z
  .object({
    payment_guid: guid,
    url: z.string().min(1, { message: 'required' }).max(2000),
    filename: requiredText(200),
  })
  .strict();
export type PaymentDocumentInput = z.infer<typeof paymentDocumentInput>;
