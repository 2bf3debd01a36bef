import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with its default cost (m=19 MiB, t=2, p=1: OWASP's minimum). */
export const hashPassword = (password: string) => hash(password);

let dummy: Promise<string> | undefined;
/** A hash of a random secret, verified when there is no real hash to check, so every answer takes the same time. */
const dummyHash = () => {
  dummy ??= hashPassword(`dummy-${Math.random()}-Aa1!`);
  return dummy;
};

/** Always runs exactly one argon2 verification (against a dummy hash when `stored` is null). */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  const target = stored ?? (await dummyHash());
  const ok = await verify(target, password).catch(() => false);
  return Boolean(stored) && ok;
}

/** Brute-force detection, like Keycloak's: the policy is data so tests and operators can read it. */
export const BRUTE_FORCE = {
  /** Consecutive failures that earn the first lock. */
  maxFailures: 5,
  /** The first lock; each further failure doubles it. */
  baseLockSeconds: 60,
  maxLockSeconds: 15 * 60,
};

/** How long the account locks after its `failures`-th consecutive failure (0 = not locked). */
export function lockSecondsAfter(failures: number): number {
  if (failures < BRUTE_FORCE.maxFailures) return 0;
  const doubling = Math.min(failures - BRUTE_FORCE.maxFailures, 20);
  return Math.min(BRUTE_FORCE.baseLockSeconds * 2 ** doubling, BRUTE_FORCE.maxLockSeconds);
}
