import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../passwords.ts';

describe('passwords', () => {
  it('hashes with argon2id and verifies', async () => {
    const h = await hashPassword('Sup3r-secret!');
    expect(h.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(h, 'Sup3r-secret!')).toBe(true);
    expect(await verifyPassword(h, 'sup3r-secret!')).toBe(false);
  });

  it('never accepts a missing hash, but still pays one verification', async () => {
    await verifyPassword(null, 'warm-up');
    const real = await hashPassword('Sup3r-secret!');
    const t0 = performance.now();
    expect(await verifyPassword(null, 'Sup3r-secret!')).toBe(false);
    const missing = performance.now() - t0;
    const t1 = performance.now();
    await verifyPassword(real, 'Wrong-pass1!');
    const wrong = performance.now() - t1;
    // Same argon2 cost both ways: well within a factor of 4 even on a busy machine.
    expect(missing).toBeGreaterThan(wrong / 4);
  });
});
