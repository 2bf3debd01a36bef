import { requiredText } from '@coverdesk/contract/common/ids';
import { describe, expect, it } from 'vitest';
import { requiredTextIssue } from './validation.ts';

describe('requiredTextIssue agrees with the contract rule', () => {
  it.each(['', ' ', ' admin', 'admin', 'a b', 'x '])('%j', (value) => {
    const zod = requiredText(200).safeParse(value);
    const issue = requiredTextIssue(value);
    expect(issue === undefined).toBe(zod.success);
    if (!zod.success) expect(zod.error.issues[0]?.message).toBe(issue);
  });
});
