import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

const KEY = /^[\w.:-]{8,200}$/;

/** The `Idempotency-Key` header of a request, checked (400 when malformed), or undefined. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !KEY.test(key)) throw new AppError(400, 'invalid_input', {}, { 'Idempotency-Key': 'idempotency_key' });
  return key;
}
