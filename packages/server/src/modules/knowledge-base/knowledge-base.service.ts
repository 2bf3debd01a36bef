import {
  type KnowledgeGuide,
  type KnowledgeGuideInput,
  type KnowledgeHit,
  knowledgeDocumentType,
  searchTerms,
} from '@coverdesk/contract';
import { uuidv7 } from 'uuidv7';
import { type Actor, audit } from '../../platform/audit.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { createNotifiedCache } from '../../platform/db/notified-cache.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { addMessages } from '../../platform/http/messages.ts';
import { pdfText } from '../../platform/pdf-text.ts';
import type { Storage } from '../../platform/storage.ts';
import { createUploads } from '../../platform/uploads.ts';
import {
  type AttachmentRow,
  type GuideRow,
  knowledgeBaseRepository as repo,
  type SearchRow,
  searchStatement,
} from './knowledge-base.repository.ts';

addMessages({
  knowledge_guide_not_found: { en: 'This guide does not exist.', fr: "Ce guide n'existe pas." },
  attachment_unknown: {
    en: 'This attachment is not one of the guide’s.',
    fr: "Cette pièce jointe n'appartient pas au guide.",
  },
});

type Log = { warn(obj: object, msg: string): void };
type SearchAnswer = { items: KnowledgeHit[]; count: number };

/** Sent at commit by the trigger of migration 0035 when a partner's guides change, from any process. */
export const KNOWLEDGE_CHANGED_CHANNEL = 'cd_knowledge_changed';
type NewAttachment = Omit<typeof import('./knowledge-base.tables.ts').knowledgeAttachments.$inferInsert, 'guide_guid'>;

/**
 * Knowledge-base guides and their search. Attachments go through the shared signed upload (`platform/uploads.ts`)
 * under `knowledge/<partner>`; the text of a PDF is read once when it is attached and kept beside the guide, so
 * the search index covers it.
 */
export function createKnowledgeBaseService(
  database: Database,
  storage: Storage,
  log: Log,
  opts: { cacheEntries?: number } = {},
) {
  const uploads = createUploads(storage);
  // The same words come from every agent typing them: answers are kept per partner until its guides change.
  const answers = createNotifiedCache<SearchAnswer>(database.notifications, KNOWLEDGE_CHANGED_CHANNEL, {
    max: opts.cacheEntries ?? 5000,
    ttlMs: 60_000,
  });
  const scoped = <T>(partner: string, fn: (tx: Executor) => Promise<T>) => database.scoped([partner], fn);
  const prefixOf = (partner: string) => `knowledge/${partner}`;

  async function load(tx: Executor, partner: string, guid: string, forUpdate = false) {
    const row = await repo.get(tx, partner, guid, forUpdate);
    if (!row) throw notFound('knowledge_guide_not_found');
    return row;
  }

  async function out(guide: GuideRow, attachments: AttachmentRow[]): Promise<KnowledgeGuide> {
    const { partner_guid: _p, attachments_text: _t, ...rest } = guide;
    return {
      ...rest,
      language: guide.language as KnowledgeGuide['language'],
      document_type: knowledgeDocumentType.parse(guide.document_type),
      attachments: await Promise.all(
        attachments.map(async (a) => {
          const { url } = await storage.signDownload(a.storage_key, { filename: a.filename });
          return {
            guid: a.guid,
            filename: a.filename,
            content_type: a.content_type,
            size_bytes: a.size_bytes,
            text_extracted: Boolean(a.text),
            url,
          };
        }),
      ),
    };
  }

  /** Checks and reads the new uploads of an input (before any transaction: reading a PDF takes time). */
  async function received(partner: string, input: KnowledgeGuideInput): Promise<NewAttachment[]> {
    const added: NewAttachment[] = [];
    for (const [i, a] of input.attachments.entries()) {
      if (!('url' in a)) continue;
      const stored = await uploads.received(a.url, prefixOf(partner), `attachments.${i}.url`);
      const bytes = stored.content_type === 'application/pdf' ? await storage.read(stored.key) : null;
      added.push({
        partner_guid: partner,
        guid: uuidv7(),
        filename: a.filename,
        storage_key: stored.key,
        content_type: stored.content_type,
        size_bytes: stored.size_bytes,
        text: bytes ? await pdfText(bytes) : null,
      });
    }
    return added;
  }
  const textOf = (rows: { text?: string | null }[]) =>
    rows
      .map((r) => r.text)
      .filter(Boolean)
      .join('\n');

  const hit = (r: { language: string; document_type: string }) => ({
    language: r.language as KnowledgeHit['language'],
    document_type: knowledgeDocumentType.parse(r.document_type),
  });

  /** No words: the newest guides. */
  const recent = (partner: string, q: Search) =>
    scoped(partner, async (tx) => {
      const { count } = await repo.page(tx, partner, { page: 1, size: 1, document_type: q.docType ?? undefined });
      const rows = await repo.recent(tx, partner, q.docType, q.size, (q.page - 1) * q.size);
      return {
        items: rows.map((r) => ({
          guid: r.guid,
          title: r.title,
          ...hit(r),
          snippet: r.snippet,
          rank: 0,
          updated_at: r.updated_at,
        })),
        count,
      };
    });

  /** Words: one statement on the scoped reader (the agent searches as they type). */
  async function search(partner: string, q: Search): Promise<SearchAnswer> {
    const terms = searchTerms(q.text);
    if (!terms) return recent(partner, q);
    return answers.get(partner, `${terms}\n${q.docType}\n${q.page}\n${q.size}`, () => found(partner, terms, q));
  }

  async function found(partner: string, terms: string, q: Search): Promise<SearchAnswer> {
    const rows = await database.reader.query<SearchRow>(
      [partner],
      searchStatement(partner, terms, q.docType, q.size, (q.page - 1) * q.size),
    );
    return {
      items: rows.flatMap((r) =>
        r.guid
          ? [
              {
                guid: r.guid,
                title: r.title,
                ...hit(r),
                snippet: r.snippet,
                rank: Number(r.rank),
                updated_at: r.updated_at,
              },
            ]
          : [],
      ),
      count: Number(rows[0]?.total ?? 0),
    };
  }

  return {
    signUpload: (partner: string, filename: string) => uploads.sign(prefixOf(partner), filename),

    search,

    list: (partner: string, q: { page: number; size: number; document_type?: string }) =>
      scoped(partner, async (tx) => {
        const { items, count } = await repo.page(tx, partner, q);
        const attachments = await repo.attachmentsOf(
          tx,
          partner,
          items.map((g) => g.guid),
        );
        return {
          items: await Promise.all(
            items.map((g) =>
              out(
                g,
                attachments.filter((a) => a.guide_guid === g.guid),
              ),
            ),
          ),
          count,
        };
      }),

    get: (partner: string, guid: string) =>
      scoped(partner, async (tx) => out(await load(tx, partner, guid), await repo.attachmentsOf(tx, partner, [guid]))),

    async create(actor: Actor, partner: string, input: KnowledgeGuideInput) {
      if (input.attachments.some((a) => 'guid' in a)) throw badRequest({ attachments: 'attachment_unknown' });
      const added = await received(partner, input);
      const guid = uuidv7();
      const guide = await scoped(partner, async (tx) => {
        const row = await repo.insert(tx, {
          partner_guid: partner,
          guid,
          title: input.title,
          language: input.language,
          document_type: input.document_type,
          body: input.body,
          attachments_text: textOf(added),
          created_by: actor.username,
        });
        const attachments = added.map((a) => ({ ...a, guide_guid: guid }));
        await repo.insertAttachments(tx, attachments);
        const { attachments_text: _t, ...after } = row;
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'knowledge_guide',
          entity_guid: guid,
          action: 'create',
          after: { ...after, attachments: attachments.map((a) => a.filename) },
        });
        return out(row, await repo.attachmentsOf(tx, partner, [guid]));
      });
      answers.changed(partner);
      return guide;
    },

    async update(actor: Actor, partner: string, guid: string, input: KnowledgeGuideInput) {
      await scoped(partner, (tx) => load(tx, partner, guid));
      const added = await received(partner, input);
      const { guide, removed } = await scoped(partner, async (tx) => {
        const before = await load(tx, partner, guid, true);
        const existing = await repo.attachmentsOf(tx, partner, [guid]);
        const keep = new Set(input.attachments.flatMap((a) => ('guid' in a ? [a.guid] : [])));
        for (const k of keep)
          if (!existing.some((a) => a.guid === k)) throw badRequest({ attachments: 'attachment_unknown' });
        const removed = existing.filter((a) => !keep.has(a.guid));
        await repo.removeAttachments(
          tx,
          partner,
          removed.map((a) => a.guid),
        );
        await repo.insertAttachments(
          tx,
          added.map((a) => ({ ...a, guide_guid: guid })),
        );
        const kept = existing.filter((a) => keep.has(a.guid));
        const after = await repo.update(tx, partner, guid, {
          title: input.title,
          language: input.language,
          document_type: input.document_type,
          body: input.body,
          attachments_text: textOf([...kept, ...added]),
        });
        const { attachments_text: _b, ...b } = before;
        const { attachments_text: _a, ...a } = after;
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'knowledge_guide',
          entity_guid: guid,
          action: 'update',
          before: { ...b, attachments: existing.map((x) => x.filename) },
          after: { ...a, attachments: [...kept, ...added].map((x) => x.filename) },
        });
        return { guide: await out(after, await repo.attachmentsOf(tx, partner, [guid])), removed };
      });
      answers.changed(partner);
      for (const r of removed) await uploads.removeQuietly(r.storage_key, log);
      return guide;
    },

    async remove(actor: Actor, partner: string, guid: string) {
      const attachments = await scoped(partner, async (tx) => {
        const existing = await repo.attachmentsOf(tx, partner, [guid]);
        const removed = await repo.remove(tx, partner, guid);
        if (!removed) throw notFound('knowledge_guide_not_found');
        const { attachments_text: _t, ...before } = removed;
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'knowledge_guide',
          entity_guid: guid,
          action: 'delete',
          before,
        });
        return existing;
      });
      answers.changed(partner);
      for (const a of attachments) await uploads.removeQuietly(a.storage_key, log);
    },
  };
}

export interface Search {
  text: string;
  docType: string | null;
  page: number;
  size: number;
}
