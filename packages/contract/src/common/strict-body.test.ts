import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { strictBody } from './strict-body.ts';

const unknownKeys = (schema: z.ZodType, value: unknown) =>
  (strictBody(schema).safeParse(value).error?.issues ?? [])
    .filter((i) => i.code === 'unrecognized_keys')
    .flatMap((i) => ('keys' in i ? (i.keys as string[]) : []).map((k) => [...i.path, k].join('.')));

describe('strictBody', () => {
  const address = z.object({ town: z.string() });
  const person = z
    .object({ name: z.string(), address: address.optional(), tags: z.array(z.object({ v: z.string() })) })
    .refine((p) => p.name !== 'x', { message: 'no x' });

  it('refuses unknown keys at every depth, naming their path', () => {
    expect(
      unknownKeys(person, { name: 'a', tags: [{ v: '1', w: 2 }], address: { town: 't', zip: 1 }, age: 3 }),
    ).toEqual(expect.arrayContaining(['age', 'address.zip', 'tags.0.w']));
  });

  it('keeps refinements, transforms and defaults', () => {
    expect(strictBody(person).safeParse({ name: 'x', tags: [] }).success).toBe(false);
    const withDefault = z.object({ n: z.number().default(1) }).transform((o) => o.n * 2);
    expect(strictBody(withDefault).parse({})).toBe(2);
  });

  it('reads the chosen branch of a discriminated union', () => {
    const u = z.discriminatedUnion('type', [
      z.object({ type: z.literal('a'), a: z.string() }),
      z.object({ type: z.literal('b'), b: z.string() }),
    ]);
    expect(strictBody(u).safeParse({ type: 'a', a: '1' }).success).toBe(true);
    expect(unknownKeys(u, { type: 'a', a: '1', b: '2' })).toEqual(['b']);
  });

  it('leaves an object that chose to be loose as it is, and does not change the original', () => {
    const loose = z.looseObject({ a: z.string() });
    expect(strictBody(loose).safeParse({ a: '1', extra: 1 }).success).toBe(true);
    const plain = z.object({ a: z.string() });
    strictBody(plain);
    expect(plain.safeParse({ a: '1', extra: 1 }).success).toBe(true);
  });
});
