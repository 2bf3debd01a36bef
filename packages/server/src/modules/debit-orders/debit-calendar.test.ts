import { describe, expect, it } from 'vitest';
import { dueSlots, nextBusinessDay, previousPeriod } from './debit-calendar.ts';
import { decide } from './debit-process.ts';

describe('debit calendar', () => {
  const holidays = new Set(['2026-12-25', '2026-12-28']);
  it('moves a weekend or holiday to the next business day', () => {
    expect(nextBusinessDay('2026-06-13', holidays)).toBe('2026-06-15');
    expect(nextBusinessDay('2026-12-25', holidays)).toBe('2026-12-29');
    expect(nextBusinessDay('2026-06-10', holidays)).toBe('2026-06-10');
  });
  it('a run collects the slots due on its day and the week before it; day 28 of February can fall in March', () => {
    const monday = dueSlots('2026-06-15', holidays).filter((s) => s.collect_on === '2026-06-15');
    expect(monday.map((s) => s.day)).toEqual([13, 14, 15]);
    expect(dueSlots('2026-06-15', holidays).every((s) => s.collect_on <= '2026-06-15')).toBe(true);
    // 28 February 2027 is a Sunday: collected on Monday 1 March, in February's period.
    expect(dueSlots('2027-03-01', new Set())).toContainEqual({
      period: '2027-02',
      day: 28,
      nominal: '2027-02-28',
      collect_on: '2027-03-01',
    });
    expect(previousPeriod('2027-01')).toBe('2026-12');
  });
});

describe('unpaid codes', () => {
  const row = (o: Record<string, unknown> = {}) =>
    ({ guid: 'g', status: 'pending', attempts: 1, retries: 1, payment_guid: null, ...o }) as never;
  const ctx = { today: '2026-06-10', retryOn: '2026-06-15' };
  it('02 is retried while retries remain; 03, 04 and 30 are not', () => {
    expect(decide(row(), { guid: 'g', status: 'failed', unpaid_code: '02' }, ctx).outcome).toBe('retry_scheduled');
    expect(decide(row({ attempts: 2 }), { guid: 'g', status: 'failed', unpaid_code: '02' }, ctx).outcome).toBe(
      'failed',
    );
    for (const code of ['03', '04', '30'])
      expect(decide(row(), { guid: 'g', status: 'failed', unpaid_code: code }, ctx).outcome).toBe('failed');
  });
  it('an answer twice, or for an earlier attempt, is already', () => {
    expect(decide(row({ status: 'success' }), { guid: 'g', status: 'success' }, ctx).outcome).toBe('already');
    expect(decide(row({ status: 'failed' }), { guid: 'g', status: 'failed', unpaid_code: '02' }, ctx).outcome).toBe(
      'already',
    );
    expect(decide(row({ attempts: 2 }), { guid: 'g', status: 'success', attempt: 1 }, ctx).outcome).toBe('already');
    expect(decide(undefined, { guid: 'g', status: 'success' }, ctx).outcome).toBe('not_found');
  });
});
