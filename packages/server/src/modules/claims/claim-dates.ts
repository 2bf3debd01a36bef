/** Date-only arithmetic on 'YYYY-MM-DD' strings (UTC, never shifted by time zone). */
const DAY = 86_400_000;

export const dayMs = (d: string) => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const addDays = (d: string, n: number) => isoDay(dayMs(d) + n * DAY);
/** Whole days from a to b (b − a). */
export const daysBetween = (a: string, b: string) => Math.round((dayMs(b) - dayMs(a)) / DAY);
export const today = () => new Date().toISOString().slice(0, 10);

/** An instant from an ISO string or PostgreSQL's text form ('2026-01-02 10:00:00.123+00'). */
export function instantMs(v: string): number {
  let s = v.trim().replace(' ', 'T');
  if (/[+-]\d\d$/.test(s)) s += ':00';
  return new Date(s).getTime();
}
/** The UTC day of an instant. */
export const dayOf = (v: string) => isoDay(instantMs(v));
