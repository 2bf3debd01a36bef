import { and, eq, lt, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { uuidv7 } from 'uuidv7';
import type { Database, Executor } from './db/client.ts';
import type { Jobs } from './jobs.ts';
import { emailOutbox } from './mail.tables.ts';
import { emailOutcome } from './metrics.ts';
import type { Storage } from './storage.ts';

export interface Email {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
  about_partner_guid?: string | null;
  /** Free details; `partners` (guid list) limits who may read the email in the outbox (see identity). */
  meta?: Record<string, unknown>;
  /** Reply-To header (e.g. the visitor who wrote to support). */
  reply_to?: string;
  /** Sender instead of MAIL_FROM (a partner's sender settings). */
  from?: string;
  /** Stored files sent with the email (read from storage when it is delivered). */
  attachments?: EmailAttachment[];
}

export interface EmailAttachment {
  key: string;
  filename: string;
  content_type: string;
}

export const EMAIL_QUEUE = 'email.deliver';
export const EMAIL_SWEEP_QUEUE = 'email.sweep';
/** After this many failed attempts an email is marked `failed` and left alone. */
export const MAX_EMAIL_ATTEMPTS = 6;

export interface Mailer {
  /** Writes the email to the outbox in the caller's transaction; call `dispatch` with the guid after commit. */
  enqueue(tx: Executor, email: Email): Promise<string>;
  /** Asks the delivery job to send it. */
  dispatch(guid: string): Promise<void>;
  /** Sends one outbox email now (the job's work). Throws on a temporary failure so the job is retried. */
  deliver(guid: string): Promise<void>;
  /** Registers the delivery job and the sweep that retries emails whose job was lost. */
  registerJobs(jobs: Jobs): Promise<void>;
}

/** An SMTP answer in the 5xx range is permanent: retrying cannot help (unknown mailbox, refused sender…). */
function isPermanent(err: unknown): boolean {
  const code = (err as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export function createMailer(
  database: Database,
  opts: { smtpUrl?: string; from: string; log: Logger; jobs: Jobs; storage?: Storage },
): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : undefined;
  const { db } = database;
  const mailer: Mailer = {
    async enqueue(tx, email) {
      const guid = uuidv7();
      await tx.insert(emailOutbox).values({
        guid,
        about_partner_guid: email.about_partner_guid ?? null,
        to_address: email.to,
        subject: email.subject,
        text_body: email.text,
        html_body: email.html ?? null,
        kind: email.kind,
        meta: {
          ...(email.meta ?? {}),
          ...(email.reply_to ? { reply_to: email.reply_to } : {}),
          ...(email.from ? { from: email.from } : {}),
          ...(email.attachments?.length ? { attachments: email.attachments } : {}),
        },
      });
      return guid;
    },
    async dispatch(guid) {
      await opts.jobs.send(
        EMAIL_QUEUE,
        { guid },
        { retryLimit: MAX_EMAIL_ATTEMPTS - 1, retryDelay: 5, retryBackoff: true },
      );
    },
    async deliver(guid) {
      // Claim one attempt atomically: only a queued email below the attempt limit is sent.
      const [row] = await db
        .update(emailOutbox)
        .set({ attempts: sql`${emailOutbox.attempts} + 1` })
        .where(and(eq(emailOutbox.guid, guid), eq(emailOutbox.status, 'queued')))
        .returning();
      if (!row) return;
      if (!transport) {
        await db.update(emailOutbox).set({ status: 'stored' }).where(eq(emailOutbox.guid, guid));
        emailOutcome('stored');
        return;
      }
      try {
        const meta = row.meta as { reply_to?: string; from?: string; attachments?: EmailAttachment[] } | null;
        const replyTo = meta?.reply_to;
        const attachments = await Promise.all(
          (meta?.attachments ?? []).map(async (a) => {
            const content = await opts.storage?.read(a.key);
            if (!content) throw Object.assign(new Error(`attachment ${a.filename} is missing`), { responseCode: 550 });
            return { filename: a.filename, contentType: a.content_type, content };
          }),
        );
        await transport.sendMail({
          from: meta?.from ?? opts.from,
          ...(attachments.length ? { attachments } : {}),
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body ?? undefined,
          ...(replyTo ? { replyTo } : {}),
        });
        await db
          .update(emailOutbox)
          .set({ status: 'sent', sent_at: sql`now()`, error: null })
          .where(eq(emailOutbox.guid, guid));
        emailOutcome('sent');
      } catch (err) {
        const message = String((err as Error).message ?? err).slice(0, 2000);
        const final = isPermanent(err) || row.attempts >= MAX_EMAIL_ATTEMPTS;
        opts.log.warn({ err, guid, attempt: row.attempts, final }, 'email delivery failed');
        await db
          .update(emailOutbox)
          .set({ error: message, ...(final ? { status: 'failed' } : {}) })
          .where(eq(emailOutbox.guid, guid));
        emailOutcome(final ? 'failed' : 'retry');
        if (!final) throw err;
      }
    },
    async registerJobs(jobs) {
      await jobs.work<{ guid: string }>(EMAIL_QUEUE, ({ guid }) => mailer.deliver(guid));
      await jobs.work(EMAIL_SWEEP_QUEUE, async () => {
        const stale = await db
          .select({ guid: emailOutbox.guid })
          .from(emailOutbox)
          .where(
            and(
              eq(emailOutbox.status, 'queued'),
              lt(emailOutbox.attempts, MAX_EMAIL_ATTEMPTS),
              lt(emailOutbox.created_at, sql`now() - interval '2 minutes'`),
            ),
          )
          .limit(500);
        for (const r of stale) await mailer.dispatch(r.guid);
      });
      await jobs.schedule(EMAIL_SWEEP_QUEUE, '*/5 * * * *');
    },
  };
  return mailer;
}
