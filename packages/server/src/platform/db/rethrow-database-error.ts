import { fromDatabaseError } from '../http/errors.ts';

/** Turns a constraint violation a service did not foresee (possibly wrapped by Drizzle) into a 4xx. */
export function rethrowDatabaseError(err: unknown): never {
  const mapped = fromDatabaseError(err) ?? fromDatabaseError((err as { cause?: unknown })?.cause);
  throw mapped ?? err;
}
