import { z } from 'zod';

/** Every id is a UUID (v7 when we create it) named `guid`. */
export const guid = z.uuid();
export type Guid = z.infer<typeof guid>;

/** Date-only values are `YYYY-MM-DD` and never shift by time zone. */
export const isoDate = z.iso.date();
/** Instants are ISO-8601 with offset. */
export const isoDateTime = z.iso.datetime({ offset: true });

/**
 * THE email rule, for requests, responses and forms alike: a dot-separated local part (letters, digits, _ ' + -) of at
 * most 64 characters (RFC 5321), then host labels that neither start nor end with a hyphen (1–63 characters) and a
 * top-level domain of letters, the host at most 253 characters. What is accepted is therefore also what any answer,
 * and any strict `format: email` reader of the OpenAPI document, accepts. Every email field of the contract uses it.
 */
export const EMAIL_PATTERN =
  /^(?=[^@]{1,64}@)[A-Za-z0-9_'+-]+(?:\.[A-Za-z0-9_'+-]+)*@(?=[^@]{1,253}$)(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
export const emailAddress = z.email({ pattern: EMAIL_PATTERN, message: 'email' }).max(254);

/** The largest value of a PostgreSQL `integer` (int4): counts, days, ages, versions. */
export const INT4_MAX = 2_147_483_647;
/**
 * The largest money amount in cents: money is `bigint` in the database and a JSON number on the wire, so it is bounded
 * by what a JSON number holds exactly (2^53 − 1), well inside bigint.
 */
export const MONEY_MAX_CENTS = Number.MAX_SAFE_INTEGER;

/** Money is integer cents, never negative. */
export const cents = z.number().int().min(0).max(MONEY_MAX_CENTS);

/** A required text that must not start with a space (SPEC §5). */
export const requiredText = (max = 200) =>
  z
    .string()
    .min(1, { message: 'required' })
    .max(max)
    .refine((v) => !v.startsWith(' '), { message: 'no_leading_space' });

/** An optional text: empty strings become null. */
export const optionalText = (max = 200) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => (v === '' || v === undefined ? null : v));
