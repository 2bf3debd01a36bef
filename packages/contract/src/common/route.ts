import type { z } from 'zod';
import type { Permission } from '../permissions.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How a route is scoped:
 * - `partner`: needs a token and `partner=<guid>` (or `partnerGuid`) that is one of the token's partners;
 * - `user`: needs a token, no partner (e.g. POST /api/partners/selected, the user's own profile);
 * - `public`: no token.
 */
export type RouteScope = 'partner' | 'user' | 'public';

export interface RouteDef {
  method: HttpMethod;
  /** Fastify-style path, e.g. `/api/countries/:code`. Written once, here. */
  path: string;
  summary: string;
  scope: RouteScope;
  /** Permission the caller's roles must grant; omitted for public or any signed-in user. */
  permission?: Permission;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  response?: z.ZodType;
  /** The HTTP status of a success (200 unless said). */
  status?: number;
  /**
   * Error statuses the route answers beyond those its kind implies (the OpenAPI document derives those: 400, 503,
   * 401/403 when signed in, 404 for a record named in the path, query or a write, 409/413/415/422 for writes…).
   */
  errors?: readonly number[];
}

/** Keeps the literal types of a route table while checking each entry. */
export const defineRoutes = <T extends Record<string, RouteDef>>(routes: T): T => routes;

/** Fills `:name` segments of a path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, k: string) => {
    const v = params[k];
    if (v === undefined) throw new Error(`missing path parameter ${k}`);
    return encodeURIComponent(String(v));
  });
}
