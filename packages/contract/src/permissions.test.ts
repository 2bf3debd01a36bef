import { describe, expect, it } from 'vitest';
import { CLAIM_TRANSITIONS } from './claims/claim-transitions.ts';
import type { RouteDef } from './common/route.ts';
import * as contract from './index.ts';
import { can, PERMISSIONS, ROLE_PERMISSIONS } from './permissions.ts';

const isRouteDef = (v: unknown): v is RouteDef =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'scope' in v;

/** Every route of every route table the contract exports. */
const ROUTES: [string, RouteDef][] = Object.entries(contract)
  .filter(([, v]) => typeof v === 'object' && v !== null && Object.values(v).length > 0)
  .filter(([, v]) => Object.values(v as object).every(isRouteDef))
  .flatMap(([table, v]) =>
    Object.entries(v as Record<string, RouteDef>).map(([name, def]) => [`${table}.${name}`, def] as [string, RouteDef]),
  );

/**
 * The calls other than GET the read-only partner user may make, each with why it changes nothing the partner shares.
 * The SPEC gives that role nothing (§6 names no role; DESIGN "Roles": read-only and reports for their partners).
 */
const READ_ONLY_CALLS: Record<string, string> = {
  'claimsRoutes.action': 'each action needs its own write permission (claims.submit/decide/pay), checked per action',
  'complexClaimsRoutes.action': 'each action needs its own write permission, checked per action',
  'complexClaimsRoutes.customer': 'a search with its criteria in a body: reads only',
  'complexClaimsRoutes.statuses': 'a search with its criteria in a body: reads only',
  'policiesRoutes.filter': 'a search with its criteria in a body: reads only',
  'reportsRoutes.createRun': 'running and downloading a report: the export job is the caller’s own',
  'reportsRoutes.cancelRun': 'stops the caller’s own export',
  'reportsRoutes.createSchedule': 'the caller’s own scheduled delivery of a report to themselves',
  'reportsRoutes.removeSchedule': 'the caller’s own scheduled delivery',
  'identityRoutes.changePassword': 'the caller’s own password',
  'userAdminRoutes.setLanguage': 'the caller’s own language',
  'partnersRoutes.select': 'the caller’s own selected partner',
  'identityRoutes.forgotPassword': 'public',
  'identityRoutes.recoverPassword': 'public',
  'identityRoutes.checkRecoverToken': 'public',
  'identityRoutes.createOutboundEmail': 'public',
  'publicGroupsRoutes.callBack': 'public',
};

describe('the read-only partner user', () => {
  const held = ROLE_PERMISSIONS.partner_user;

  it('holds no write permission: only `.read` ones', () => {
    expect(held.filter((p) => !p.endsWith('.read'))).toEqual([]);
    // The check can fail: other roles hold permissions that are not `.read`.
    expect(PERMISSIONS.filter((p) => !p.endsWith('.read')).length).toBeGreaterThan(10);
  });

  it('may not create, change or delete custom report definitions, and may run reports', () => {
    for (const id of ['reportsRoutes.createCustom', 'reportsRoutes.updateCustom', 'reportsRoutes.removeCustom'])
      expect(can(['partner_user'], ROUTES.find(([n]) => n === id)![1].permission!), id).toBe(false);
    expect(can(['partner_user'], 'reports.read')).toBe(true);
  });

  it('takes no claim action (each needs a write permission)', () => {
    expect(CLAIM_TRANSITIONS.filter((t) => can(['partner_user'], t.permission))).toEqual([]);
  });

  it('may call nothing but GET, except the calls listed with why they write nothing shared', () => {
    const open = ROUTES.filter(
      ([, def]) => def.method !== 'GET' && (!def.permission || can(['partner_user'], def.permission)),
    ).map(([id]) => id);
    expect(open.filter((id) => !READ_ONLY_CALLS[id])).toEqual([]);
    expect(
      Object.keys(READ_ONLY_CALLS).filter((id) => !open.includes(id)),
      'listed but not open',
    ).toEqual([]);
  });
});
