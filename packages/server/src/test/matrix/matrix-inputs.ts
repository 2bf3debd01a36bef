import fc from 'fast-check';
import { z } from 'zod';
import type { TestApp, TestUser } from '../test-app.ts';
import type { Kind, MatrixPartner, MatrixWorld } from './matrix-fixture.ts';
import { buildPath, fieldKind, type MatrixRoute, paramsFor, pathParams } from './matrix-routes.ts';

// biome-ignore lint/suspicious/noExplicitAny: a JSON schema is untyped data
type JsonSchema = Record<string, any>;
type Hook = (field: string) => fc.Arbitrary<unknown> | undefined;

/** Zod 4's own JSON Schema of what a route accepts (input side: before defaults and transforms). */
export const jsonSchemaOf = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

const SAFE = Number.MAX_SAFE_INTEGER;
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const dateArb = fc
  .date({ min: new Date('1940-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`);
const recentDateArb = fc
  .integer({ min: -400, max: 0 })
  .map((days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10));

/** A fast-check arbitrary of values a JSON schema accepts (refinements zod cannot express there are not honoured). */
export function arbitraryOf(s: JsonSchema, hook: Hook, field = '', modest = false): fc.Arbitrary<unknown> {
  // A record-naming field's value (an array of them gets one per item, below).
  const byField = field && s.type !== 'array' ? hook(field) : undefined;
  if (byField) return byField;
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  const alts = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  if (alts?.length) return fc.oneof(...alts.map((a) => arbitraryOf(a, hook, field, modest)));
  if (Array.isArray(s.allOf) && s.allOf.length)
    return arbitraryOf({ ...s, allOf: undefined, ...s.allOf[0] }, hook, field, modest);
  if (Array.isArray(s.type))
    return fc.oneof(...(s.type as string[]).map((type) => arbitraryOf({ ...s, type }, hook, field, modest)));
  switch (s.type) {
    case 'string':
      return stringArb(s, field);
    case 'integer': {
      const min = Math.max(
        s.minimum ?? -SAFE,
        s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -SAFE,
        -SAFE,
      );
      const max = Math.min(s.maximum ?? SAFE, s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : SAFE, SAFE);
      if (min > max) return fc.constant(min);
      // Modest inputs stay near the low bound (a page of 1, a small amount): values a person would send.
      if (modest) return fc.integer({ min, max: Math.min(max, Math.max(min, 1) + 1_000) });
      return fc.oneof(fc.integer({ min, max: Math.min(max, Math.max(min, 0) + 100) }), fc.integer({ min, max }));
    }
    case 'number':
      return fc.double({
        min: s.minimum ?? -1e9,
        max: s.maximum ?? 1e9,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = s.items ? arbitraryOf(s.items, hook, field, modest) : fc.string();
      const minLength = s.minItems ?? 0;
      return fc.array(item, { minLength, maxLength: Math.min(s.maxItems ?? minLength + 3, minLength + 3) });
    }
    case 'object':
      return objectArb(s, hook, modest);
    default:
      return fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean());
  }
}

function stringArb(s: JsonSchema, field: string): fc.Arbitrary<string> {
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'date')
    return /date|admission|discharge|death|event/.test(field) ? fc.oneof(recentDateArb, dateArb) : dateArb;
  if (s.format === 'date-time') return recentDateArb.map((d) => `${d}T10:00:00.000Z`);
  if (s.format === 'email') return fc.emailAddress().filter((e) => e.length <= (s.maxLength ?? 254));
  if (typeof s.pattern === 'string') {
    try {
      const re = new RegExp(s.pattern);
      return fc.stringMatching(re).filter((v) => v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? 10_000));
    } catch {
      // a pattern JavaScript cannot compile: fall back to plain strings
    }
  }
  const minLength = s.minLength ?? 0;
  const maxLength = Math.min(s.maxLength ?? minLength + 40, minLength + 40);
  if (/msisdn|phone/.test(field)) return fc.stringMatching(/^0?7[0-9]{8}$/);
  return fc.string({
    minLength,
    maxLength,
    unit: fc.constantFrom(...'abcdefghijkl mnopqrstuvwxyzAB-ÉéçÜ0123456789'.split('')),
  });
}

function objectArb(s: JsonSchema, hook: Hook, modest: boolean): fc.Arbitrary<Record<string, unknown>> {
  const props = (s.properties ?? {}) as Record<string, JsonSchema>;
  const keys = Object.keys(props);
  if (!keys.length && s.additionalProperties && typeof s.additionalProperties === 'object') {
    const key = s.propertyNames?.enum
      ? fc.constantFrom(...(s.propertyNames.enum as string[]))
      : fc.string({ minLength: 1, maxLength: 10 });
    return fc.dictionary(key, arbitraryOf(s.additionalProperties, hook, '', modest), { maxKeys: 3 });
  }
  const required = new Set<string>((s.required ?? []) as string[]);
  return fc.record(Object.fromEntries(keys.map((k) => [k, arbitraryOf(props[k]!, hook, k, modest)])), {
    requiredKeys: keys.filter((k) => required.has(k)),
  });
}

/** Record-naming fields take a record of the partner (so calls reach the service) or, now and then, any uuid. */
export const partnerHook =
  (partner: MatrixPartner): Hook =>
  (field) => {
    if (field === 'filename') return fc.constantFrom('scan.pdf', 'photo.jpg', 'card.png');
    // Passwords are refined past what JSON Schema says (classes of characters, the two copies equal).
    if (/password$/.test(field) || field === 'value') return fc.constantFrom('Matrix-Pass1!', 'Other-Pass2?');
    if (field === 'grant_type') return fc.constantFrom('password', 'refresh_token', 'client_credentials');
    if (field === 'username') return fc.constantFrom('matrix.a', 'matrix.b', 'nobody');
    const kind: Kind | undefined = fieldKind(field);
    if (!kind) return undefined;
    const values = partner.of[kind].slice(0, 3);
    if (!values.length) return undefined;
    return kind === 'partner'
      ? fc.constant(values[0])
      : fc.oneof({ arbitrary: fc.constantFrom(...values), weight: 4 }, fc.uuid());
  };

export interface MatrixRequest {
  method: string;
  url: string;
  query: Record<string, string | string[]>;
  payload?: string;
  contentType?: string;
  /** What was sent, to tell an echo of the request from a leak. */
  sent: string;
}

/** A query object's values as an HTTP client sends them (strings, repeated keys for arrays). */
export function toQuery(value: unknown): Record<string, string | string[]> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (v === undefined || v === null) continue;
    out[k] = Array.isArray(v)
      ? v.map((x) => (typeof x === 'object' ? JSON.stringify(x) : String(x)))
      : typeof v === 'object'
        ? JSON.stringify(v)
        : String(v);
  }
  return out;
}

export interface RouteInput {
  params: Record<string, unknown>;
  query: unknown;
  body: unknown;
}

/** Valid-looking input of a route: path params from the fixture (sometimes any value the schema takes), query and body from the schemas. */
export function validInputArb(
  route: MatrixRoute,
  world: MatrixWorld,
  partner: MatrixPartner,
  modest = false,
): fc.Arbitrary<RouteInput> {
  const hook = partnerHook(partner);
  const fixed = paramsFor(route, world, partner);
  const params =
    route.def.params && pathParams(route.def.path).length
      ? fc.oneof(
          { arbitrary: fc.constant(fixed as Record<string, unknown>), weight: 4 },
          (arbitraryOf(jsonSchemaOf(route.def.params), hook, '', modest) as fc.Arbitrary<Record<string, unknown>>).map(
            (p) => ({
              ...fixed,
              ...p,
            }),
          ),
        )
      : fc.constant(fixed as Record<string, unknown>);
  const query = route.def.query ? arbitraryOf(jsonSchemaOf(route.def.query), hook, '', modest) : fc.constant(undefined);
  const body = route.def.body ? arbitraryOf(jsonSchemaOf(route.def.body), hook, '', modest) : fc.constant(undefined);
  return fc.record({ params, query, body });
}

export const MUTATIONS = [
  'nul',
  'huge_number',
  'negative',
  'huge_page',
  'wrong_type',
  'unknown_field',
  'empty_string',
  'long_string',
  'missing',
  'body_type',
  'weird_param',
] as const;
export type Mutation = (typeof MUTATIONS)[number];

const WRONG_TYPES: unknown[] = [[], {}, true, 'text', 12345, null, [1, 'a'], { a: 1 }];
const HUGE_NUMBERS = [2_147_483_648, -2_147_483_649, 9_007_199_254_740_992, 1e21, 1e308, 0.5];
const WEIRD_PARAMS = [
  '\u0000',
  'a\u0000b',
  'x'.repeat(3000),
  '-1',
  '99999999999999999999',
  "' or 1=1 --",
  '..',
  ' ',
  'null',
];

type Leaf = { parent: Record<string, unknown> | unknown[]; key: string | number; value: unknown };

function leaves(root: unknown): Leaf[] {
  const out: Leaf[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node))
      node.forEach((v, i) => {
        out.push({ parent: node, key: i, value: v });
        walk(v);
      });
    else if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node)) {
        out.push({ parent: node as Record<string, unknown>, key: k, value: v });
        walk(v);
      }
  };
  walk(root);
  return out;
}

const set = (l: Leaf, v: unknown) => {
  (l.parent as Record<string | number, unknown>)[l.key] = v;
};

/** Applies one mutation to a copy of a valid input; `pick` chooses the field (and the bad value) deterministically. */
export function mutate(input: RouteInput, mutation: Mutation, pick: number): RouteInput {
  const m: RouteInput = structuredClone(input);
  if (m.query === undefined && mutation === 'huge_page') m.query = {};
  // Parts that hold something (a route without path parameters has an empty params object).
  const parts = (['params', 'query', 'body'] as const).filter((p) => leaves(m[p]).length > 0);
  const part = parts[pick % Math.max(parts.length, 1)];
  const all = part ? leaves(m[part]) : [];
  const ofType = (test: (v: unknown) => boolean) => all.filter((l) => test(l.value));
  const choose = <T>(xs: T[]) => xs[Math.floor(pick / 3) % xs.length];
  const strings = ofType((v) => typeof v === 'string');
  const numbers = ofType((v) => typeof v === 'number');
  const objectOf = (p: typeof part) =>
    p && m[p] && typeof m[p] === 'object' && !Array.isArray(m[p]) ? (m[p] as Record<string, unknown>) : undefined;
  switch (mutation) {
    case 'nul': {
      const l = choose(strings);
      if (l) set(l, `${String(l.value)}\u0000`);
      else if (objectOf(part)) objectOf(part)!.name = 'nul\u0000name';
      break;
    }
    case 'huge_number': {
      const l = choose(numbers) ?? choose(strings.filter((s) => /^\d+$/.test(String(s.value))));
      if (l) set(l, part === 'body' ? choose(HUGE_NUMBERS) : String(choose(HUGE_NUMBERS)));
      break;
    }
    case 'negative': {
      const l = choose(numbers);
      if (l) set(l, -1 - (pick % 5));
      break;
    }
    case 'huge_page': {
      const q = (m.query ?? {}) as Record<string, unknown>;
      q.page = choose([300_000_000, 2_147_483_648, 0, -1, 1e21]);
      q.size = choose([1_000_000_000, 0, -5, 100_000]);
      m.query = q;
      break;
    }
    case 'wrong_type': {
      const l = choose(all);
      if (l) set(l, part === 'body' ? choose(WRONG_TYPES) : choose(['[]', '{}', 'true', 'abc', '1.5', '']));
      break;
    }
    case 'unknown_field': {
      const obj = objectOf(part === 'params' ? 'body' : part) ?? objectOf('body') ?? objectOf('query');
      if (obj) obj.matrix_unknown_field = 'surprise';
      break;
    }
    case 'empty_string': {
      const l = choose(strings);
      if (l) set(l, '');
      break;
    }
    case 'long_string': {
      const l = choose(strings) ?? choose(all);
      if (l) set(l, 'é'.repeat(part === 'body' ? 100_000 : 2_000));
      break;
    }
    case 'missing': {
      const l = choose(all);
      if (l && !Array.isArray(l.parent)) delete (l.parent as Record<string, unknown>)[l.key as string];
      break;
    }
    case 'body_type':
      m.body = choose([[], 'text', 42, null, true, [{}]]);
      break;
    case 'weird_param': {
      const keys = Object.keys(m.params);
      if (keys.length) m.params[choose(keys)!] = choose(WEIRD_PARAMS);
      else if (objectOf('query')) objectOf('query')!.partner = choose(WEIRD_PARAMS);
      break;
    }
  }
  return m;
}

export const mutationArb = fc.record({ mutation: fc.constantFrom(...MUTATIONS), pick: fc.nat({ max: 1_000 }) });

/** The request an input stands for, as the user of `partner` would send it. */
export function requestOf(route: MatrixRoute, input: RouteInput, partner: string): MatrixRequest {
  const params = Object.fromEntries(
    pathParams(route.def.path).map((k) => {
      const v = input.params[k];
      return [k, v === undefined ? '' : typeof v === 'string' || typeof v === 'number' ? v : JSON.stringify(v)];
    }),
  );
  const query = { ...toQuery(input.query) };
  if (route.def.scope === 'partner') query.partner = partner;
  const url = buildPath(route.def.path, params as Record<string, string | number>);
  const sent = JSON.stringify([params, query, input.body]);
  const payload =
    !route.def.body || input.body === undefined
      ? undefined
      : route.form && input.body && typeof input.body === 'object' && !Array.isArray(input.body)
        ? new URLSearchParams(toQuery(input.body) as Record<string, string>).toString()
        : JSON.stringify(input.body);
  const contentType = route.form ? 'application/x-www-form-urlencoded' : 'application/json';
  return { method: route.def.method, url, query, ...(payload !== undefined ? { payload, contentType } : {}), sent };
}

/** Whether the route's own zod schemas (refinements included) accept the input as the server receives it. */
export function passesSchemas(route: MatrixRoute, input: RouteInput): boolean {
  const { def } = route;
  if (def.query && !def.query.safeParse(toQuery(input.query)).success) return false;
  if (def.body && !def.body.safeParse(input.body).success) return false;
  return true;
}

/**
 * One input the route's schemas accept, with the partner's records in its path, query and body (the first of up to
 * 60 samples that passes; else the first sample: a few schemas refine more than JSON Schema tells).
 */
export function validInput(route: MatrixRoute, world: MatrixWorld, partner: MatrixPartner, seed = 1): RouteInput {
  const fixed = paramsFor(route, world, partner) as Record<string, unknown>;
  const arb = validInputArb(route, world, partner, true);
  let first: RouteInput | undefined;
  for (let batch = 0; batch < 12; batch++) {
    const samples = fc.sample(arb, { numRuns: 5, seed: seed + batch }).map((s) => ({ ...s, params: fixed }));
    first ??= samples[0];
    const ok = samples.find((s) => passesSchemas(route, s));
    if (ok) return ok;
  }
  return first!;
}

/** Sends a matrix request as `user` (a JSON body when the route takes one). */
export function send(t: TestApp, req: MatrixRequest, user: TestUser | null) {
  return t.call(user, {
    method: req.method as 'GET',
    url: req.url,
    query: req.query,
    ...(req.payload !== undefined
      ? { payload: req.payload, headers: { 'content-type': req.contentType ?? 'application/json' } }
      : {}),
  });
}
