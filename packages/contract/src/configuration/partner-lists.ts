import type { Permission } from '../permissions.ts';

/**
 * SPEC §6's partner lists, kept as data, not code.
 *
 * - The restricted-partner list is the reserved feature flag `restricted-partners`: while it is on for a partner,
 *   that partner's business is frozen — its customers, policies, claims, payments and messages can be read but not
 *   changed (a distribution agreement suspended or under review). Configuration stays editable, so an administrator
 *   can lift the restriction. The server refuses with 403 `partner_restricted`; the web offers no such action.
 * - The partners with extra behaviour (SPEC: two partners get a different claims shape) are each partner's
 *   `claims_mode` setting (`complex`), shown together on the internal configurations screen.
 */
export const RESTRICTED_PARTNERS_FLAG = 'restricted-partners';

/** Flags the platform itself reads: they can be switched and given partners, never renamed or deleted. */
export const RESERVED_FEATURE_FLAGS: readonly string[] = [RESTRICTED_PARTNERS_FLAG];

/** The permissions a restricted partner loses: every change to its business, none of the configuration. */
export const BUSINESS_WRITE_PERMISSIONS: readonly Permission[] = [
  'customers.write',
  'policies.write',
  'claims.submit',
  'claims.decide',
  'claims.pay',
  'payments.write',
  'sms.write',
  'groups.write',
  'loyalty.write',
  'onboarding.write',
  'documents.generate',
  'emails.send',
];
