/**
 * What an update really changes. One rule for every update call: a body that changes nothing bumps no version, no
 * `updated_at`, and writes no audit event — the service answers the row as it is.
 */

const INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

/** One value as compared: numbers and bigints by digits, instants by millisecond, objects by their JSON. */
function comparable(v: unknown): unknown {
  if (v === undefined || v === null) return null;
  if (typeof v === 'bigint' || typeof v === 'number') return String(v);
  if (v instanceof Date) return v.getTime();
  if (typeof v === 'string') {
    if (INSTANT.test(v)) {
      let s = v.trim().replace(' ', 'T');
      if (/[+-]\d\d$/.test(s)) s += ':00';
      const ms = Date.parse(s);
      if (!Number.isNaN(ms)) return ms;
    }
    return v;
  }
  if (typeof v === 'object') return JSON.stringify(sorted(v));
  return v;
}

/** JSON with object keys in one order (jsonb does not keep the order they were written in). */
function sorted(v: unknown): unknown {
  if (typeof v === 'bigint') return String(v);
  if (Array.isArray(v)) return v.map(sorted);
  if (v && typeof v === 'object' && !(v instanceof Date))
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, sorted((v as Record<string, unknown>)[k])]),
    );
  return v;
}

export const sameValue = (a: unknown, b: unknown) => comparable(a) === comparable(b);

/** The keys of `patch` (those not undefined) whose value differs from `before`'s. */
export function changedKeys(before: object, patch: object): string[] {
  const b = before as Record<string, unknown>;
  return Object.entries(patch)
    .filter(([k, v]) => v !== undefined && !sameValue(b[k], v))
    .map(([k]) => k);
}

/** True when applying `patch` to `before` would change nothing. */
export const isNoChange = (before: object, patch: object) => changedKeys(before, patch).length === 0;
