import type { Permission } from '@coverdesk/contract/permissions';

/** The screens that exist, each with the permission that shows it (the contract's matrix decides). */
export interface NavEntry {
  to: string;
  label: string;
  permission: Permission;
}

export const NAVIGATION: NavEntry[] = [
  { to: '/', label: 'nav.dashboard', permission: 'dashboard.read' },
  { to: '/customers', label: 'customers:nav.search', permission: 'customers.read' },
  { to: '/register-customer', label: 'customers:nav.register', permission: 'customers.write' },
  { to: '/claims', label: 'claims:nav.claims', permission: 'claims.read' },
  { to: '/make-claim', label: 'claims:nav.makeClaim', permission: 'claims.submit' },
  { to: '/claim-callbacks', label: 'claims:nav.callbacks', permission: 'claims.read' },
  { to: '/preauthorizations', label: 'claims:nav.preauthorizations', permission: 'claims.read' },
  { to: '/complex-claims', label: 'claims:nav.complex', permission: 'claims.read' },
  { to: '/admin/countries', label: 'nav.countries', permission: 'countries.read' },
  { to: '/admin/feature-flags', label: 'nav.featureFlags', permission: 'feature_flags.read' },
  { to: '/admin/partners', label: 'nav.partners', permission: 'partners.read' },
  { to: '/products', label: 'nav.products', permission: 'products.read' },
  { to: '/admin/reference', label: 'nav.reference', permission: 'claims.read' },
  { to: '/policies', label: 'policies:title', permission: 'policies.read' },
  { to: '/payments', label: 'payments:title', permission: 'payments.read' },
  { to: '/knowledge-base', label: 'knowledge-base:nav', permission: 'knowledge.read' },
  { to: '/admin/templates', label: 'templates:nav', permission: 'templates.manage' },
  { to: '/admin/email-templates', label: 'templates:email.nav', permission: 'templates.manage' },
  { to: '/admin/users', label: 'users:nav', permission: 'users.read' },
  { to: '/admin/audit', label: 'audit:nav', permission: 'audit.read' },
  { to: '/admin/configuration', label: 'configuration:nav', permission: 'outbox.read' },
  { to: '/bulk-payments', label: 'payments:nav.bulk', permission: 'payments.read' },
];

export const visibleNavigation = (permissions: ReadonlySet<Permission>) =>
  NAVIGATION.filter((e) => permissions.has(e.permission));
