import type { PolicyStatus } from './policies.schemas.ts';

/**
 * The allowed status changes of a policy (the table and the meaning of each move are documented in the server's
 * `policy-lifecycle.ts`, which enforces them). Shared so screens show only the next steps the server allows.
 */
export const POLICY_TRANSITIONS: Readonly<Record<PolicyStatus, readonly PolicyStatus[]>> = {
  pending: ['active', 'suspended', 'cancelled', 'expired'],
  active: ['pending', 'lapsed', 'suspended', 'cancelled', 'expired'],
  lapsed: ['pending', 'active', 'suspended', 'cancelled', 'expired'],
  suspended: ['pending', 'active', 'lapsed', 'cancelled', 'expired'],
  cancelled: [],
  expired: [],
};
