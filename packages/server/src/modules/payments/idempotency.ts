import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { unprocessable } from '../../platform/http/errors.ts';
import { idempotencyKeys } from './payments.tables.ts';

export { idempotencyKeyOf } from '../../platform/http/idempotency-key.ts';

const hashOf = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/**
 * Runs a money-moving call at most once per key (DESIGN "Money-moving calls accept an Idempotency-Key header and
 * replay the first answer"). Inside the call's transaction: the key row is inserted first (a concurrent repeat waits
 * on it), then `fn` runs and its answer is stored. A repeat with the same body gets the stored answer
 * (`replayed: true`); the same key with another body is refused with 422. A failed call stores nothing (its
 * transaction rolls back), so it can be retried with the same key.
 */
export async function once<T>(
  tx: Executor,
  s: { partner: string; scope: string; key: string | undefined; body: unknown },
  fn: () => Promise<T>,
): Promise<{ result: T; replayed: boolean }> {
  if (!s.key) return { result: await fn(), replayed: false };
  const request_hash = hashOf(s.body);
  const [claimed] = await tx
    .insert(idempotencyKeys)
    .values({ partner_guid: s.partner, scope: s.scope, key: s.key, request_hash, response: {} })
    .onConflictDoNothing()
    .returning();
  if (!claimed) {
    const [prior] = await tx
      .select()
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.partner_guid, s.partner),
          eq(idempotencyKeys.scope, s.scope),
          eq(idempotencyKeys.key, s.key),
        ),
      );
    if (!prior || prior.request_hash !== request_hash) throw unprocessable('idempotency_key_reused');
    return { result: prior.response as T, replayed: true };
  }
  const result = await fn();
  await tx
    .update(idempotencyKeys)
    .set({ response: result as object })
    .where(
      and(
        eq(idempotencyKeys.partner_guid, s.partner),
        eq(idempotencyKeys.scope, s.scope),
        eq(idempotencyKeys.key, s.key),
      ),
    );
  return { result, replayed: false };
}
