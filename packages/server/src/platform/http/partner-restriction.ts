import { BUSINESS_WRITE_PERMISSIONS, RESTRICTED_PARTNERS_FLAG, type RouteDef } from '@coverdesk/contract';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether a partner is on the restricted-partner list (SPEC §6), read from the database at each call. */
    partnerRestricted?: (partner: string) => Promise<boolean>;
  }
}

/**
 * Read on every business write rather than cached, so lifting or imposing a restriction holds at once in every
 * server process; it is one lookup of a unique name.
 */
export function partnerRestrictedOf(pool: pg.Pool) {
  return async (partner: string) => {
    const { rowCount } = await pool.query(
      'select 1 from feature_flags where name = $1 and enabled and $2::uuid = any(partner_guids)',
      [RESTRICTED_PARTNERS_FLAG, partner],
    );
    return Boolean(rowCount);
  };
}

const BUSINESS_WRITES = new Set<string>(BUSINESS_WRITE_PERMISSIONS);

/** A change to a restricted partner's business answers 403 `partner_restricted` before validation or any write. */
export async function checkPartnerRestriction(def: Pick<RouteDef, 'method' | 'permission'>, request: FastifyRequest) {
  if (def.method === 'GET' || !def.permission || !BUSINESS_WRITES.has(def.permission) || !request.partner) return;
  if (await request.server.partnerRestricted?.(request.partner)) throw new AppError(403, 'partner_restricted');
}
