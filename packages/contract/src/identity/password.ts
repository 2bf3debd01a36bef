import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../common/constants.ts';

/** The password rule of SPEC §5, as separate checks so a form can show live hints. */
export const PASSWORD_CHECKS = {
  length: (p: string) => p.length >= PASSWORD_MIN_LENGTH && p.length <= PASSWORD_MAX_LENGTH,
  lowercase: (p: string) => /[a-z]/.test(p),
  uppercase: (p: string) => /[A-Z]/.test(p),
  digit: (p: string) => /\d/.test(p),
  special: (p: string) => /[^A-Za-z0-9\s]/.test(p),
} as const;
export type PasswordCheck = keyof typeof PASSWORD_CHECKS;

export const failedPasswordChecks = (p: string): PasswordCheck[] =>
  (Object.keys(PASSWORD_CHECKS) as PasswordCheck[]).filter((k) => !PASSWORD_CHECKS[k](p));

export const isValidPassword = (p: string) => failedPasswordChecks(p).length === 0;

export const passwordSchema = z.string().refine(isValidPassword, { message: 'password_rule' });
