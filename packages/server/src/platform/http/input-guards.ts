import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** A parsed JSON, form or query object (the query parser's objects have a prototype of their own), not a stream. */
const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null &&
  typeof v === 'object' &&
  !Buffer.isBuffer(v) &&
  !(v instanceof Date) &&
  typeof (v as { pipe?: unknown }).pipe !== 'function';

/**
 * The path of the first string (or object key) holding a NUL character, else undefined. PostgreSQL refuses U+0000 in
 * text and in jsonb, so such a value must be refused before any query, wherever it hides.
 */
export function findNul(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || '_' : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], [...path, String(i)]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (isRecord(value)) {
    for (const [k, v] of Object.entries(value)) {
      if (k.includes('\u0000')) return [...path, k.replaceAll('\u0000', '')].join('.') || '_';
      const found = findNul(v, [...path, k]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** Whether any string (or object key) holds a NUL character: `findNul` without building paths, for every request. */
function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (isRecord(value)) {
    for (const k of Object.keys(value)) if (k.includes('\u0000') || hasNul(value[k])) return true;
  }
  return false;
}

/** Refuses a NUL character in any string of the path, the query or the body with 400 naming the field. */
function refuseNul(request: FastifyRequest, _reply: unknown, done: (err?: Error) => void) {
  for (const part of [request.params, request.query, request.body]) {
    if (!hasNul(part)) continue;
    const field = findNul(part) ?? '_';
    return done(new AppError(400, 'invalid_input', {}, { [field]: 'no_nul_character' }));
  }
  done();
}

/** Input checks that hold for every route of the API, before any route's own validation. */
export function registerInputGuards(app: FastifyInstance) {
  app.addHook('preValidation', refuseNul);
}
