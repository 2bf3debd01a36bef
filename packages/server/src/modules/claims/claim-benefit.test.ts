import { describe, expect, it } from 'vitest';
import { type BenefitClaim, type BenefitPolicy, type BenefitProduct, computeBenefit } from './claim-benefit.ts';

const product: BenefitProduct = {
  waiting_days: 30,
  cool_off_hours: 48,
  min_hospital_days: 2,
  max_hospital_days: 10,
  hospital_benefit_amount: 100_000,
  fixed_indemnity_amount: 5_000_000,
};
const policy: BenefitPolicy = {
  start_date: '2026-01-01',
  valid_until: '2026-12-31',
  status: 'active',
  purchased_at: '2026-01-01 09:00:00+00',
  cancelled_at: null,
};
const options = { max_days_after_discharge_or_death: 90, ignore_max_days: false };
const hospital = (
  admission: string,
  discharge: string,
  received = discharge,
  extra: Partial<BenefitClaim> = {},
): BenefitClaim => ({
  type: 'hospital',
  hospital_admission_date: admission,
  hospital_discharge_date: discharge,
  is_accident: false,
  claim_amount_cents: 0,
  received_date: received,
  ...extra,
});

describe('hospital benefit: daily amount × nights within the product minimum and maximum', () => {
  it.each([
    ['2026-03-01', '2026-03-01', 0, ['below_min_hospital_days']],
    ['2026-03-01', '2026-03-02', 0, ['below_min_hospital_days']],
    ['2026-03-01', '2026-03-03', 200_000, []],
    ['2026-03-01', '2026-03-06', 500_000, []],
    ['2026-03-01', '2026-03-11', 1_000_000, []],
    ['2026-03-01', '2026-03-12', 1_000_000, []],
    ['2026-03-01', '2026-04-30', 1_000_000, []],
  ])('%s → %s pays %i %j', (a, d, amount, reasons) => {
    const r = computeBenefit(product, policy, hospital(a, d), options);
    expect(r.benefit_amount_cents).toBe(amount);
    expect(r.reasons).toEqual(reasons);
    expect(r.basis).toBe('hospital_daily');
  });

  it('no maximum (0) pays every night', () => {
    const r = computeBenefit(
      { ...product, max_hospital_days: 0 },
      policy,
      hospital('2026-03-01', '2026-03-21'),
      options,
    );
    expect(r).toMatchObject({ nights: 20, paid_nights: 20, benefit_amount_cents: 2_000_000 });
  });
});

describe('waiting period (30 days from the policy start, accidents exempt)', () => {
  it.each([
    ['day before the end', '2026-01-30', 0, ['waiting_period']],
    ['at the end', '2026-01-31', 5_000_000, []],
    ['day after the end', '2026-02-01', 5_000_000, []],
  ])('death %s (%s)', (_l, day, amount, reasons) => {
    const r = computeBenefit(
      product,
      policy,
      { type: 'death', death_date: day, is_accident: false, claim_amount_cents: 0, received_date: day },
      options,
    );
    expect(r.benefit_amount_cents).toBe(amount);
    expect(r.reasons).toEqual(reasons);
  });

  it('an accident inside the waiting period still pays', () => {
    const r = computeBenefit(
      product,
      policy,
      { type: 'accident', event_date: '2026-01-10', claim_amount_cents: 0, received_date: '2026-01-10' },
      options,
    );
    expect(r).toMatchObject({ benefit_amount_cents: 5_000_000, reasons: [], basis: 'fixed_indemnity' });
    const accidentalStay = computeBenefit(
      product,
      policy,
      hospital('2026-01-10', '2026-01-13', '2026-01-13', { is_accident: true }),
      options,
    );
    expect(accidentalStay.benefit_amount_cents).toBe(300_000);
  });
});

describe('maximum days after discharge or death', () => {
  it.each([
    [89, 500_000, []],
    [90, 500_000, []],
    [91, 0, ['max_days_exceeded']],
  ])('%i days after discharge', (days, amount, reasons) => {
    const discharge = '2026-03-06';
    const received = new Date(Date.UTC(2026, 2, 6 + days)).toISOString().slice(0, 10);
    const r = computeBenefit(product, policy, hospital('2026-03-01', discharge, received), options);
    expect(r.benefit_amount_cents).toBe(amount);
    expect(r.reasons).toEqual(reasons);
  });

  it('the ignore flag lifts the limit; no limit (null) never refuses', () => {
    const late = hospital('2026-03-01', '2026-03-06', '2026-12-01');
    expect(computeBenefit(product, policy, late, { ...options, ignore_max_days: true }).benefit_amount_cents).toBe(
      500_000,
    );
    expect(
      computeBenefit(product, policy, late, { ...options, max_days_after_discharge_or_death: null }).reasons,
    ).toEqual([]);
  });

  it('applies to death claims from the death date', () => {
    const r = computeBenefit(
      product,
      policy,
      {
        type: 'death',
        death_date: '2026-03-01',
        is_accident: false,
        claim_amount_cents: 0,
        received_date: '2026-06-01',
      },
      options,
    );
    expect(r.reasons).toEqual(['max_days_exceeded']);
  });
});

describe('cool-off and policy activity', () => {
  const young: BenefitPolicy = { ...policy, start_date: '2026-05-01', purchased_at: '2026-05-01 09:00:00+00' };
  const noWait = { ...product, waiting_days: 0 };
  it.each([
    ['2026-05-02', ['cool_off']],
    ['2026-05-03', ['cool_off']],
    ['2026-05-04', []],
  ])('event on %s (cool-off ends 2026-05-03 09:00)', (day, reasons) => {
    const r = computeBenefit(
      noWait,
      young,
      { type: 'accident', event_date: day, claim_amount_cents: 0, received_date: day },
      options,
    );
    expect(r.reasons).toEqual(reasons);
  });

  it.each([
    ['before the start', { ...policy }, '2025-12-31'],
    ['after valid until', { ...policy }, '2027-01-01'],
    [
      'on the cancellation day',
      { ...policy, status: 'cancelled', cancelled_at: '2026-06-01 10:00:00+00' },
      '2026-06-01',
    ],
    ['never activated', { ...policy, status: 'pending' }, '2026-06-01'],
  ])('not active %s', (_l, p, day) => {
    const r = computeBenefit(
      noWait,
      p,
      { type: 'accident', event_date: day, claim_amount_cents: 0, received_date: day },
      options,
    );
    expect(r.reasons).toContain('policy_not_active');
    expect(r.benefit_amount_cents).toBe(0);
  });

  it('a lapsed policy that was active on the event day pays; the day before cancellation pays', () => {
    const cancelled = { ...policy, status: 'cancelled', cancelled_at: '2026-06-01 10:00:00+00' };
    const r = computeBenefit(
      noWait,
      cancelled,
      { type: 'accident', event_date: '2026-05-31', claim_amount_cents: 0, received_date: '2026-06-02' },
      options,
    );
    expect(r.benefit_amount_cents).toBe(5_000_000);
  });
});

describe('variable and pre-authorised benefits', () => {
  const reimb = (amount: number): BenefitClaim => ({
    type: 'reimbursement',
    event_date: '2026-04-01',
    is_accident: false,
    claim_amount_cents: amount,
    received_date: '2026-04-10',
  });
  it.each([
    [100_000, 100_000],
    [5_000_000, 5_000_000],
    [7_000_000, 5_000_000],
  ])('reimbursement of %i pays %i (up to the limit)', (claimed, paid) => {
    expect(computeBenefit(product, policy, reimb(claimed), options)).toMatchObject({
      benefit_amount_cents: paid,
      basis: 'variable',
    });
  });

  it('a pre-authorised stay pays the approved amount, but still not outside cover', () => {
    const stay = hospital('2026-03-01', '2026-03-02');
    expect(computeBenefit(product, policy, stay, { ...options, preauthorized_amount_cents: 750_000 })).toMatchObject({
      benefit_amount_cents: 750_000,
      basis: 'preauthorization',
      reasons: [],
    });
    const early = hospital('2026-01-05', '2026-01-09');
    expect(
      computeBenefit(product, policy, early, { ...options, preauthorized_amount_cents: 750_000 }).benefit_amount_cents,
    ).toBe(0);
  });
});
