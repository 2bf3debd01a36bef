import type { Permission } from '../permissions.ts';

/** Claim statuses (SPEC §4, GLOSSARY). */
export const CLAIM_STATUSES = ['decision_pending', 'approved_pending', 'open', 'payable', 'closed', 'expired'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** Claim actions (SPEC §4). */
export const CLAIM_ACTIONS = [
  'approve',
  'reject',
  'confirm_rejection',
  'revert_rejection',
  'reopen_exgratia',
  'reverse_decision',
  'mark_paid',
  'mark_unpaid',
  'pay',
  'retry_payment',
  'mark_payment_failed',
  'mark_payment_succeeded',
  'fail_confirm',
  'discard',
  'revert_expired',
] as const;
export type ClaimAction = (typeof CLAIM_ACTIONS)[number];

/** The parts of a claim a transition may depend on besides its status. */
export interface ClaimStateView {
  status: ClaimStatus;
  decision: string | null;
  payment_status: string | null;
}

export interface ClaimTransition {
  action: ClaimAction;
  from: ClaimStatus;
  /** Extra condition on the claim (e.g. only a rejected closed claim can have its rejection reverted). */
  when?: { decision?: (string | null)[]; payment_status?: (string | null)[] };
  /** The status after the action; `payout` means the payout's result decides (closed on success, payable on failure). */
  to: ClaimStatus | 'payout' | 'documents';
  permission: Permission;
  reasonRequired: boolean;
  /** Four-eyes payment: when the partner requires it, whoever approved the claim may not take this action. */
  fourEyes?: boolean;
  /** The operator's reference of the payment is required (marking a failed payout succeeded needs its proof). */
  referenceRequired?: boolean;
}

/**
 * THE claim state machine (SPEC §4). One row per allowed (status, action) pair; every other pair is refused with 409.
 *
 * | from             | action                 | condition                               | to                         | permission    | reason   |
 * |------------------|------------------------|-----------------------------------------|----------------------------|---------------|----------|
 * | open             | reject                 |                                         | closed (rejected)          | claims.decide | required |
 * | open             | discard                |                                         | closed (discarded)         | claims.decide | required |
 * | decision_pending | approve                | benefit > 0                             | approved_pending           | claims.decide |          |
 * | decision_pending | reject                 |                                         | closed (rejected)          | claims.decide | required |
 * | decision_pending | discard                |                                         | closed (discarded)         | claims.decide | required |
 * | approved_pending | reverse_decision       |                                         | decision_pending           | claims.decide | required |
 * | approved_pending | mark_unpaid            |                                         | payable (due to be paid)   | claims.pay 4E |          |
 * | approved_pending | mark_paid              |                                         | closed (paid_manually)     | claims.pay 4E |          |
 * | payable          | reverse_decision       | payment_status none                     | decision_pending           | claims.decide | required |
 * | payable          | pay                    | payment_status none                     | payout result              | claims.pay 4E |          |
 * | payable          | retry_payment          | payment_status failed                   | payout result              | claims.pay 4E |          |
 * | payable          | mark_payment_failed    | payment_status pending                  | payable (failed)           | claims.pay    | required |
 * | payable          | mark_payment_succeeded | payment_status pending                  | closed (succeeded)         | claims.pay    |          |
 * | payable          | mark_payment_succeeded | payment_status failed                   | closed (succeeded)         | claims.pay    | required + operator's reference |
 * | payable          | mark_paid              | payment_status none or failed           | closed (paid_manually)     | claims.pay 4E |          |
 * | payable          | fail_confirm           | payment_status failed                   | closed (failure confirmed) | claims.pay    | required |
 * | closed           | confirm_rejection      | decision rejected                       | closed (rejection final)   | claims.decide |          |
 * | closed           | revert_rejection       | decision rejected                       | open, or decision_pending when documents are complete | claims.decide | |
 * | closed           | reopen_exgratia        | decision rejected or rejection_confirmed| approved_pending (exgratia)| claims.decide | required |
 * | closed           | mark_unpaid            | payment_status paid_manually            | payable (undo a manual mark)| claims.pay   | required |
 * | expired          | revert_expired         |                                         | open, or decision_pending when documents are complete | claims.decide | |
 * | expired          | discard                |                                         | closed (discarded)         | claims.decide | required |
 *
 * `open` means documents are still outstanding (the expiry job moves overdue ones to `expired`); an edit that marks the
 * documents complete moves an open claim to `decision_pending`. `approved_pending` is an approved (or ex gratia)
 * claim awaiting the finance officer's payment set-up. "4E": refused to the approver when four-eyes payment is on.
 */
export const CLAIM_TRANSITIONS: readonly ClaimTransition[] = [
  { action: 'reject', from: 'open', to: 'closed', permission: 'claims.decide', reasonRequired: true },
  { action: 'discard', from: 'open', to: 'closed', permission: 'claims.decide', reasonRequired: true },
  {
    action: 'approve',
    from: 'decision_pending',
    to: 'approved_pending',
    permission: 'claims.decide',
    reasonRequired: false,
  },
  { action: 'reject', from: 'decision_pending', to: 'closed', permission: 'claims.decide', reasonRequired: true },
  { action: 'discard', from: 'decision_pending', to: 'closed', permission: 'claims.decide', reasonRequired: true },
  {
    action: 'reverse_decision',
    from: 'approved_pending',
    to: 'decision_pending',
    permission: 'claims.decide',
    reasonRequired: true,
  },
  {
    action: 'mark_unpaid',
    from: 'approved_pending',
    to: 'payable',
    permission: 'claims.pay',
    reasonRequired: false,
    fourEyes: true,
  },
  {
    action: 'mark_paid',
    from: 'approved_pending',
    to: 'closed',
    permission: 'claims.pay',
    reasonRequired: false,
    fourEyes: true,
  },
  {
    action: 'reverse_decision',
    from: 'payable',
    when: { payment_status: [null] },
    to: 'decision_pending',
    permission: 'claims.decide',
    reasonRequired: true,
  },
  {
    action: 'pay',
    from: 'payable',
    when: { payment_status: [null] },
    to: 'payout',
    permission: 'claims.pay',
    reasonRequired: false,
    fourEyes: true,
  },
  {
    action: 'retry_payment',
    from: 'payable',
    when: { payment_status: ['failed'] },
    to: 'payout',
    permission: 'claims.pay',
    reasonRequired: false,
    fourEyes: true,
  },
  {
    action: 'mark_payment_failed',
    from: 'payable',
    when: { payment_status: ['pending'] },
    to: 'payable',
    permission: 'claims.pay',
    reasonRequired: true,
  },
  {
    action: 'mark_payment_succeeded',
    from: 'payable',
    when: { payment_status: ['pending'] },
    to: 'closed',
    permission: 'claims.pay',
    reasonRequired: false,
  },
  {
    // A payout the gateway reported failed is only marked succeeded on the operator's proof: its reference and why.
    action: 'mark_payment_succeeded',
    from: 'payable',
    when: { payment_status: ['failed'] },
    to: 'closed',
    permission: 'claims.pay',
    reasonRequired: true,
    referenceRequired: true,
  },
  {
    action: 'mark_paid',
    from: 'payable',
    when: { payment_status: [null, 'failed'] },
    to: 'closed',
    permission: 'claims.pay',
    reasonRequired: false,
    fourEyes: true,
  },
  {
    action: 'fail_confirm',
    from: 'payable',
    when: { payment_status: ['failed'] },
    to: 'closed',
    permission: 'claims.pay',
    reasonRequired: true,
  },
  {
    action: 'confirm_rejection',
    from: 'closed',
    when: { decision: ['rejected'] },
    to: 'closed',
    permission: 'claims.decide',
    reasonRequired: false,
  },
  {
    action: 'revert_rejection',
    from: 'closed',
    when: { decision: ['rejected'] },
    to: 'documents',
    permission: 'claims.decide',
    reasonRequired: false,
  },
  {
    action: 'reopen_exgratia',
    from: 'closed',
    when: { decision: ['rejected', 'rejection_confirmed'] },
    to: 'approved_pending',
    permission: 'claims.decide',
    reasonRequired: true,
  },
  {
    action: 'mark_unpaid',
    from: 'closed',
    when: { payment_status: ['paid_manually'] },
    to: 'payable',
    permission: 'claims.pay',
    reasonRequired: true,
  },
  { action: 'revert_expired', from: 'expired', to: 'documents', permission: 'claims.decide', reasonRequired: false },
  { action: 'discard', from: 'expired', to: 'closed', permission: 'claims.decide', reasonRequired: true },
];

const matches = (t: ClaimTransition, c: ClaimStateView) =>
  t.from === c.status &&
  (!t.when?.decision || t.when.decision.includes(c.decision)) &&
  (!t.when?.payment_status || t.when.payment_status.includes(c.payment_status));

/** The transition an action takes from this claim's state, if any. */
export const transitionFor = (c: ClaimStateView, action: ClaimAction) =>
  CLAIM_TRANSITIONS.find((t) => t.action === action && matches(t, c));

/** The actions this claim's state allows now (the web shows only these, filtered by the user's permissions). */
export const allowedActions = (c: ClaimStateView): ClaimAction[] =>
  CLAIM_ACTIONS.filter((a) => transitionFor(c, a) !== undefined);

/** Actions that send money (a payout): only their own call, with its Idempotency-Key, takes them. */
export const PAYOUT_ACTIONS: readonly ClaimAction[] = ['pay', 'retry_payment'];

/**
 * The actions that move this claim to `status` (SPEC §7 compatibility: `PUT /api/claims/{guid}` with a `status`).
 * Payout actions are left out (money moves only through the pay call) and so are actions that keep the status.
 */
export const actionsLeadingTo = (c: ClaimStateView & { documents_complete: boolean }, status: ClaimStatus) =>
  CLAIM_TRANSITIONS.filter((t) => {
    if (PAYOUT_ACTIONS.includes(t.action) || !matches(t, c)) return false;
    const to = t.to === 'documents' ? (c.documents_complete ? 'decision_pending' : 'open') : t.to;
    return to === status && to !== c.status;
  }).map((t) => t.action);

/** Actions by status, ignoring the extra conditions (for metadata and filters). */
export const actionsByStatus = (): Record<ClaimStatus, ClaimAction[]> =>
  Object.fromEntries(
    CLAIM_STATUSES.map((s) => [
      s,
      CLAIM_ACTIONS.filter((a) => CLAIM_TRANSITIONS.some((t) => t.from === s && t.action === a)),
    ]),
  ) as Record<ClaimStatus, ClaimAction[]>;
