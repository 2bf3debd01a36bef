import { describe, expect, it } from 'vitest';
import { addPeriods, ageOn, paidUp, periodsStarted, refundOnCancel } from './policy-periods.ts';
import { standingStatus } from './policy-standing.ts';

describe('refund on cancel: the cool-off boundary, to the millisecond', () => {
  const base = {
    purchased_at: '2026-03-01T10:00:00.000Z',
    cool_off_hours: 48,
    start_date: '2026-03-01',
    granularity: 'monthly',
    premium_cents: 10_000,
    paid_cents: 30_000,
  };
  it('one millisecond before the end of cool-off: full refund of everything paid', () => {
    const r = refundOnCancel({ ...base, cancel_at: new Date('2026-03-03T09:59:59.999Z') });
    expect(r).toEqual({ refund_cents: 30_000, rule: 'cool_off_full' });
  });
  it('at the exact end of cool-off (purchase + 48 h): only unused prepaid periods', () => {
    // 3 months paid; on 3 March the first month has started: 2 months unused.
    const r = refundOnCancel({ ...base, cancel_at: new Date('2026-03-03T10:00:00.000Z') });
    expect(r).toEqual({ refund_cents: 20_000, rule: 'unused_periods' });
  });
  it('after cool-off with only the current period paid: nothing back', () => {
    const r = refundOnCancel({ ...base, paid_cents: 10_000, cancel_at: new Date('2026-03-20T00:00:00Z') });
    expect(r).toEqual({ refund_cents: 0, rule: 'unused_periods' });
  });
  it('after cool-off, a credit short of a whole period is refunded', () => {
    const r = refundOnCancel({ ...base, paid_cents: 15_000, cancel_at: new Date('2026-03-20T00:00:00Z') });
    expect(r.refund_cents).toBe(5_000);
  });
  it('cool-off of 0 hours: never a full refund', () => {
    const r = refundOnCancel({ ...base, cool_off_hours: 0, cancel_at: new Date(base.purchased_at) });
    expect(r.rule).toBe('unused_periods');
  });
  it('cancelled after cool-off but before the start date: all prepaid periods are unused', () => {
    const r = refundOnCancel({
      ...base,
      start_date: '2026-04-01',
      cancel_at: new Date('2026-03-10T00:00:00Z'),
    });
    expect(r).toEqual({ refund_cents: 30_000, rule: 'unused_periods' });
  });
});

describe('age on the start date', () => {
  it.each([
    ['2000-06-15', '2018-06-14', 17],
    ['2000-06-15', '2018-06-15', 18],
    ['2000-02-29', '2018-02-28', 17],
    ['2000-02-29', '2018-03-01', 18],
    ['1960-01-01', '2025-12-31', 65],
  ])('born %s, on %s → %i', (dob, on, age) => expect(ageOn(dob, on)).toBe(age));
});

describe('periods', () => {
  it('adds months clamping to the month end', () => expect(addPeriods('2026-01-31', 'monthly', 1)).toBe('2026-02-28'));
  it('adds weeks, days and years', () => {
    expect(addPeriods('2026-01-01', 'weekly', 2)).toBe('2026-01-15');
    expect(addPeriods('2026-01-01', 'daily', 3)).toBe('2026-01-04');
    expect(addPeriods('2024-02-29', 'yearly', 1)).toBe('2025-02-28');
  });
  it('counts started periods', () => {
    expect(periodsStarted('2026-01-01', 'monthly', '2025-12-31')).toBe(0);
    expect(periodsStarted('2026-01-01', 'monthly', '2026-01-01')).toBe(1);
    expect(periodsStarted('2026-01-01', 'monthly', '2026-02-01')).toBe(2);
  });
  it('paid up', () =>
    expect(paidUp({ start_date: '2026-01-01', granularity: 'monthly', premium_cents: 500 }, 1_200)).toEqual({
      paid_cents: 1_200,
      periods_paid: 2,
      paid_until: '2026-03-01',
    }));
});

describe('standing: the status premiums call for', () => {
  const s = (o: Partial<Parameters<typeof standingStatus>[0]>) =>
    standingStatus({
      status: 'pending',
      valid_until: null,
      eligibility_threshold: 0,
      debit_grace_days: 5,
      paid: paidUp({ start_date: '2026-01-01', granularity: 'monthly', premium_cents: 500 }, 500),
      today: '2026-01-10',
      ...o,
    });
  it('pending with the first premium paid → active', () => expect(s({})).toBe('active'));
  it('pending below the eligibility threshold stays pending', () =>
    expect(s({ eligibility_threshold: 2 })).toBe('pending'));
  it('active within the grace days stays active', () =>
    expect(s({ status: 'active', today: '2026-02-06' })).toBe('active'));
  it('active beyond the grace days → lapsed', () =>
    expect(s({ status: 'active', today: '2026-02-07' })).toBe('lapsed'));
  it('lapsed with arrears paid → active', () =>
    expect(
      s({
        status: 'lapsed',
        today: '2026-02-20',
        paid: paidUp({ start_date: '2026-01-01', granularity: 'monthly', premium_cents: 500 }, 1_000),
      }),
    ).toBe('active'));
  it('in force after valid_until → expired', () =>
    expect(s({ status: 'active', valid_until: '2026-01-09' })).toBe('expired'));
  it('suspended is left alone unless resumed', () => {
    expect(s({ status: 'suspended' })).toBe('suspended');
    const resumed = standingStatus(
      {
        status: 'suspended',
        valid_until: null,
        eligibility_threshold: 0,
        debit_grace_days: 5,
        paid: paidUp({ start_date: '2026-01-01', granularity: 'monthly', premium_cents: 500 }, 500),
        today: '2026-01-10',
      },
      { fromSuspended: true },
    );
    expect(resumed).toBe('active');
  });
  it('cancelled stays cancelled', () =>
    expect(s({ status: 'cancelled', valid_until: '2020-01-01' })).toBe('cancelled'));
});
