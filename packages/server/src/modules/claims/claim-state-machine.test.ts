import { CLAIM_ACTIONS, type ClaimAction, type ClaimStatus } from '@coverdesk/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/errors.ts';
import { allowedActions, checkTransition } from './claim-state-machine.ts';

type State = { status: ClaimStatus; decision: string | null; payment_status: string | null };

/**
 * Every reachable claim state and the actions it must allow, written out by hand (not derived from the table):
 * every (state, action) cell below is checked, allowed or refused.
 */
const EXPECTED: [State, ClaimAction[]][] = [
  [{ status: 'open', decision: null, payment_status: null }, ['reject', 'discard']],
  [{ status: 'decision_pending', decision: null, payment_status: null }, ['approve', 'reject', 'discard']],
  [
    { status: 'approved_pending', decision: 'approved', payment_status: null },
    ['reverse_decision', 'mark_paid', 'mark_unpaid'],
  ],
  [
    { status: 'approved_pending', decision: 'exgratia', payment_status: null },
    ['reverse_decision', 'mark_paid', 'mark_unpaid'],
  ],
  [{ status: 'payable', decision: 'approved', payment_status: null }, ['reverse_decision', 'mark_paid', 'pay']],
  [
    { status: 'payable', decision: 'approved', payment_status: 'pending' },
    ['mark_payment_failed', 'mark_payment_succeeded'],
  ],
  [
    { status: 'payable', decision: 'approved', payment_status: 'failed' },
    ['mark_paid', 'retry_payment', 'mark_payment_succeeded', 'fail_confirm'],
  ],
  [
    { status: 'closed', decision: 'rejected', payment_status: null },
    ['confirm_rejection', 'revert_rejection', 'reopen_exgratia'],
  ],
  [{ status: 'closed', decision: 'rejection_confirmed', payment_status: null }, ['reopen_exgratia']],
  [{ status: 'closed', decision: 'discarded', payment_status: null }, []],
  [{ status: 'closed', decision: 'approved', payment_status: 'succeeded' }, []],
  [{ status: 'closed', decision: 'approved', payment_status: 'paid_manually' }, ['mark_unpaid']],
  [{ status: 'closed', decision: 'approved', payment_status: 'failed' }, []],
  [{ status: 'expired', decision: null, payment_status: null }, ['discard', 'revert_expired']],
];

const DECIDE: ClaimAction[] = [
  'approve',
  'reject',
  'confirm_rejection',
  'revert_rejection',
  'reopen_exgratia',
  'reverse_decision',
  'discard',
  'revert_expired',
];
const roleFor = (a: ClaimAction) => (DECIDE.includes(a) ? 'claims_assessor' : 'finance_officer');
const otherRole = (a: ClaimAction) => (DECIDE.includes(a) ? 'finance_officer' : 'claims_assessor');

const attempt = (
  state: State,
  action: ClaimAction,
  role: string,
  reason: string | null = 'because',
  approvedBy: string | null = null,
  fourEyes = false,
  providerReference: string | null = 'MPESA-REF-1',
) => {
  try {
    checkTransition({
      claim: { ...state, approved_by: approvedBy },
      action,
      user: { sub: 'user-1', roles: [role] },
      reason,
      fourEyesPayment: fourEyes,
      providerReference,
    });
    return 200;
  } catch (e) {
    if (e instanceof AppError) return e.status;
    throw e;
  }
};

describe('claim state machine: every cell', () => {
  const cells = EXPECTED.flatMap(([state, allowed]) =>
    CLAIM_ACTIONS.map(
      (action) =>
        [`${state.status}/${state.decision}/${state.payment_status}`, action, state, allowed.includes(action)] as const,
    ),
  );
  it.each(cells)('%s × %s', (_label, action, state, allowed) => {
    expect(attempt(state, action, roleFor(action))).toBe(allowed ? 200 : 409);
  });

  it.each(EXPECTED)('allowedActions(%j) lists exactly the allowed ones', (state, allowed) => {
    expect([...allowedActions(state)].sort()).toEqual([...allowed].sort());
  });

  it('covers every status and every action at least once', () => {
    const statuses = new Set(EXPECTED.map(([s]) => s.status));
    expect(statuses.size).toBe(6);
    const used = new Set(EXPECTED.flatMap(([, a]) => a));
    expect([...used].sort()).toEqual([...CLAIM_ACTIONS].sort());
  });
});

describe('claim state machine: roles, reasons, four-eyes', () => {
  it.each(CLAIM_ACTIONS)('%s is refused (403) to the other role, before the status is looked at', (action) => {
    const [state] = EXPECTED.find(([, a]) => a.includes(action))!;
    expect(attempt(state, action, otherRole(action))).toBe(403);
    expect(attempt(state, action, 'partner_user')).toBe(403);
    expect(attempt(state, action, 'admin')).toBe(200);
  });

  it('agents submit but take no decision or payment action', () => {
    for (const [state, allowed] of EXPECTED)
      for (const a of allowed) expect(attempt(state, a, 'call_centre_agent')).toBe(403);
  });

  const needsReason: ClaimAction[] = [
    'reject',
    'discard',
    'reverse_decision',
    'reopen_exgratia',
    'mark_payment_failed',
    'fail_confirm',
  ];
  it.each(needsReason)('%s needs a reason (400 without, also when blank)', (action) => {
    const [state] = EXPECTED.find(([, a]) => a.includes(action))!;
    expect(attempt(state, action, roleFor(action), null)).toBe(400);
    expect(attempt(state, action, roleFor(action), '   ')).toBe(400);
    expect(attempt(state, action, roleFor(action), 'a reason')).toBe(200);
  });

  it.each(['approve', 'pay', 'mark_paid', 'mark_payment_succeeded'] as ClaimAction[])(
    '%s needs no reason',
    (action) => {
      const [state] = EXPECTED.find(([, a]) => a.includes(action))!;
      expect(attempt(state, action, roleFor(action), null)).toBe(200);
    },
  );

  it('marking a failed payout succeeded needs a reason and the operator reference (400 without either)', () => {
    const failed: State = { status: 'payable', decision: 'approved', payment_status: 'failed' };
    const role = roleFor('mark_payment_succeeded');
    expect(attempt(failed, 'mark_payment_succeeded', role, 'paid at the agent', null, false, null)).toBe(400);
    expect(attempt(failed, 'mark_payment_succeeded', role, 'paid at the agent', null, false, '  ')).toBe(400);
    expect(attempt(failed, 'mark_payment_succeeded', role, null, null, false, 'MPESA-1')).toBe(400);
    expect(attempt(failed, 'mark_payment_succeeded', role, 'paid at the agent', null, false, 'MPESA-1')).toBe(200);
    // A pending payout's success needs neither.
    const pending: State = { ...failed, payment_status: 'pending' };
    expect(attempt(pending, 'mark_payment_succeeded', role, null, null, false, null)).toBe(200);
  });

  it.each(['pay', 'retry_payment', 'mark_paid', 'mark_unpaid'] as ClaimAction[])(
    'four-eyes: the approver may not %s when the partner requires it (422), others may',
    (action) => {
      const [state] = EXPECTED.find(([s, a]) => a.includes(action) && s.status !== 'closed')!;
      expect(attempt(state, action, 'admin', 'r', 'user-1', true)).toBe(422);
      expect(attempt(state, action, 'admin', 'r', 'someone-else', true)).toBe(200);
      expect(attempt(state, action, 'admin', 'r', 'user-1', false)).toBe(200);
    },
  );
});
