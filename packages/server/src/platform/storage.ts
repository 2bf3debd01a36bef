import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AwsV4Signer } from 'aws4fetch';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { AppError, forbidden, notFound } from './http/errors.ts';
import { addMessages } from './http/messages.ts';
import type { Module } from './module.ts';

/**
 * File storage behind signed URLs: the API never streams a document through a JSON call.
 * - local (default): files under `DATA_DIR/files`; URLs `/api/files/<key>?…&sig=` are HMAC-SHA256 signed, expire, and
 *   are served by this module (PUT to upload with the signed content type and size limit, GET to download). The URLs
 *   are relative so they work behind any proxy; the signing secret is `STORAGE_SIGNING_SECRET` or a random one kept in
 *   `DATA_DIR/storage-signing.key` (mode 0600).
 * - S3-compatible (when `S3_ENDPOINT`, `S3_BUCKET`, `S3_ACCESS_KEY`, `S3_SECRET_KEY` are set; `S3_REGION`, default
 *   us-east-1): path-style presigned URLs (AWS Signature V4 in the query, through aws4fetch).
 * Keys are chosen by the server (`newKey`), never by a client.
 */
export interface StoredObject {
  size: number;
}
export interface SignedUrl {
  url: string;
  expiresAt: string;
}
export interface Storage {
  kind: 'local' | 's3';
  signUpload(key: string, opts: { contentType: string; maxBytes: number; expiresSeconds?: number }): Promise<SignedUrl>;
  signDownload(key: string, opts: { filename: string; expiresSeconds?: number }): Promise<SignedUrl>;
  stat(key: string): Promise<StoredObject | null>;
  /** Writes an object the server made (a generated document); keys are still chosen by `newKey`. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Reads a whole object (null when missing): for server-side work on small files, e.g. a PDF's text. */
  read(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** The key inside a signed URL this storage issued (or a bare key); null when it is not one of ours. */
  keyFromUrl(urlOrKey: string): string | null;
  /** Streams a stored object (server-side reads, e.g. the import engine's job); never held in memory. */
  readStream(key: string): Promise<Readable>;
  /** Stores a local file under `key` (the file is moved or copied, then may be removed by the caller). */
  putFile(key: string, file: string, contentType: string): Promise<void>;
}

export const UPLOAD_URL_SECONDS = 15 * 60;
export const DOWNLOAD_URL_SECONDS = 5 * 60;
const KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
export const isValidKey = (key: string) => KEY.test(key) && key.length <= 500 && !key.split('/').includes('..');

/** A fresh server-chosen key: `<prefix>/<uuidv7>-<safe file name>`. */
export function newKey(prefix: string, filename: string): string {
  const base = path
    .basename(filename)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  const safe =
    base
      .replace(/[^A-Za-z0-9._-]+/g, '_')
      .replace(/^[._]+/, '')
      .slice(-100) || 'file';
  return `${prefix}/${uuidv7()}-${safe}`;
}

/** The lower-case extension of a file name ('' when none). */
export const extensionOf = (filename: string) => {
  const m = /\.([A-Za-z0-9]+)$/.exec(filename.trim());
  return m ? m[1]!.toLowerCase() : '';
};

// ---------------------------------------------------------------------------------------------------------------
// Local disk

const LOCAL_PREFIX = '/api/files/';
export const SIGNED_UPLOAD_ALIAS = '/api/configs/s3_signed_url/upload/';

function b64url(buf: Buffer) {
  return buf.toString('base64url');
}

export function createLocalStorage(opts: { root: string; secret: string; now?: () => number }): Storage & {
  /** Checks a signed local URL's query; answers the signed parameters or throws 403. */
  verify(method: 'GET' | 'PUT', key: string, query: Record<string, string | undefined>): Record<string, string>;
  pathOf(key: string): string;
} {
  const now = opts.now ?? Date.now;
  const sign = (fields: string[]) => b64url(createHmac('sha256', opts.secret).update(fields.join('\n')).digest());
  const fieldsOf = (method: string, key: string, q: Record<string, string | undefined>) =>
    method === 'PUT'
      ? ['PUT', key, q.expires ?? '', q.type ?? '', q.max ?? '']
      : ['GET', key, q.expires ?? '', q.filename ?? ''];
  const pathOf = (key: string) => {
    if (!isValidKey(key)) throw notFound();
    return path.join(opts.root, ...key.split('/'));
  };
  const urlOf = (method: 'GET' | 'PUT', key: string, q: Record<string, string>) => {
    const sig = sign(fieldsOf(method, key, q));
    const params = new URLSearchParams({ ...q, sig });
    return `${LOCAL_PREFIX}${key}?${params.toString()}`;
  };
  const expiry = (seconds: number) => {
    const at = Math.floor(now() / 1000) + seconds;
    return { expires: String(at), expiresAt: new Date(at * 1000).toISOString() };
  };
  return {
    kind: 'local',
    pathOf,
    async signUpload(key, o) {
      pathOf(key);
      const { expires, expiresAt } = expiry(o.expiresSeconds ?? UPLOAD_URL_SECONDS);
      return { url: urlOf('PUT', key, { expires, type: o.contentType, max: String(o.maxBytes) }), expiresAt };
    },
    async signDownload(key, o) {
      pathOf(key);
      const { expires, expiresAt } = expiry(o.expiresSeconds ?? DOWNLOAD_URL_SECONDS);
      return { url: urlOf('GET', key, { expires, filename: o.filename }), expiresAt };
    },
    verify(method, key, q) {
      const sig = q.sig ?? '';
      const expected = Buffer.from(sign(fieldsOf(method, key, q)));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw forbidden('signature_invalid');
      const expires = Number(q.expires);
      if (!Number.isInteger(expires) || expires * 1000 < now()) throw forbidden('signature_expired');
      return Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined)) as Record<string, string>;
    },
    async stat(key) {
      try {
        const s = await fs.promises.stat(pathOf(key));
        return s.isFile() ? { size: s.size } : null;
      } catch {
        return null;
      }
    },
    async put(key, body) {
      const file = pathOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.${Date.now()}.part`;
      await fs.promises.writeFile(tmp, body, { mode: 0o600 });
      await fs.promises.rename(tmp, file);
    },
    async read(key) {
      return fs.promises.readFile(pathOf(key)).catch(() => null);
    },
    async remove(key) {
      await fs.promises.rm(pathOf(key), { force: true });
    },
    async readStream(key) {
      return fs.createReadStream(pathOf(key));
    },
    async putFile(key, file) {
      const target = pathOf(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.copyFile(file, target);
    },
    keyFromUrl(urlOrKey) {
      const u = urlOrKey.trim();
      let key = u;
      if (u.includes('?') || u.startsWith('/') || /^https?:/i.test(u)) {
        const p = new URL(u, 'http://local').pathname;
        if (!p.startsWith(LOCAL_PREFIX)) return null;
        key = decodeURIComponent(p.slice(LOCAL_PREFIX.length));
      }
      return isValidKey(key) ? key : null;
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// S3-compatible

export interface S3Options {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region?: string;
}

/** A presigned S3 URL (AWS Signature V4, query-signed, unsigned payload). `datetime` is for tests. */
export async function presignS3(
  o: S3Options,
  method: 'GET' | 'PUT' | 'HEAD' | 'DELETE',
  objectUrl: string,
  expiresSeconds: number,
  opts: { headers?: Record<string, string>; datetime?: string; query?: Record<string, string> } = {},
): Promise<string> {
  const url = new URL(objectUrl);
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
  url.searchParams.set('X-Amz-Expires', String(expiresSeconds));
  const signed = await new AwsV4Signer({
    method,
    url: url.toString(),
    headers: opts.headers,
    accessKeyId: o.accessKey,
    secretAccessKey: o.secretKey,
    service: 's3',
    region: o.region ?? 'us-east-1',
    signQuery: true,
    // Sign the content type too: S3 then refuses an upload of another type.
    allHeaders: Boolean(opts.headers),
    datetime: opts.datetime,
  }).sign();
  return signed.url.toString();
}

export function createS3Storage(o: S3Options, fetchImpl: typeof fetch = fetch): Storage {
  const base = o.endpoint.replace(/\/$/, '');
  const objectUrl = (key: string) => {
    if (!isValidKey(key)) throw notFound();
    return `${base}/${encodeURIComponent(o.bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;
  };
  const expiresAt = (s: number) => new Date(Date.now() + s * 1000).toISOString();
  const call = async (method: 'HEAD' | 'DELETE', key: string) =>
    fetchImpl(await presignS3(o, method, objectUrl(key), 60), { method });
  return {
    kind: 's3',
    async signUpload(key, opts) {
      const s = opts.expiresSeconds ?? UPLOAD_URL_SECONDS;
      const url = await presignS3(o, 'PUT', objectUrl(key), s, { headers: { 'content-type': opts.contentType } });
      return { url, expiresAt: expiresAt(s) };
    },
    async signDownload(key, opts) {
      const s = opts.expiresSeconds ?? DOWNLOAD_URL_SECONDS;
      const url = await presignS3(o, 'GET', objectUrl(key), s, {
        query: { 'response-content-disposition': contentDisposition(opts.filename) },
      });
      return { url, expiresAt: expiresAt(s) };
    },
    async stat(key) {
      const res = await call('HEAD', key);
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`S3 HEAD ${res.status}`);
      return { size: Number(res.headers.get('content-length') ?? 0) };
    },
    async put(key, body, contentType) {
      const url = await presignS3(o, 'PUT', objectUrl(key), 60, { headers: { 'content-type': contentType } });
      const res = await fetchImpl(url, { method: 'PUT', headers: { 'content-type': contentType }, body });
      if (!res.ok) throw new Error(`S3 PUT ${res.status}`);
    },
    async read(key) {
      const res = await fetchImpl(await presignS3(o, 'GET', objectUrl(key), 60), { method: 'GET' });
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`S3 GET ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    },
    async remove(key) {
      const res = await call('DELETE', key);
      if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${res.status}`);
    },
    async readStream(key) {
      const res = await fetchImpl(await presignS3(o, 'GET', objectUrl(key), 60), { method: 'GET' });
      if (!res.ok || !res.body) throw new Error(`S3 GET ${res.status}`);
      return Readable.fromWeb(res.body as import('node:stream/web').ReadableStream);
    },
    async putFile(key, file, contentType) {
      const size = (await fs.promises.stat(file)).size;
      const url = await presignS3(o, 'PUT', objectUrl(key), 300, { headers: { 'content-type': contentType } });
      const res = await fetchImpl(url, {
        method: 'PUT',
        headers: { 'content-type': contentType, 'content-length': String(size) },
        body: Readable.toWeb(fs.createReadStream(file)) as unknown as RequestInit['body'],
        duplex: 'half',
      } as RequestInit);
      if (!res.ok) throw new Error(`S3 PUT ${res.status}`);
    },
    keyFromUrl(urlOrKey) {
      const u = urlOrKey.trim();
      if (!/^https?:/i.test(u)) return isValidKey(u) ? u : null;
      const parsed = new URL(u);
      const prefix = `${new URL(base).pathname.replace(/\/$/, '')}/${encodeURIComponent(o.bucket)}/`;
      if (parsed.origin !== new URL(base).origin || !parsed.pathname.startsWith(prefix)) return null;
      const key = parsed.pathname.slice(prefix.length).split('/').map(decodeURIComponent).join('/');
      return isValidKey(key) ? key : null;
    },
  };
}

export function contentDisposition(filename: string) {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Choice by environment, and the local routes

function signingSecret(dataDir: string, env: NodeJS.ProcessEnv) {
  if (env.STORAGE_SIGNING_SECRET) return env.STORAGE_SIGNING_SECRET;
  const file = path.join(dataDir, 'storage-signing.key');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      return fs.readFileSync(file, 'utf8').trim();
    }
  }
}

const cache = new Map<string, Storage>();
/** The storage of this process: S3 when its four variables are set, else local disk under `DATA_DIR/files`. */
export function storageFor(dataDir: string, env: NodeJS.ProcessEnv = process.env): Storage {
  const s3 = env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY && env.S3_SECRET_KEY;
  const id = s3 ? `s3:${env.S3_ENDPOINT}/${env.S3_BUCKET}` : `local:${dataDir}`;
  let storage = cache.get(id);
  if (!storage) {
    storage = s3
      ? createS3Storage({
          endpoint: env.S3_ENDPOINT!,
          bucket: env.S3_BUCKET!,
          accessKey: env.S3_ACCESS_KEY!,
          secretKey: env.S3_SECRET_KEY!,
          region: env.S3_REGION || undefined,
        })
      : createLocalStorage({ root: path.join(dataDir, 'files'), secret: signingSecret(dataDir, env) });
    cache.set(id, storage);
  }
  return storage;
}

addMessages({
  signature_invalid: { en: 'This link is not valid.', fr: "Ce lien n'est pas valide." },
  signature_expired: { en: 'This link has expired.', fr: 'Ce lien a expiré.' },
});

type Local = ReturnType<typeof createLocalStorage>;
const keyOf = (request: FastifyRequest) => decodeURIComponent((request.params as { '*': string })['*'] ?? '');

async function receive(storage: Local, request: FastifyRequest, reply: FastifyReply) {
  const key = keyOf(request);
  const q = storage.verify('PUT', key, request.query as Record<string, string>);
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== q.type) throw new AppError(415, 'unsupported_media_type');
  const max = Number(q.max);
  const declared = Number(request.headers['content-length'] ?? Number.NaN);
  if (declared > max) throw new AppError(413, 'payload_too_large');
  const file = storage.pathOf(key);
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Date.now()}.part`;
  let size = 0;
  let tooLarge = false;
  const body = request.body as NodeJS.ReadableStream;
  try {
    await pipeline(
      body,
      new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          if (size > max) {
            tooLarge = true;
            done(new AppError(413, 'payload_too_large'));
          } else done(null, chunk);
        },
      }),
      fs.createWriteStream(tmp, { mode: 0o600 }),
    );
  } catch (err) {
    await fs.promises.rm(tmp, { force: true });
    if (tooLarge) throw new AppError(413, 'payload_too_large');
    throw err;
  }
  await fs.promises.rename(tmp, file);
  return reply.status(200).send({ size });
}

async function send(storage: Local, request: FastifyRequest, reply: FastifyReply) {
  const key = keyOf(request);
  const q = storage.verify('GET', key, request.query as Record<string, string>);
  const file = storage.pathOf(key);
  const stat = await fs.promises.stat(file).catch(() => null);
  if (!stat?.isFile()) throw notFound();
  const ext = extensionOf(key);
  const types: Record<string, string> = {
    pdf: 'application/pdf',
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
  };
  return reply
    .header('content-type', types[ext] ?? 'application/octet-stream')
    .header('content-length', stat.size)
    .header('content-disposition', contentDisposition(q.filename ?? path.basename(file)))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(fs.createReadStream(file));
}

/** Serves the local storage's signed URLs (nothing when S3 is configured). The signature is the authorisation. */
export const storageModule: Module = async (app: FastifyInstance, { config }) => {
  const storage = storageFor(config.dataDir);
  if (storage.kind !== 'local') return;
  const local = storage as Local;
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // The body stays a stream: files are never held in memory.
    scope.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
    scope.put(`${LOCAL_PREFIX}*`, { schema: { hide: true }, bodyLimit: 1024 * 1024 * 1024 }, (req, reply) =>
      receive(local, req, reply),
    );
    scope.get(`${LOCAL_PREFIX}*`, { schema: { hide: true } }, (req, reply) => send(local, req, reply));
    // SPEC §7 `PUT configs/s3_signed_url/upload/{x}`: the same signed upload under the original platform's path (the
    // key and the signed query of a URL this storage issued).
    scope.put(`${SIGNED_UPLOAD_ALIAS}*`, { schema: { hide: true }, bodyLimit: 1024 * 1024 * 1024 }, (req, reply) =>
      receive(local, req, reply),
    );
  });
};
