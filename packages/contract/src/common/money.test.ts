import { describe, expect, it } from 'vitest';
import { checkCents, formatAmount, minorUnitsOf, moneyRuleOf, parseAmount } from './money.ts';

const KES = moneyRuleOf('KES', 5_000);
const XOF = moneyRuleOf('XOF');

describe('the money rule', () => {
  it('knows the currencies without minor units', () => {
    expect(['XOF', 'UGX', 'RWF', 'xaf'].map(minorUnitsOf)).toEqual([0, 0, 0, 0]);
    expect(['KES', 'EUR', null, ''].map(minorUnitsOf)).toEqual([2, 2, 2, 2]);
  });

  it('parses amounts as files and people write them, in cents', () => {
    expect(parseAmount('1500', KES)).toEqual({ cents: 150_000 });
    expect(parseAmount(' 1500.5 ', KES)).toEqual({ cents: 150_050 });
    expect(parseAmount('1500,05', KES)).toEqual({ cents: 150_005 });
    expect(parseAmount('1500.00', XOF)).toEqual({ cents: 150_000 });
  });

  it('refuses cents in a currency without them, zero, bad text and amounts above the bound, naming it', () => {
    expect(parseAmount('1500.50', XOF)).toMatchObject({ message: 'amount_minor_units', params: { currency: 'XOF' } });
    expect(parseAmount('0', KES)).toMatchObject({ message: 'amount_not_positive' });
    expect(parseAmount('0', KES, { allowZero: true })).toEqual({ cents: 0 });
    expect(parseAmount('12abc', KES)).toMatchObject({ message: 'amount_invalid', params: { example: '1500.50' } });
    expect(parseAmount('1.234', KES)).toMatchObject({ message: 'amount_invalid' });
    expect(parseAmount('5000.01', KES)).toMatchObject({
      message: 'amount_above_max',
      params: { max: '5,000.00 KES', max_fr: '5 000,00 KES' },
    });
    expect(parseAmount('999999999999999', KES)).toMatchObject({ message: 'amount_above_max' });
    expect(parseAmount('5000', KES)).toEqual({ cents: 500_000 });
  });

  it('checks cents the same way', () => {
    expect(checkCents(500_000, KES)).toBeNull();
    expect(checkCents(500_001, KES)?.message).toBe('amount_above_max');
    expect(checkCents(150_050, XOF)?.message).toBe('amount_minor_units');
    expect(checkCents(1.5, KES)?.message).toBe('amount_invalid');
    expect(checkCents(2 ** 53, moneyRuleOf('KES', 1_000_000_000_000))?.message).toBe('amount_invalid');
  });

  it('writes the bound in the currency, plain separators', () => {
    expect(formatAmount(2_000_000_000, 'KES')).toBe('20,000,000.00 KES');
    expect(formatAmount(2_000_000_000, 'XOF', 'fr')).toBe('20 000 000 XOF');
    expect(formatAmount(150_005, '')).toBe('1,500.05');
  });
});
