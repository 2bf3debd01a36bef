import type { complexClaimDetail } from '@coverdesk/contract/claims/claims-complex.schemas';
import type { z } from 'zod';

export type ComplexClaimDetail = z.infer<typeof complexClaimDetail>;

/** Benefit usages and expenses change only while the claim awaits a decision (the server answers 409 otherwise). */
export const linesEditable = (claim: Pick<ComplexClaimDetail, 'status'>) =>
  claim.status === 'open' || claim.status === 'decision_pending';

/**
 * A contract schema's issues as field → validation key (the claims locale's `validation.*`): the schema's own
 * one-word message when it has one, "required" for a missing value, else "invalid".
 */
export function issueKeys(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.');
    if (out[field]) continue;
    out[field] = /^[a-z_]+$/.test(issue.message)
      ? issue.message
      : issue.code === 'invalid_type' && issue.message.includes('NaN')
        ? 'invalid'
        : issue.code === 'invalid_type' || (issue.code === 'too_small' && issue.origin === 'string')
          ? 'required'
          : 'invalid';
  }
  return out;
}
