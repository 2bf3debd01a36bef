/**
 * Roles are identity groups (SPEC §6). The spec names none; these are ours (DESIGN "Roles").
 * The matrix below is enforced on every route by the server and used by the web to show only what a user may do.
 */
export const ROLES = ['admin', 'call_centre_agent', 'claims_assessor', 'finance_officer', 'partner_user'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  'dashboard.read',
  'countries.read',
  'countries.write',
  'partners.read',
  'partners.write',
  'feature_flags.read',
  'feature_flags.write',
  'users.read',
  'users.write',
  'audit.read',
  'outbox.read',
  'outbox.write',
  'products.read',
  'products.write',
  'customers.read',
  'customers.write',
  'policies.read',
  'policies.write',
  'claims.read',
  'claims.submit',
  'claims.decide',
  'claims.pay',
  'payments.read',
  'payments.write',
  /** Match unallocated money to a policy or mark it for refund (the suspense account). */
  'payments.allocate',
  'sms.read',
  'sms.write',
  'reports.read',
  'reports.manage',
  'internal.read',
  'groups.read',
  'groups.write',
  'loyalty.read',
  'loyalty.write',
  'onboarding.read',
  'onboarding.write',
  'templates.read',
  'templates.manage',
  'documents.generate',
  'emails.send',
  'knowledge_base.read',
  'knowledge_base.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const READ_ALL: Permission[] = [
  'dashboard.read',
  'countries.read',
  'partners.read',
  'feature_flags.read',
  'products.read',
  'customers.read',
  'policies.read',
  'claims.read',
  'payments.read',
  'sms.read',
  'reports.read',
  'groups.read',
  'loyalty.read',
  'onboarding.read',
  'templates.read',
  'knowledge_base.read',
];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  admin: PERMISSIONS,
  call_centre_agent: [
    ...READ_ALL,
    'customers.write',
    'policies.write',
    'claims.submit',
    'payments.write',
    'sms.write',
    'groups.write',
    'loyalty.write',
    'onboarding.write',
    'documents.generate',
    'emails.send',
  ],
  claims_assessor: [
    ...READ_ALL,
    'claims.submit',
    'claims.decide',
    'documents.generate',
    'emails.send',
    'reports.manage',
  ],
  finance_officer: [...READ_ALL, 'payments.write', 'payments.allocate', 'claims.pay', 'reports.manage'],
  /**
   * Read-only (DESIGN "Roles"): reads everything of its partners and runs, exports and schedules reports for itself;
   * it changes nothing the partner shares (custom report definitions are `reports.manage`). permissions.test.ts fails
   * if it ever holds a write permission.
   */
  partner_user: READ_ALL,
};

export function permissionsOf(roles: readonly string[]): Set<Permission> {
  const out = new Set<Permission>();
  for (const r of roles) for (const p of ROLE_PERMISSIONS[r as Role] ?? []) out.add(p);
  return out;
}

/** Each role's permissions as a set, built once: `can` runs on every request. */
const ROLE_PERMISSION_SETS = new Map(
  Object.entries(ROLE_PERMISSIONS).map(([role, permissions]) => [role, new Set<string>(permissions)]),
);

export const can = (roles: readonly string[], permission: Permission) =>
  roles.some((r) => ROLE_PERMISSION_SETS.get(r)?.has(permission));
