import type { PaymentDocument, PaymentDocumentInput } from '@coverdesk/contract';
import { and, desc, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Actor } from '../../platform/audit.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { createDocumentRecords } from '../../platform/document-records.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { Storage } from '../../platform/storage.ts';
import { createUploads } from '../../platform/uploads.ts';
import { paymentsRepository } from './payments.repository.ts';
import { paymentDocuments } from './premiums.tables.ts';
import './payments.messages.ts';

type Row = typeof paymentDocuments.$inferSelect;

const repo = {
  async insert(tx: Executor, values: typeof paymentDocuments.$inferInsert) {
    const [row] = await tx.insert(paymentDocuments).values(values).returning();
    return row!;
  },
  async remove(tx: Executor, partner: string, guid: string) {
    const [row] = await tx
      .delete(paymentDocuments)
      .where(and(eq(paymentDocuments.partner_guid, partner), eq(paymentDocuments.guid, guid)))
      .returning();
    return row;
  },
  listOf: (tx: Executor, partner: string, payment: string) =>
    tx
      .select()
      .from(paymentDocuments)
      .where(and(eq(paymentDocuments.partner_guid, partner), eq(paymentDocuments.payment_guid, payment)))
      .orderBy(desc(paymentDocuments.created_at))
      .limit(200),
};

/**
 * Proofs of payment through the shared signed-upload flow (platform/uploads.ts, as policy documents): keys under
 * `payments/<partner>/<payment>` chosen by the server, PDF/JPEG/PNG up to 10 MB (413/415), fresh download URLs.
 */
export function createPaymentDocumentsService(
  database: Database,
  storage: Storage,
  log: { warn(obj: object, msg: string): void },
) {
  const uploads = createUploads(storage);
  const records = createDocumentRecords({ database, uploads, log, entityType: 'payment_document', repository: repo });
  const scoped = <T>(partner: string, fn: (tx: Executor) => Promise<T>) => database.scoped([partner], fn);
  const prefixOf = (partner: string, payment: string) => `payments/${partner}/${payment}`;
  const paymentOf = async (tx: Executor, partner: string, guid: string) => {
    if (!(await paymentsRepository.get(tx, partner, guid))) throw notFound('payment_not_found');
  };
  const out = async (row: Row): Promise<PaymentDocument> => uploads.withUrl(row);

  return {
    async signUpload(partner: string, paymentGuid: string, filename: string) {
      uploads.checkFilename(filename);
      await scoped(partner, (tx) => paymentOf(tx, partner, paymentGuid));
      return uploads.sign(prefixOf(partner, paymentGuid), filename);
    },

    async create(actor: Actor, partner: string, input: PaymentDocumentInput) {
      await scoped(partner, (tx) => paymentOf(tx, partner, input.payment_guid));
      const stored = await uploads.received(input.url, prefixOf(partner, input.payment_guid));
      const row = await records.insert(actor, partner, {
        partner_guid: partner,
        guid: uuidv7(),
        payment_guid: input.payment_guid,
        filename: input.filename,
        storage_key: stored.key,
        content_type: stored.content_type,
        size_bytes: stored.size_bytes,
        created_by: actor.username,
      });
      return out(row);
    },

    list: (partner: string, paymentGuid: string) =>
      scoped(partner, async (tx) => {
        await paymentOf(tx, partner, paymentGuid);
        return Promise.all((await repo.listOf(tx, partner, paymentGuid)).map(out));
      }),
  };
}
