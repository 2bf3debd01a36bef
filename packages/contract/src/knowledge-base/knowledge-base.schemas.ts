import { z } from 'zod';
import { guid, requiredText } from '../common/ids.ts';
import { pageQuery } from '../common/paging.ts';
import { TEMPLATE_LANGUAGES } from '../templates/template-fields.ts';

/**
 * Knowledge-base guides (SPEC §7): a title, a language, a document type, a body and attached files (PDF, JPEG,
 * PNG through the shared signed upload; the text of PDFs is extracted and searched too). Search is full text in
 * PostgreSQL: English and French stemming, accents ignored, ranked, with highlighted snippets; the last word of the
 * query matches as a prefix so results follow the agent's typing.
 */
export const KNOWLEDGE_DOCUMENT_TYPES = ['guide', 'faq', 'procedure', 'product', 'claims', 'other'] as const;
export const knowledgeDocumentType = z.enum(KNOWLEDGE_DOCUMENT_TYPES);

export const knowledgeAttachment = z.object({
  guid,
  filename: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  /** Whether text could be read from the file (PDF) and is searched. */
  text_extracted: z.boolean(),
  url: z.string(),
});

export const knowledgeGuide = z.object({
  guid,
  title: z.string(),
  language: z.enum(TEMPLATE_LANGUAGES),
  document_type: knowledgeDocumentType,
  body: z.string(),
  attachments: z.array(knowledgeAttachment),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type KnowledgeGuide = z.infer<typeof knowledgeGuide>;

export const knowledgeGuideInput = z
  .object({
    title: requiredText(200),
    language: z.enum(TEMPLATE_LANGUAGES),
    document_type: knowledgeDocumentType,
    body: z.string().min(1, { message: 'required' }).max(200_000),
    /** Attachments to keep (by guid) or to add (the signed URL or storage key of an upload, with its name). */
    attachments: z
      .array(
        z.union([
          z.object({ guid }).strict(),
          z.object({ url: z.string().min(1).max(2000), filename: requiredText(200) }).strict(),
        ]),
      )
      .max(20)
      .default([]),
  })
  .strict();
export type KnowledgeGuideInput = z.infer<typeof knowledgeGuideInput>;

/** Private-use characters around each highlighted word of a snippet: the text itself is never HTML. */
export const HIGHLIGHT_START = '\uE000';
export const HIGHLIGHT_END = '\uE001';

export const knowledgeHit = z.object({
  guid,
  title: z.string(),
  language: z.enum(TEMPLATE_LANGUAGES),
  document_type: knowledgeDocumentType,
  /** The best passages, matched words between HIGHLIGHT_START and HIGHLIGHT_END. */
  snippet: z.string(),
  rank: z.number(),
  updated_at: z.string(),
});
export type KnowledgeHit = z.infer<typeof knowledgeHit>;
/**
 * The newest KNOWLEDGE_SEARCH_CAP matches are ranked and `count` is exact up to it; beyond, the search asks for more
 * words (20 pages of 10: more than an agent on a call reads; each match costs index reads on every search).
 */
export const KNOWLEDGE_SEARCH_CAP = 200;
export const knowledgeHits = z.object({ items: z.array(knowledgeHit), count: z.number().int() });

/** `GET /api/search` (SPEC: search, doc_type, page, size). */
export const knowledgeSearchQuery = pageQuery.extend({
  search: z.string().max(200).default(''),
  doc_type: knowledgeDocumentType.optional(),
});
/** The variant (SPEC: query, document_type, page, size). */
export const knowledgeSearchVariantQuery = pageQuery.extend({
  query: z.string().max(200).default(''),
  document_type: knowledgeDocumentType.optional(),
});
export const knowledgeListQuery = pageQuery.extend({ document_type: knowledgeDocumentType.optional() });

/**
 * The words of a query as a tsquery text: letters and digits only (nothing the tsquery syntax could read), every
 * word required, the last one as a prefix (the agent is still typing it). Empty when there is no word.
 */
export function searchTerms(query: string): string {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 12);
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
}
