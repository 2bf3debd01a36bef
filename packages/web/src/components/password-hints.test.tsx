import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordHints } from './password-hints.tsx';

const states = () =>
  Object.fromEntries(
    screen.getAllByRole('listitem').map((li) => [li.textContent?.replace(/ \(.*\)$/, ''), li.dataset.ok]),
  );

describe('password hints (SPEC §5)', () => {
  it('ticks each rule as it is met, and the confirmation when it matches', () => {
    const { rerender } = render(<PasswordHints password="abc" confirmation="" />);
    expect(states()).toEqual({
      '8 to 30 characters': 'false',
      'A lowercase letter': 'true',
      'An uppercase letter': 'false',
      'A digit': 'false',
      'A special character': 'false',
      'The confirmation matches': 'false',
    });
    rerender(<PasswordHints password="Abcdefg1!" confirmation="Abcdefg1!" />);
    expect(Object.values(states()).every((ok) => ok === 'true')).toBe(true);
    rerender(<PasswordHints password={`Ab1!${'x'.repeat(27)}`} confirmation="other" />);
    expect(states()['8 to 30 characters']).toBe('false');
    expect(states()['The confirmation matches']).toBe('false');
  });
});
