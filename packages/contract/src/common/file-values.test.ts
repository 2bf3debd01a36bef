import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { amountColumn, dateColumn, optionalDateColumn } from './file-values.ts';
import { moneyRuleOf } from './money.ts';

describe('file values: the one reading of amounts and dates in uploaded files', () => {
  it('reads dates ISO or day first; an optional date is null when blank or absent', () => {
    expect(dateColumn.parse(' 2026-11-25 ')).toBe('2026-11-25');
    expect(dateColumn.parse('25/11/2026')).toBe('2026-11-25');
    expect(dateColumn.parse('5.1.2026')).toBe('2026-01-05');
    expect(dateColumn.safeParse('31/02/2026').success).toBe(false);
    expect(dateColumn.safeParse('').success).toBe(false);
    const row = z.object({ d: optionalDateColumn });
    expect(row.parse({}).d).toBeNull();
    expect(row.parse({ d: '  ' }).d).toBeNull();
    expect(row.parse({ d: '01-05-1990' }).d).toBe('1990-05-01');
    expect(row.safeParse({ d: '1990-13-01' }).success).toBe(false);
  });

  it('reads amounts with the money rule: decimals of the currency, the partner bound, zero only when allowed', () => {
    const kes = moneyRuleOf('KES', 1000);
    expect(amountColumn(kes).parse('150,5')).toBe(15050);
    expect(amountColumn(kes).safeParse('1000.01').error?.issues[0]?.message).toBe('amount_above_max');
    expect(amountColumn(kes).safeParse('0').error?.issues[0]?.message).toBe('amount_not_positive');
    expect(amountColumn(kes, { allowZero: true }).parse('0')).toBe(0);
    expect(amountColumn(moneyRuleOf('XOF')).safeParse('1500.50').error?.issues[0]?.message).toBe('amount_minor_units');
    expect(amountColumn(kes).safeParse('1e3').error?.issues[0]?.message).toBe('amount_invalid');
  });
});
