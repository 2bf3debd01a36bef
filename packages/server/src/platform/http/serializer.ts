import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { ZodType, z } from 'zod';

type SerializerCompiler = ReturnType<typeof createSerializerCompiler>;

const zodSerializer = createSerializerCompiler({});

/**
 * Answers are written by `fast-json-stringify`, compiled once per route from the response schema's JSON Schema: like
 * zod's encode, it writes only the schema's properties (a column the contract does not name never leaves), at a
 * fraction of the cost of validating every answer (on the payment dashboard, zod's pass was a quarter of the server's
 * CPU). A schema JSON Schema cannot express (a transform, a date object) keeps zod's serializer.
 *
 * `check` (the tests' servers: CHECK_RESPONSES=1) also runs zod's serializer on every answer and fails the request when
 * the two disagree or zod refuses the data, so the whole test suite proves the fast path writes what zod would.
 */
export function responseSerializer(opts: { check: boolean }): SerializerCompiler {
  return (route) => {
    const slow = zodSerializer(route);
    // Compiled at the route's first answer, not at start: a server (and each test's app) builds 350 routes.
    let fast: ((data: unknown) => string) | null | undefined;
    const write = (data: unknown) => {
      if (fast === undefined) fast = (route.schema instanceof ZodType && compiled(route.schema)) || null;
      return fast ? fast(data) : slow(data);
    };
    if (!opts.check) return write;
    return (data) => {
      const expected = slow(data);
      const written = write(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected)))
        throw new Error(`${route.method} ${route.url}: the compiled serializer wrote ${written}, zod ${expected}`);
      return written;
    };
  };
}

function compiled(schema: ZodType): ((data: unknown) => string) | undefined {
  let json: Record<string, unknown>;
  try {
    json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }) as Record<
      string,
      unknown
    >;
  } catch {
    return undefined;
  }
  return fastJson(json) as (data: unknown) => string;
}
