/**
 * The first line of each key seen while a file is staged, for keys of 1 to 15 digits (phone numbers, national ids,
 * account numbers): such a key is held exactly, as a number with its digit count (leading zeros count). `see` answers
 * the first line of a key already seen, `undefined` for a new key (now recorded), or `null` for a key it cannot hold
 * (the caller then finds the duplicates some other way).
 *
 * One Float64Array of slot pairs [number, line × 16 + digit count] (0: empty): a lookup reads one cache line, where a
 * Map of strings costs ~70 MB for a million keys and several times the time. 16 bytes a slot, at most 2/3 full: 32 MB
 * for a million keys.
 */
export class FirstLines {
  private slots = new Float64Array(2 << 16);
  private size = 0;

  see(key: string, line: number): number | undefined | null {
    const n = key.length;
    if (n === 0 || n > 15) return null;
    let value = 0;
    for (let i = 0; i < n; i++) {
      const d = key.charCodeAt(i) - 48;
      if (d < 0 || d > 9) return null;
      value = value * 10 + d;
    }
    if ((this.size + 1) * 3 > this.slots.length) this.grow();
    const { slots } = this;
    const mask = (slots.length >> 1) - 1;
    for (let at = hash(value, n) & mask; ; at = (at + 1) & mask) {
      const tag = slots[2 * at + 1]!;
      if (tag === 0) {
        slots[2 * at] = value;
        slots[2 * at + 1] = line * 16 + n;
        this.size += 1;
        return undefined;
      }
      if (slots[2 * at] === value && tag % 16 === n) return Math.floor(tag / 16);
    }
  }

  private grow() {
    const old = this.slots;
    const slots = new Float64Array(old.length * 2);
    const mask = (slots.length >> 1) - 1;
    for (let i = 0; i < old.length; i += 2) {
      const tag = old[i + 1]!;
      if (tag === 0) continue;
      let at = hash(old[i]!, tag % 16) & mask;
      while (slots[2 * at + 1] !== 0) at = (at + 1) & mask;
      slots[2 * at] = old[i]!;
      slots[2 * at + 1] = tag;
    }
    this.slots = slots;
  }
}

/** The number's low and high 32 bits and its digit count, mixed (murmur3's finaliser): neighbours spread out. */
function hash(value: number, digits: number): number {
  let h = (value >>> 0) ^ Math.imul((value / 4294967296) | 0, 0x9e3779b1) ^ digits;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}
