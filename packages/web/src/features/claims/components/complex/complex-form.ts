import type { complexClaimDetail } from '@coverdesk/contract/claims/claims-complex.schemas';
import type { z } from 'zod';

export type ComplexClaimDetail = z.infer<typeof complexClaimDetail>;

/** Benefit usages and expenses change only while the claim awaits a decision (the server answers 409 otherwise). */
export const linesEditable = (claim: Pick<ComplexClaimDetail, 'status'>) =>
  claim.status === 'open' || claim.status === 'decision_pending';

/**
 * A contract schema's issues as field → validation key (the claims locale's `validation.*`): the schema's own
 * one-word message when it has one, "required" when the input has no value there, else "invalid".
 */
export function issueKeys(error: z.ZodError, input: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.');
    if (out[field]) continue;
    const value = issue.path.reduce<unknown>(
      (o, k) => (o && typeof o === 'object' ? (o as Record<PropertyKey, unknown>)[k] : undefined),
      input,
    );
    out[field] = /^[a-z_]+$/.test(issue.message)
      ? issue.message
      : value === undefined || value === null || value === ''
        ? 'required'
        : 'invalid';
  }
  return out;
}
