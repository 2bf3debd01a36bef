import pino from 'pino';
import { expect } from 'vitest';
import type { TestApp, TestUser } from '../../../test/test-app.ts';
import { storageFor } from '../../storage.ts';
import { createImportRunner, type ImportJob, importDomainsOf } from '../index.ts';

/** A multipart body with one file field, as a browser sends it. */
export function multipart(filename: string, content: string | Buffer, field = 'file') {
  const boundary = `----coverdesk${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.isBuffer(content) ? content : Buffer.from(content), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Runs the batches the app queued (the test app's queue runs nothing by itself), like the worker would. */
export function importWorker(t: TestApp, afterChunk?: (batch: string, chunk: number) => void | Promise<void>) {
  const runner = createImportRunner(
    { database: t.database, storage: storageFor(t.config.dataDir), log: pino({ level: 'silent' }), afterChunk },
    importDomainsOf(t.jobs),
  );
  const sent = (t.jobs as unknown as { sent: { queue: string; data: ImportJob }[] }).sent;
  return {
    run: (job: ImportJob) => runner.run(job),
    /** Runs every queued job once, in order; answers how many ran. */
    async drain() {
      let n = 0;
      while (sent.length) {
        const job = sent.shift()!;
        if (job.queue === 'imports.run') {
          await runner.run(job.data);
          n++;
        }
      }
      return n;
    },
  };
}

/** Uploads a file to an import route (multipart) and answers the batch (202 expected). */
export async function upload(
  t: TestApp,
  user: TestUser,
  url: string,
  partner: string,
  filename: string,
  content: string | Buffer,
  query: Record<string, string> = {},
) {
  const r = await t.call(user, { method: 'POST', url, partner, query, ...multipart(filename, content) });
  expect(r.statusCode, r.body).toBe(202);
  return r.json() as { guid: string; status: string };
}
