import { can, ROLES } from '@coverdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import { type DocumentedStatuses, documentedStatuses } from './documented-statuses.ts';
import { type MatrixWorld, rowCounts, seedMatrixWorld } from './matrix-fixture.ts';
import { type MatrixRequest, requestOf, send, validInput } from './matrix-inputs.ts';
import { ALL_ROUTES, type MatrixRoute } from './matrix-routes.ts';

/**
 * Generated permission matrix: every route of the contract's route tables × every role of `permissions.ts`.
 * - A role without the route's permission gets 403 `forbidden` before validation or any write: the request carries an
 *   invalid body and query (an unknown field, a NUL, a page of -1), which would answer 400 if validation ran first;
 *   no table's row count changes.
 * - A role with it is let through the permission check (the same invalid request then answers 400, or the route's own
 *   answer: anything but the permission's 403).
 * - Without a token every non-public route answers 401; public routes never ask for one.
 * Routes without a permission (any signed-in user, public) are checked for the last two only.
 * Every answer's status is one the route's OpenAPI operation lists (documented-statuses.ts).
 */
let t: TestApp;
let w: MatrixWorld;
let documented: DocumentedStatuses;

beforeAll(async () => {
  t = await createTestApp();
  w = await seedMatrixWorld(t);
  documented = await documentedStatuses(t);
}, 120_000);
afterAll(() => t?.close());

const userOf = (role: string): TestUser => ({ username: `matrix.${role}`, roles: [role], partners: [w.A.guid] });

/** A's records in the path, and a query and body no schema accepts. */
function invalidRequest(route: MatrixRoute): MatrixRequest {
  const req = requestOf(route, validInput(route, w, w.A), w.A.guid);
  const query = { ...req.query, page: '-1', size: 'huge', matrix_unknown_field: 'x\u0000' };
  const payload = JSON.stringify({ matrix_unknown_field: 'x\u0000', page: -1 });
  return { ...req, query, ...(route.def.body || route.def.method !== 'GET' ? { payload } : {}) };
}

const isGuardRefusal = (status: number, body: string) => status === 403 && /"code":"forbidden"/.test(body);

describe('permission matrix: route × role', () => {
  it.each(ALL_ROUTES.map((r) => [r.id, r] as const))('%s', async (_id, route) => {
    const before = await rowCounts(t);
    const req = invalidRequest(route);
    const problems: string[] = [];
    const allowed = (role: string) => !route.def.permission || can([role], route.def.permission);
    for (const role of ROLES.filter((r) => !allowed(r))) {
      const res = await send(t, req, userOf(role));
      const undocumented = documented.problem(route, res.statusCode, res.body, role);
      if (undocumented) problems.push(undocumented);
      if (!isGuardRefusal(res.statusCode, res.body))
        problems.push(`${role} lacks ${route.def.permission} but got ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    if (route.def.scope !== 'public') {
      const anonymous = await send(t, req, null);
      const undocumented = documented.problem(route, anonymous.statusCode, anonymous.body, 'no token');
      if (undocumented) problems.push(undocumented);
      if (anonymous.statusCode !== 401)
        problems.push(`no token: ${anonymous.statusCode} ${anonymous.body.slice(0, 200)}`);
    }
    expect(problems).toEqual([]);
    expect(await rowCounts(t), 'a refused call changed rows').toEqual(before);

    // Let through: with path parameters no schema takes too, so the call stops at validation wherever it can.
    const letThrough = {
      ...req,
      url: req.url.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'matrix-invalid'),
    };
    for (const role of ROLES.filter(allowed)) {
      const res = await send(t, letThrough, userOf(role));
      const undocumented = documented.problem(route, res.statusCode, res.body, `${role}, let through`);
      if (undocumented) problems.push(undocumented);
      if (route.def.scope !== 'public' && isGuardRefusal(res.statusCode, res.body))
        problems.push(`${role} holds ${route.def.permission ?? 'no permission needed'} but got 403 forbidden`);
      if (route.def.scope === 'public' && res.statusCode === 401) problems.push('public route asked for a token');
      if (res.statusCode >= 500) problems.push(`${role}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(problems).toEqual([]);
  });

  it('every role of permissions.ts is refused somewhere and let through somewhere (the matrix can fail)', () => {
    for (const role of ROLES) {
      expect(ALL_ROUTES.some((r) => !r.def.permission || can([role], r.def.permission))).toBe(true);
      if (role !== 'admin')
        expect(ALL_ROUTES.some((r) => r.def.permission && !can([role], r.def.permission))).toBe(true);
    }
  });
});
