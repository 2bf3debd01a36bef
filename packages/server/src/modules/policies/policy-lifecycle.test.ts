import { POLICY_STATUSES, type PolicyStatus } from '@coverdesk/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/errors.ts';
import { assertTransition, canTransition } from './policy-lifecycle.ts';

/** The table of policy-lifecycle.ts, written out again cell by cell: any change to the machine must change this. */
const ALLOWED: Record<PolicyStatus, PolicyStatus[]> = {
  pending: ['active', 'suspended', 'cancelled', 'expired'],
  active: ['pending', 'lapsed', 'suspended', 'cancelled', 'expired'],
  lapsed: ['pending', 'active', 'suspended', 'cancelled', 'expired'],
  suspended: ['pending', 'active', 'lapsed', 'cancelled', 'expired'],
  cancelled: [],
  expired: [],
};

const cells = POLICY_STATUSES.flatMap((from) =>
  POLICY_STATUSES.map((to) => [from, to, ALLOWED[from].includes(to)] as const),
);

describe('policy lifecycle: every cell of the transition table', () => {
  it('has 36 cells', () => expect(cells).toHaveLength(36));

  it.each(cells)('%s → %s allowed: %s', (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
    if (allowed) expect(() => assertTransition(from, to)).not.toThrow();
    else {
      try {
        assertTransition(from, to);
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(AppError);
        expect((e as AppError).status).toBe(409);
        expect((e as AppError).key).toBe('policy_transition_not_allowed');
        expect((e as AppError).params).toEqual({ from, to });
      }
    }
  });

  it('refuses an unknown current status', () => expect(() => assertTransition('weird', 'active')).toThrow(AppError));
});
