import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import { type DocumentedStatuses, documentedStatuses } from './documented-statuses.ts';
import { type MatrixWorld, partnerDigest, rowCounts, seedMatrixWorld } from './matrix-fixture.ts';
import { mutate, mutationArb, type RouteInput, requestOf, send, validInputArb } from './matrix-inputs.ts';
import { ALL_ROUTES, type MatrixRoute, OAUTH_ROUTES } from './matrix-routes.ts';

/**
 * Generated fuzz matrix: inputs for every route of the contract's route tables, derived from its zod schemas (zod 4's
 * JSON Schema of the params, query and body, turned into fast-check arbitraries; record-naming fields take A's
 * records), sent as an admin of partner A: half valid, half mutated (a NUL character, numbers past int4 and
 * Number.MAX_SAFE_INTEGER, a page of 300,000,000, wrong types, an unknown field, empty and very long strings, a
 * missing field, a body of the wrong JSON type, odd path parameters).
 * - No answer is a 5xx, and every answer's status is one the route's OpenAPI operation lists (documented-statuses.ts).
 * - A refused request (4xx) changes no row: every table's row count (audit events included) is the same after it.
 * - Nothing any request does changes partner B's rows.
 *
 * `npm test` runs FUZZ_RUNS (default 3) inputs per route with a seed fixed per route (a failure reproduces);
 * `npm run fuzz` spreads FUZZ_TOTAL=10000 inputs over the routes with random seeds, printed on failure (FUZZ_SEED
 * replays one). Nothing of the route tables is excluded: public and identity admin routes are fuzzed like the others,
 * and so are the OAuth/OIDC endpoints (form bodies, registered outside the route tables). Not fuzzed: the signed file
 * URLs of local storage (`/api/files/…`, HMAC-signed, raw bodies: storage.test.ts covers them) and the web app's files.
 */
const ROUTES = [...ALL_ROUTES, ...OAUTH_ROUTES];
/** FUZZ_TOTAL spreads that many inputs over the routes (`npm run fuzz`: 10,000); else FUZZ_RUNS per route. */
const RUNS = process.env.FUZZ_TOTAL
  ? Math.ceil(Number(process.env.FUZZ_TOTAL) / ROUTES.length)
  : Number(process.env.FUZZ_RUNS ?? 3);
const RANDOM = process.env.FUZZ_RANDOM === '1';
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

let t: TestApp;
let w: MatrixWorld;
let adminA: TestUser;
let documented: DocumentedStatuses;

beforeAll(async () => {
  t = await createTestApp();
  w = await seedMatrixWorld(t);
  adminA = { sub: w.A.userId, username: 'matrix.a', roles: ['admin'], partners: [w.A.guid] };
  documented = await documentedStatuses(t);
}, 120_000);
afterAll(() => t?.close());

/** A stable seed per route, so `npm test` sends the same inputs every run. */
const seedOf = (id: string) => [...id].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7);

function inputArb(route: MatrixRoute): fc.Arbitrary<{ input: RouteInput; mutation: string }> {
  const valid = validInputArb(route, w, w.A);
  return fc.oneof(
    valid.map((input) => ({ input, mutation: 'none' })),
    fc.tuple(valid, mutationArb).map(([input, m]) => ({
      input: mutate(input, m.mutation, m.pick),
      mutation: `${m.mutation}#${m.pick}`,
    })),
  );
}

const short = (s: string) => (s.length > 600 ? `${s.slice(0, 600)}…(${s.length} chars)` : s);

describe('fuzz matrix: every route', () => {
  it.each(ROUTES.map((r) => [r.id, r] as const))(
    '%s',
    async (_id, route) => {
      const bBefore = await partnerDigest(t, w.B.guid);
      // Row counts as of the last call that may have written (a 2xx write); a refused call must leave them so.
      let counts = await rowCounts(t);
      await fc.assert(
        fc.asyncProperty(inputArb(route), async ({ input, mutation }) => {
          const req = requestOf(route, input, w.A.guid);
          const res = await send(t, req, adminA);
          const what = `${route.id} [${mutation}] ${req.method} ${short(req.url)} query=${short(JSON.stringify(req.query))} body=${short(req.payload ?? '')}\n→ ${res.statusCode} ${short(res.body)}`;
          if (res.statusCode >= 500 && res.statusCode !== 503) throw new Error(`5xx: ${what}`);
          if (res.statusCode === 503 && !/"code":"busy"/.test(res.body)) throw new Error(`503 not busy: ${what}`);
          const undocumented = documented.problem(route, res.statusCode, res.body);
          if (undocumented) throw new Error(`undocumented status: ${undocumented}\n${what}`);
          if (res.statusCode < 400 && req.method === 'GET') return;
          const after = await rowCounts(t);
          const changed = Object.keys(after).filter((k) => after[k] !== counts[k]);
          counts = after;
          if (res.statusCode >= 400 && changed.length)
            throw new Error(`refused but changed ${changed.join(', ')}: ${what}`);
        }),
        { numRuns: RUNS, seed: SEED ?? (RANDOM ? undefined : seedOf(route.id)), endOnFailure: true },
      );
      expect(await partnerDigest(t, w.B.guid), `${route.id}: B's rows changed`).toEqual(bBefore);
    },
    600_000,
  );
});
