import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricValue } from '../test/metric-value.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { type Jobs, startJobs } from './jobs.ts';
import { createMailer, MAX_EMAIL_ATTEMPTS, type Mailer } from './mail.ts';

interface Received {
  to: string[];
  raw: string;
}

let t: TestApp;
let smtp: SMTPServer;
let jobs: Jobs;
let mailer: Mailer;
const received: Received[] = [];

beforeAll(async () => {
  t = await createTestApp();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, cb) {
      if (address.address.startsWith('nobody@'))
        return cb(Object.assign(new Error('No such user'), { responseCode: 550 }));
      if (address.address.startsWith('busy@')) return cb(Object.assign(new Error('Try later'), { responseCode: 451 }));
      return cb();
    },
    onData(stream, session, cb) {
      let raw = '';
      stream.on('data', (c: Buffer) => {
        raw += c.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  const log = pino({ level: 'silent' });
  jobs = await startJobs(t.url, log, { runWorkers: true });
  mailer = createMailer(t.database, {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: 'CoverDesk <no-reply@coverdesk.test>',
    log,
    jobs,
  });
  await mailer.registerJobs(jobs);
}, 60_000);

afterAll(async () => {
  await jobs?.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await t.close();
});

const status = async (guid: string) =>
  (await t.owner.query('select status, attempts, error, sent_at from email_outbox where guid = $1', [guid])).rows[0];

async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
}

const enqueue = (to: string) =>
  t.database.db.transaction((tx) => mailer.enqueue(tx, { to, subject: 'Hello', text: 'Body text', kind: 'test' }));

describe('email delivery through SMTP with pg-boss', () => {
  it('the email.deliver job sends a queued email and marks it sent', async () => {
    const guid = await enqueue('someone@example.com');
    await mailer.dispatch(guid);
    const row = await until(
      () => status(guid),
      (r) => r.status === 'sent',
    );
    expect(row).toMatchObject({ status: 'sent', attempts: 1, error: null });
    expect(row.sent_at).not.toBeNull();
    const mail = received.find((m) => m.to.includes('someone@example.com'));
    expect(mail?.raw).toContain('Subject: Hello');
    expect(mail?.raw).toContain('Body text');
  }, 30_000);

  it('a permanent refusal (5xx) ends as failed at once', async () => {
    const guid = await enqueue('nobody@example.com');
    await mailer.dispatch(guid);
    const row = await until(
      () => status(guid),
      (r) => r.status === 'failed',
    );
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.error).toMatch(/No such user/);
  }, 30_000);

  it('a temporary failure is retried, then failed after the last attempt', async () => {
    const guid = await enqueue('busy@example.com');
    const retries = await metricValue('coverdesk_emails_total', { outcome: 'retry' });
    const failures = await metricValue('coverdesk_emails_total', { outcome: 'failed' });
    for (let i = 1; i < MAX_EMAIL_ATTEMPTS; i++) {
      await expect(mailer.deliver(guid)).rejects.toThrow(/Try later/);
      expect(await status(guid)).toMatchObject({ status: 'queued', attempts: i });
    }
    await mailer.deliver(guid);
    expect(await status(guid)).toMatchObject({ status: 'failed', attempts: MAX_EMAIL_ATTEMPTS });
    expect(await metricValue('coverdesk_emails_total', { outcome: 'retry' })).toBe(retries + MAX_EMAIL_ATTEMPTS - 1);
    expect(await metricValue('coverdesk_emails_total', { outcome: 'failed' })).toBe(failures + 1);
    // Nothing more happens to a failed email.
    await mailer.deliver(guid);
    expect((await status(guid)).attempts).toBe(MAX_EMAIL_ATTEMPTS);
  }, 30_000);

  it('without SMTP_URL the email is kept in the outbox as stored', async () => {
    const outboxOnly = createMailer(t.database, { from: 'x@y.z', log: pino({ level: 'silent' }), jobs });
    const guid = await t.database.db.transaction((tx) =>
      outboxOnly.enqueue(tx, { to: 'kept@example.com', subject: 'S', text: 'T', kind: 'test' }),
    );
    const stored = await metricValue('coverdesk_emails_total', { outcome: 'stored' });
    await outboxOnly.deliver(guid);
    expect(await status(guid)).toMatchObject({ status: 'stored', attempts: 1 });
    expect(await metricValue('coverdesk_emails_total', { outcome: 'stored' })).toBe(stored + 1);
  });
});
