/** A small seeded pseudo-random generator (mulberry32): the same seed gives the same demo data on every machine. */
export function createRandom(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  /** Picks by weight: `[[value, weight], …]`. */
  const weighted = <T>(list: readonly (readonly [T, number])[]): T => {
    const total = list.reduce((n, [, w]) => n + w, 0);
    let r = next() * total;
    for (const [v, w] of list) {
      r -= w;
      if (r < 0) return v;
    }
    return list[list.length - 1]![0];
  };
  const digits = (n: number) => Array.from({ length: n }, () => int(0, 9)).join('');
  /** A UUID shaped like v7 (version and variant bits set) from the generator, so ids are reproducible too. */
  const uuid = (timeMs: number) => {
    const hex = timeMs.toString(16).padStart(12, '0').slice(-12);
    const rand = Array.from({ length: 20 }, () => int(0, 15).toString(16)).join('');
    const variant = ((int(0, 3) & 0x3) | 0x8).toString(16);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-7${rand.slice(0, 3)}-${variant}${rand.slice(3, 6)}-${rand.slice(6, 18)}`;
  };
  return { next, int, pick, weighted, digits, uuid, chance: (p: number) => next() < p };
}
export type Random = ReturnType<typeof createRandom>;
