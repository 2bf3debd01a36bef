import { z } from 'zod';
import { guid, INT4_MAX, requiredText } from '../common/ids.ts';

/** Customer document types (SPEC §3 "Document types"). */
export const CUSTOMER_FILE_TYPES = ['Birth Certificate', 'National Identity', 'Other'] as const;
export const customerFileType = z.enum(CUSTOMER_FILE_TYPES, { message: 'required' });

export const customerFile = z.object({
  guid,
  customer_guid: guid,
  type: z.string(),
  filename: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int().max(INT4_MAX),
  created_at: z.string(),
  updated_at: z.string(),
  /** A fresh, expiring download link. */
  url: z.string(),
});
export type CustomerFile = z.infer<typeof customerFile>;

export const uploadQuery = z.object({ filename: requiredText(200) });

export const customerFileInput = z
  .object({
    type: customerFileType,
    url: z.string().min(1, { message: 'required' }).max(2000),
    customer_guid: guid,
    filename: requiredText(200),
  })
  .strict();
export type CustomerFileInput = z.infer<typeof customerFileInput>;

export const customerFileUpdate = z.object({ type: customerFileType, filename: requiredText(200) }).strict();
export type CustomerFileUpdate = z.infer<typeof customerFileUpdate>;
