/**
 * The contract's `requiredText` rule (SPEC §5: required, no leading space) as a plain function, for the sign-in page,
 * which must not load zod. `validation.test.ts` checks that both agree.
 */
export function requiredTextIssue(value: unknown): 'required' | 'no_leading_space' | undefined {
  if (typeof value !== 'string' || value.length === 0) return 'required';
  if (value.startsWith(' ')) return 'no_leading_space';
  return undefined;
}
