import type { TestApp } from '../test-app.ts';
import type { MatrixRoute } from './matrix-routes.ts';

type OpenApiDoc = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

/**
 * The statuses the served OpenAPI document (`/api/docs/json`) lists for each operation, so a matrix can check that
 * every answer it gets is one the document says the route gives: "the API says what it does".
 */
export async function documentedStatuses(t: TestApp) {
  const r = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  const doc = r.json() as OpenApiDoc;
  const byRoute = new Map<string, Set<number>>();
  for (const [path, ops] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(ops))
      byRoute.set(`${method.toUpperCase()} ${path}`, new Set(Object.keys(op.responses).map(Number)));
  const keyOf = (route: MatrixRoute) => `${route.def.method} ${route.def.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`;
  return {
    /** The statuses the document lists for the route (undefined: the route is not in the document). */
    of: (route: MatrixRoute) => byRoute.get(keyOf(route)),
    /** A problem line when `status` is not one the document lists for the route, else undefined. */
    problem(route: MatrixRoute, status: number, body: string, what = '') {
      const listed = byRoute.get(keyOf(route));
      if (!listed) return `${route.id}: not in the OpenAPI document`;
      if (listed.has(status)) return undefined;
      return `${route.id} answered ${status}, not in its documented [${[...listed].join(', ')}]${what ? ` (${what})` : ''}: ${body.slice(0, 200)}`;
    },
  };
}
export type DocumentedStatuses = Awaited<ReturnType<typeof documentedStatuses>>;
