/** One changed field of an audit event: its name and the values before and after (null when absent). */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Bookkeeping fields every row has: they change on every write and say nothing to a reader. */
const NOISE = new Set([
  'updated_at',
  'created_at',
  'version',
  'guid',
  'partner_guid',
  'access',
  'createdTimestamp',
  // An import's progress bookkeeping (which chunk it reached), not a change anyone made.
  'chunk',
]);
const MAX_CHANGES = 12;

const asRecord = (v: unknown): Record<string, unknown> | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;

/**
 * The fields an event changed: for an update those whose value differs between `before` and `after`; for a creation
 * or a deletion the fields of the one side there is. Nested values are compared as JSON.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const b = asRecord(before);
  const a = asRecord(after);
  if (!a && !b) return [];
  const keys = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])].filter((k) => !NOISE.has(k));
  const out: AuditChange[] = [];
  for (const k of keys) {
    const from = b?.[k] ?? null;
    const to = a?.[k] ?? null;
    if (b && a && JSON.stringify(from) === JSON.stringify(to)) continue;
    out.push({ field: k, before: b ? from : null, after: a ? to : null });
  }
  return out.slice(0, MAX_CHANGES);
}

/** A value as a short text: lists joined, objects as compact JSON, long texts cut. */
export function valueText(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (Array.isArray(v)) return v.length ? v.map(valueText).join(', ') : '—';
  const text = typeof v === 'object' ? JSON.stringify(v) : String(v);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}
