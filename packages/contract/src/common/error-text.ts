/** SPEC §8 text of a failed call, with no zod import so a browser page can use it without loading zod. */
export const DEFAULT_ERROR_TEXT = 'An error occurred, this could be due to invalid data.';

/**
 * The text shown for a failed call (SPEC §8): the errors map joined with commas (message when the map is empty),
 * else message or error_description, else the default.
 */
export function errorText(body: unknown, fallback: string = DEFAULT_ERROR_TEXT): string {
  if (!body || typeof body !== 'object') return fallback;
  const b = body as { errors?: unknown; message?: unknown; error_description?: unknown };
  if (b.errors && typeof b.errors === 'object') {
    const values = Object.values(b.errors as Record<string, unknown>).filter((v) => typeof v === 'string' && v);
    if (values.length) return values.join(', ');
    if (typeof b.message === 'string' && b.message) return b.message;
  }
  if (typeof b.message === 'string' && b.message) return b.message;
  if (typeof b.error_description === 'string' && b.error_description) return b.error_description;
  return fallback;
}
