import { and, eq, lt, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { uuidv7 } from 'uuidv7';
import type { Database, Executor } from './db/client.ts';
import type { Jobs } from './jobs.ts';
import { emailOutbox } from './mail.tables.ts';

export interface Email {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
  about_partner_guid?: string | null;
  meta?: Record<string, unknown>;
}

export const EMAIL_QUEUE = 'email.deliver';
export const EMAIL_SWEEP_QUEUE = 'email.sweep';

export interface Mailer {
  /** Writes the email to the outbox in the caller's transaction; call `dispatch` with the guid after commit. */
  enqueue(tx: Executor, email: Email): Promise<string>;
  /** Asks the delivery job to send it. */
  dispatch(guid: string): Promise<void>;
  /** Sends one outbox email now (the job's work). */
  deliver(guid: string): Promise<void>;
  /** Registers the delivery job and the sweep that retries emails whose job was lost. */
  registerJobs(jobs: Jobs): Promise<void>;
}

export function createMailer(
  database: Database,
  opts: { smtpUrl?: string; from: string; log: Logger; jobs: Jobs },
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
        meta: email.meta ?? null,
      });
      return guid;
    },
    async dispatch(guid) {
      await opts.jobs.send(EMAIL_QUEUE, { guid }, { retryLimit: 5, retryBackoff: true });
    },
    async deliver(guid) {
      const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.guid, guid));
      if (row?.status !== 'queued') return;
      if (!transport) {
        await db.update(emailOutbox).set({ status: 'stored' }).where(eq(emailOutbox.guid, guid));
        return;
      }
      try {
        await transport.sendMail({
          from: opts.from,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body ?? undefined,
        });
        await db
          .update(emailOutbox)
          .set({ status: 'sent', sent_at: sql`now()`, error: null })
          .where(eq(emailOutbox.guid, guid));
      } catch (err) {
        opts.log.warn({ err, guid }, 'email delivery failed');
        await db
          .update(emailOutbox)
          .set({ error: String((err as Error).message ?? err) })
          .where(eq(emailOutbox.guid, guid));
        throw err;
      }
    },
    async registerJobs(jobs) {
      await jobs.work<{ guid: string }>(EMAIL_QUEUE, ({ guid }) => mailer.deliver(guid));
      await jobs.work(EMAIL_SWEEP_QUEUE, async () => {
        const stale = await db
          .select({ guid: emailOutbox.guid })
          .from(emailOutbox)
          .where(and(eq(emailOutbox.status, 'queued'), lt(emailOutbox.created_at, sql`now() - interval '2 minutes'`)))
          .limit(500);
        for (const r of stale) await mailer.dispatch(r.guid);
      });
      await jobs.schedule(EMAIL_SWEEP_QUEUE, '*/5 * * * *');
    },
  };
  return mailer;
}
