/**
 * A `timestamptz` as PostgreSQL writes it, as ISO-8601 UTC with milliseconds (`2026-11-21T09:30:00.123Z`): what
 * `new Date(v).toISOString()` gives, without a Date per value for the usual UTC form (`2026-11-21 09:30:00.123456+00`;
 * a page of 100 users spent more in Date objects than in its query). Any other form (an offset, a BC or infinite
 * value) goes through Date as before.
 */
const UTC = /^([1-9]\d{3}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;

export function isoTimestamp(value: string): string {
  const m = UTC.exec(value);
  if (!m) return new Date(value).toISOString();
  // Date keeps milliseconds and drops what follows (no rounding).
  const ms = m[3] ? `${m[3]}00`.slice(0, 3) : '000';
  return `${m[1]}T${m[2]}.${ms}Z`;
}
