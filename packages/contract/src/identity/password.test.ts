import { describe, expect, it } from 'vitest';
import { failedPasswordChecks, isValidPassword } from './password.ts';

describe('password rule (SPEC §5)', () => {
  it.each([
    ['Abcdef1!', true],
    ['Abcdefghijklmnopqrstuvwxyz12!A', true],
    ['Abcdefghijklmnopqrstuvwxyz12!AB', false],
    ['Abcde1!', false],
    ['abcdef1!', false],
    ['ABCDEF1!', false],
    ['Abcdefg!', false],
    ['Abcdefg1', false],
  ])('%s → %s', (p, ok) => expect(isValidPassword(p)).toBe(ok));

  it('names each failed check', () => {
    expect(failedPasswordChecks('abc')).toEqual(['length', 'uppercase', 'digit', 'special']);
  });
});
