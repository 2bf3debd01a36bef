import type { PolicyStatus } from '@coverdesk/contract/policies/policies.schemas';
import { POLICY_TRANSITIONS } from '@coverdesk/contract/policies/policy-transitions';

/** Statuses with no way out (cancelled, expired): nothing can be edited, paid or cancelled any more. */
export const FINAL_POLICY_STATUSES = (Object.keys(POLICY_TRANSITIONS) as PolicyStatus[]).filter(
  (s) => POLICY_TRANSITIONS[s].length === 0,
);
