import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializer } from './serializer.ts';

const schema = z.object({
  guid: z.string(),
  amount_cents: z.string(),
  note: z.string().nullable(),
  tags: z.array(z.object({ name: z.string() })),
});
const route = (check: boolean, s: z.ZodType = schema) =>
  responseSerializer({ check })({ schema: s, method: 'GET', url: '/api/x', httpStatus: '200' } as never);
const row = { guid: 'g1', amount_cents: '1200', note: null, tags: [{ name: 'a', secret: 'x' }], password_hash: 'h' };

describe('the compiled response serializer', () => {
  it('writes only what the schema names, as zod would', () => {
    const written = JSON.parse(route(false)(row));
    expect(written).toEqual({ guid: 'g1', amount_cents: '1200', note: null, tags: [{ name: 'a' }] });
  });

  it('checked, refuses an answer zod refuses (the tests see every shape drift)', () => {
    expect(() => route(true)({ ...row, amount_cents: 1200 })).toThrow();
    expect(route(false)({ ...row, amount_cents: 1200 })).toContain('"amount_cents":"1200"');
  });

  it('keeps zod for a schema JSON Schema cannot express', () => {
    const dated = z.object({ at: z.date() });
    expect(route(false, dated)({ at: new Date('2026-01-02T00:00:00Z') })).toBe('{"at":"2026-01-02T00:00:00.000Z"}');
  });
});
