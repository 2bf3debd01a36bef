import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { addDays, toDate } from '../policies/index.ts';

/** The public holidays of the partner's country between two dates (banks do not collect on them). */
export async function holidaysOf(db: Executor, partner: string, from: string, to: string): Promise<Set<string>> {
  const r = await db.execute<{ day: string }>(sql`
    select h.day::text as day from public_holidays h join partners p on p.country_code = h.country_code
    where p.guid = ${partner} and h.day between ${from} and ${to}`);
  return new Set(r.rows.map((x) => x.day));
}

const isWeekend = (d: string) => {
  const w = toDate(d).getUTCDay();
  return w === 0 || w === 6;
};

/** The day itself when banks collect on it, else the next day they do (weekends and public holidays skipped). */
export function nextBusinessDay(day: string, holidays: ReadonlySet<string>): string {
  let d = day;
  while (isWeekend(d) || holidays.has(d)) d = addDays(d, 1);
  return d;
}

/** `YYYY-MM` of a date, and of the month before it. */
export const periodOf = (d: string) => d.slice(0, 7);
export function previousPeriod(period: string): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** Days a run looks back: a run missed for up to this many days still creates the collections it missed. */
export const RUN_LOOKBACK_DAYS = 7;

export interface DueSlot {
  period: string;
  day: number;
  /** The debit day of that period (`YYYY-MM-DD`). */
  nominal: string;
  /** When it is collected: the nominal day moved to the next business day. */
  collect_on: string;
}

/**
 * The (period, debit day) slots collected on a run of `date`: those whose collection day falls within the lookback
 * window ending on `date` (this month's and last month's debit days: day 28 of February can move into March).
 */
export function dueSlots(date: string, holidays: ReadonlySet<string>): DueSlot[] {
  const earliest = addDays(date, -RUN_LOOKBACK_DAYS);
  const out: DueSlot[] = [];
  for (const period of [previousPeriod(periodOf(date)), periodOf(date)])
    for (let day = 1; day <= 28; day++) {
      const nominal = `${period}-${String(day).padStart(2, '0')}`;
      const collect_on = nextBusinessDay(nominal, holidays);
      if (collect_on <= date && collect_on > earliest) out.push({ period, day, nominal, collect_on });
    }
  return out;
}
