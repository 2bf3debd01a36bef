import { permissionsOf } from '@coverdesk/contract/permissions';
import { describe, expect, it } from 'vitest';
import { visibleNavigation } from './navigation.ts';

const paths = (roles: string[]) => visibleNavigation(permissionsOf(roles)).map((e) => e.to);

describe('navigation', () => {
  it('lists every existing screen for an admin', () => {
    expect(paths(['admin'])).toEqual([
      '/',
      '/customers',
      '/register-customer',
      '/claims',
      '/make-claim',
      '/claim-callbacks',
      '/preauthorizations',
      '/complex-claims',
      '/admin/countries',
      '/admin/feature-flags',
    ]);
  });
  it('lists only what the roles allow', () => {
    expect(paths([])).toEqual([]);
    expect(paths(['partner_user'])).toEqual([
      '/',
      '/customers',
      '/claims',
      '/claim-callbacks',
      '/preauthorizations',
      '/complex-claims',
      '/admin/countries',
      '/admin/feature-flags',
    ]);
    expect(paths(['unknown_role'])).toEqual([]);
  });
});
