/**
 * Runs lazy queries (Drizzle builders) one after the other and answers their results like `Promise.all`.
 * A transaction is one connection, which runs one query at a time: `Promise.all` would only queue them inside `pg`
 * (a use `pg` deprecates), with no gain.
 */
export async function inTurn<T extends readonly unknown[]>(
  queries: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query);
  return results as { -readonly [K in keyof T]: Awaited<T[K]> };
}
