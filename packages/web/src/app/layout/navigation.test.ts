import { permissionsOf } from '@coverdesk/contract/permissions';
import { describe, expect, it } from 'vitest';
import { NAVIGATION, navigationOf, visibleGroups, visibleNavigation } from './navigation.ts';

const paths = (roles: string[]) => visibleNavigation(permissionsOf(roles)).map((e) => e.to);
const groups = (roles: string[]) => visibleGroups(permissionsOf(roles)).map((g) => g.id);

describe('navigation', () => {
  it('lists every screen for an admin, once each, in groups by work', () => {
    expect(paths(['admin'])).toEqual(NAVIGATION.map((e) => e.to));
    expect(new Set(paths(['admin'])).size).toBe(NAVIGATION.length);
    expect(groups(['admin'])).toEqual(['customers', 'claims', 'payments', 'messaging', 'reports', 'administration']);
  });

  it('shows each role only what it may do; administration only to the admin; nothing to no role', () => {
    expect(paths([])).toEqual([]);
    expect(groups(['unknown_role'])).toEqual([]);
    for (const role of ['call_centre_agent', 'claims_assessor', 'finance_officer', 'partner_user'])
      expect(groups([role])).not.toContain('administration');
    const readOnly = paths(['partner_user']);
    expect(readOnly).toContain('/customers');
    expect(readOnly).not.toContain('/register-customer');
    expect(readOnly).not.toContain('/make-claim');
    expect(readOnly).not.toContain('/admin/countries');
    expect(paths(['call_centre_agent'])).toEqual(expect.arrayContaining(['/register-customer', '/make-claim']));
    expect(paths(['claims_assessor'])).toContain('/make-claim');
    expect(paths(['finance_officer'])).not.toContain('/register-customer');
  });

  it('finds the group and screen of a path for breadcrumbs and titles', () => {
    expect(navigationOf('/claims/0193')?.item.to).toBe('/claims');
    expect(navigationOf('/claim-callbacks')?.item.to).toBe('/claim-callbacks');
    expect(navigationOf('/policies/buy')?.group?.id).toBe('customers');
    expect(navigationOf('/admin/partners/x')?.group?.id).toBe('administration');
    expect(navigationOf('/reports/custom')?.item.to).toBe('/reports/custom');
    expect(navigationOf('/reports/engine')?.item.to).toBe('/reports/engine');
    expect(paths(['partner_user'])).not.toContain('/admin/internal-dashboard');
    expect(navigationOf('/nowhere')).toBeUndefined();
  });
});
