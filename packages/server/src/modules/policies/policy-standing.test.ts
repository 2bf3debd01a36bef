import { describe, expect, it } from 'vitest';
import { paidUp } from './policy-periods.ts';
import { type StandingInput, standingStatus } from './policy-standing.ts';

/** A monthly policy of 100.00 bought on 1 March, two periods needed, 10 grace days, looked at on `today`. */
const on = (status: StandingInput['status'], paidCents: number, today: string, o: Partial<StandingInput> = {}) =>
  standingStatus({
    status,
    valid_until: '2027-03-01',
    eligibility_threshold: 2,
    debit_grace_days: 10,
    paid: paidUp({ start_date: '2026-03-01', granularity: 'monthly', premium_cents: 10_000 }, paidCents),
    today,
    ...o,
  });

describe('standingStatus: the policy follows its money both ways', () => {
  it.each([
    // [status now, paid cents, today, status called for]
    ['pending', 10_000, '2026-03-02', 'pending'], // below the threshold of two periods
    ['pending', 20_000, '2026-03-02', 'active'], // threshold paid → cover starts
    ['active', 10_000, '2026-03-02', 'pending'], // a payment bounced: back under the threshold
    ['active', 0, '2026-03-02', 'pending'], // everything reversed: never paid → pending, not active
    ['lapsed', 0, '2026-06-02', 'pending'], // a lapsed policy whose payments were all reversed
    ['active', 20_000, '2026-05-11', 'active'], // paid until 1 May, 10 grace days: still good
    ['active', 20_000, '2026-05-12', 'lapsed'], // 11 days of arrears → lapsed
    ['lapsed', 30_000, '2026-05-12', 'active'], // arrears paid → reinstated
    ['pending', 20_000, '2026-05-12', 'pending'], // threshold paid but already in arrears: cover does not start
    ['active', 30_000, '2027-03-02', 'expired'], // past its end date
    ['cancelled', 0, '2026-03-02', 'cancelled'],
    ['expired', 90_000, '2026-03-02', 'expired'],
    ['suspended', 0, '2026-03-02', 'suspended'], // AML hold: only a resume moves it
  ] as const)('%s with %i cents paid on %s → %s', (status, paid, today, expected) => {
    expect(on(status, paid, today)).toBe(expected);
  });

  it('a resume from an AML hold takes the status the premiums give', () => {
    expect(standingStatus(input('suspended', 0), { fromSuspended: true })).toBe('pending');
    expect(standingStatus(input('suspended', 20_000), { fromSuspended: true })).toBe('active');
  });

  it('a free policy (premium 0, a loyalty reward) is always paid up', () => {
    expect(
      standingStatus({
        ...input('active', 0),
        paid: paidUp({ start_date: '2026-03-01', granularity: 'monthly', premium_cents: 0 }, 0),
      }),
    ).toBe('active');
  });
});

function input(status: StandingInput['status'], paidCents: number): StandingInput {
  return {
    status,
    valid_until: '2027-03-01',
    eligibility_threshold: 2,
    debit_grace_days: 10,
    paid: paidUp({ start_date: '2026-03-01', granularity: 'monthly', premium_cents: 10_000 }, paidCents),
    today: '2026-03-02',
  };
}
