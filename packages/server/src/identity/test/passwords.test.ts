import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../passwords.ts';

describe('passwords', () => {
  it('hashes with argon2id and verifies', async () => {
    const h = await hashPassword('Sup3r-secret!');
    expect(h.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(h, 'Sup3r-secret!')).toBe(true);
    expect(await verifyPassword(h, 'sup3r-secret!')).toBe(false);
  });

  it('never accepts a missing hash', async () => {
    expect(await verifyPassword(null, 'Sup3r-secret!')).toBe(false);
    expect(await verifyPassword(undefined as unknown as null, '')).toBe(false);
  });
});
