import { permissionsOf, ROLE_PERMISSIONS } from '@coverdesk/contract/permissions';
import { describe, expect, it } from 'vitest';
import { NAVIGATION, visibleNavigation } from './navigation.ts';

const paths = (roles: string[]) => visibleNavigation(permissionsOf(roles)).map((e) => e.to);

describe('navigation', () => {
  it('lists every existing screen for an admin, once each', () => {
    expect(paths(['admin'])).toEqual(NAVIGATION.map((e) => e.to));
    expect(new Set(paths(['admin'])).size).toBe(NAVIGATION.length);
  });

  it('lists only what the roles allow', () => {
    expect(paths([])).toEqual([]);
    expect(paths(['unknown_role'])).toEqual([]);
    const readOnly = paths(['partner_user']);
    expect(readOnly).toContain('/');
    expect(readOnly).toContain('/customers');
    expect(readOnly).not.toContain('/register-customer');
    for (const e of NAVIGATION)
      expect(readOnly.includes(e.to)).toBe(ROLE_PERMISSIONS.partner_user.includes(e.permission));
  });
});
