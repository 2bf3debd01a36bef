import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

const plain = (s: string) => s.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('shows cents as an amount in the currency, in the chosen language', () => {
    expect(plain(formatMoney(123456, 'KES', 'en'))).toBe('KES 1,234.56');
    expect(plain(formatMoney(123456, 'XOF', 'fr'))).toMatch(/^1 235 XOF$/);
    expect(plain(formatMoney(5, 'EUR', 'fr'))).toBe('0,05 EUR');
  });
  it('shows a total given as a decimal string of cents exactly, past 2^53', () => {
    expect(plain(formatMoney('900719925474099300', 'KES', 'en'))).toBe('KES 9,007,199,254,740,993.00');
    expect(plain(formatMoney('150', 'KES', 'en'))).toBe('KES 1.50');
    expect(formatMoney('abc', 'KES', 'en')).toBe('');
  });
  it('shows nothing without an amount', () => expect(formatMoney(null, 'KES', 'en')).toBe(''));
  it('shows nothing, never a placeholder currency, while the currency is not known', () => {
    expect(formatMoney(10_000_000, '', 'fr')).toBe('');
    expect(formatMoney(10_000_000, undefined, 'en')).toBe('');
  });
});
