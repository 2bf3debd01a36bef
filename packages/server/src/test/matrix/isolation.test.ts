import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import { type DocumentedStatuses, documentedStatuses } from './documented-statuses.ts';
import {
  GUID_KINDS,
  type Kind,
  type MatrixWorld,
  partnerDigest,
  rowCounts,
  SHARED_KINDS,
  seedMatrixWorld,
} from './matrix-fixture.ts';
import { type MatrixRequest, requestOf, send, validInput } from './matrix-inputs.ts';
import { ALL_ROUTES, type MatrixRoute, paramKind, pathParams } from './matrix-routes.ts';

/**
 * Generated isolation matrix: every partner-scoped route of the contract's route tables, called by an admin of
 * partner A (AFYA) three ways:
 * - naming B (`partner=B`, B's records in path, query and body): 403 before anything runs;
 * - B's records under A (`partner=A`, B's guids, msisdn, policy number… in path, query and body): a route whose path
 *   names a record answers 403 or 404; a refused call changes no row;
 * - A's own records: whatever it answers, none of B's (or the third partner's) values is in it.
 * None of B's rows changes (a digest of every row B owns, before and after each route's calls). Every answer's
 * status is one the route's OpenAPI operation lists (documented-statuses.ts: an unknown id in a query is a 404 the
 * document must list).
 * No answer may carry any value of another partner's rows (guids of every uuid column, names, msisdns, references,
 * file names… see `foreignValues`) unless the request itself sent it.
 *
 * Signed-in routes without a partner scope (partners, identity admin users) name a partner or a user: an admin of A
 * sees only the partners it holds and the users sharing one, so B's partner or B's admin answers 403 or 404 the same
 * way. Feature flags are shared rows (README): a flag of B alone reads as disabled for A, and is not a B record.
 * Excluded, with the reason:
 */
export const NOT_ISOLATED: Record<string, string> = {
  'bankDetailsRoutes.mandate':
    'public by SPEC §7 (the client sends no token): anyone holding a mandate reference reads its mandate details',
  'webConfigRoutes.get': 'public web configuration: no partner data',
  'identityRoutes.forgotPassword': 'public, answers 204 whatever the user: nothing to read',
  'identityRoutes.recoverPassword': 'public, takes only an emailed one-use token',
  'identityRoutes.checkRecoverToken': 'public, answers only whether an emailed one-use token is still usable',
  'identityRoutes.createOutboundEmail': 'public contact-support message to SUPPORT_EMAIL: no partner data',
  'identityRoutes.me': "the caller's own profile",
  'identityRoutes.logout': "ends the caller's own session",
  'countriesRoutes.list': 'countries are shared reference data',
  'countriesRoutes.get': 'countries are shared reference data',
  'countriesRoutes.create': 'countries are shared reference data',
  'countriesRoutes.update': 'countries are shared reference data',
  'countriesRoutes.remove': 'countries are shared reference data',
  'languagesRoutes.list': 'languages are shared reference data',
  'referenceRoutes.banks': 'banks are shared reference data (per country)',
  'partnerConfigsRoutes.emailClients': 'the list of email client kinds: constants',
  'partnersRoutes.create': 'creates a new partner: names no existing one',
  'identityAdminRoutes.listGroups': 'groups are the roles, shared',
  'identityAdminRoutes.getGroup': 'groups are the roles, shared',
  'publicGroupsRoutes.callBack':
    'public by SPEC §6: the partner is named by its public code; answers `{ received: true }` only (groups.test.ts)',
  'publicGroupsRoutes.products':
    "public by SPEC §6: a partner's products open to groups, by its public code (what its leaflets show)",
  'identityAdminRoutes.createUser':
    'creates a user: names no existing one (partners granted are checked by its own tests)',
};

/** Signed-in routes without a partner scope: partners the caller holds, users sharing one of them. */
const USER_SCOPED = (r: MatrixRoute) => r.def.scope === 'user' && !NOT_ISOLATED[r.id];

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

/** Values of other partners in the answer that the request did not send itself. */
function leaked(res: LightMyRequestResponse, req: MatrixRequest) {
  const body = res.body;
  return w.foreign.filter((v) => body.includes(v) && !req.sent.includes(v));
}

/** Whether a request carries one of B's record guids (not its partner guid, not a shared row's). */
const sendsB = (req: MatrixRequest) =>
  (Object.entries(w.B.of) as [Kind, string[]][]).some(
    ([kind, vs]) =>
      GUID_KINDS.has(kind) &&
      !SHARED_KINDS.has(kind) &&
      kind !== 'partner' &&
      vs.slice(0, 3).some((v) => req.sent.includes(v)),
  );

const partnerRoutes = ALL_ROUTES.filter((r) => r.def.scope === 'partner');

/** A's admin sends B's records under A: what it may answer, and that it leaks nothing and changes nothing. */
async function underA(route: MatrixRoute, before: Record<string, number>) {
  const req = requestOf(route, validInput(route, w, w.B), w.A.guid);
  const res = await send(t, req, adminA);
  expect(res.statusCode, `${route.id} with B's records under A: ${res.body.slice(0, 500)}`).toBeLessThan(500);
  expect(documented.problem(route, res.statusCode, res.body, "B's records under A")).toBeUndefined();
  expect(leaked(res, req), `${route.id} with B's records under A leaks`).toEqual([]);
  const namesRecord = pathParams(route.def.path).some((p) => {
    const k = paramKind(route, p, w);
    return 'kind' in k && !SHARED_KINDS.has(k.kind);
  });
  if (namesRecord)
    expect([403, 404], `${route.id} with B's record in its path: ${res.body.slice(0, 300)}`).toContain(res.statusCode);
  // A refused call, a read, or a call that carries one of B's record guids (a search, a bulk call whose items all
  // fail) writes nothing: a row made under A that points at B's record would be a hole.
  if (res.statusCode >= 400 || route.def.method === 'GET' || sendsB(req))
    expect(await rowCounts(t), `${route.id} with B's records under A wrote rows`).toEqual(before);
}

describe('isolation matrix: partner-scoped routes', () => {
  it.each(partnerRoutes.map((r) => [r.id, r] as const))('%s', async (_id, route) => {
    const before = await rowCounts(t);
    // A digest of B's rows for calls that may write (a GET is checked by row counts only: cheaper).
    const bBefore = route.def.method === 'GET' ? undefined : await partnerDigest(t, w.B.guid);
    const namingB = requestOf(route, validInput(route, w, w.B), w.B.guid);
    const r1 = await send(t, namingB, adminA);
    expect(r1.statusCode, `${route.id} naming partner B: ${r1.body}`).toBe(403);
    expect(documented.problem(route, r1.statusCode, r1.body, 'naming B')).toBeUndefined();
    expect(leaked(r1, namingB)).toEqual([]);

    await underA(route, before);

    const own = requestOf(route, validInput(route, w, w.A), w.A.guid);
    const r3 = await send(t, own, adminA);
    expect(r3.statusCode, `${route.id} with A's own records: ${r3.body.slice(0, 500)}`).toBeLessThan(500);
    expect(documented.problem(route, r3.statusCode, r3.body, "A's own records")).toBeUndefined();
    expect(leaked(r3, own), `${route.id} with A's own records leaks`).toEqual([]);
    if (bBefore) expect(await partnerDigest(t, w.B.guid), `${route.id}: B's rows changed`).toEqual(bBefore);
  });
});

describe('isolation matrix: user-scoped routes (partners, users)', () => {
  it.each(ALL_ROUTES.filter(USER_SCOPED).map((r) => [r.id, r] as const))('%s', async (_id, route) => {
    const bBefore = await partnerDigest(t, w.B.guid);
    await underA(route, await rowCounts(t));
    expect(await partnerDigest(t, w.B.guid), `${route.id}: B's rows changed`).toEqual(bBefore);
  });
});

describe('isolation matrix: completeness', () => {
  it('every route is isolated or excluded with a reason, and every exclusion names a route', () => {
    const ids = new Set(ALL_ROUTES.map((r) => r.id));
    expect(Object.keys(NOT_ISOLATED).filter((id) => !ids.has(id))).toEqual([]);
    const uncovered = ALL_ROUTES.filter((r) => r.def.scope !== 'partner' && !USER_SCOPED(r) && !NOT_ISOLATED[r.id]).map(
      (r) => r.id,
    );
    expect(uncovered, 'routes neither isolated nor excluded (add to NOT_ISOLATED with the reason)').toEqual([]);
  });

  it('every path parameter maps to a record kind the fixture has for both partners', () => {
    const problems: string[] = [];
    for (const r of ALL_ROUTES)
      for (const p of pathParams(r.def.path)) {
        try {
          const k = paramKind(r, p, w);
          if ('kind' in k && (!w.A.of[k.kind]?.length || !w.B.of[k.kind]?.length))
            problems.push(`${r.id} :${p} (${k.kind})`);
        } catch (e) {
          problems.push((e as Error).message);
        }
      }
    expect(problems).toEqual([]);
  });

  it("the leak check knows B's records and would see them in an answer", async () => {
    for (const kind of [
      'customer',
      'policy',
      'claim',
      'payment',
      'dependant',
      'bank_details',
      'claim_document',
      'document_template',
      'email_template',
      'knowledge_guide',
      'email_outbox',
      'sms_outbox',
      'import_batch',
      'user',
    ] as const)
      expect(w.foreign, kind).toContain(w.B.of[kind][0]);
    const pick = (await t.owner.query('select full_name from customers where partner_guid = $1', [w.B.guid])).rows
      .map((r) => r.full_name as string)
      .find((n) => w.foreign.includes(n));
    expect(pick, 'a customer name only B has').toBeDefined();
    const res = { body: JSON.stringify({ items: [{ guid: w.B.of.policy[0] }] }) } as LightMyRequestResponse;
    expect(leaked(res, { sent: '' } as MatrixRequest)).toEqual([w.B.of.policy[0]]);
    expect(w.foreign).not.toContain(w.A.of.customer[0]);
  });

  it('every route of the route tables is registered by the server', () => {
    const missing = ALL_ROUTES.filter((r) => !t.app.hasRoute({ method: r.def.method, url: r.def.path })).map(
      (r) => r.id,
    );
    expect(missing).toEqual([]);
  });
});
