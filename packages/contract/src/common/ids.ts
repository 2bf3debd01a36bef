import { z } from 'zod';

/** Every id is a UUID (v7 when we create it) named `guid`. */
export const guid = z.uuid();
export type Guid = z.infer<typeof guid>;

/** Date-only values are `YYYY-MM-DD` and never shift by time zone. */
export const isoDate = z.iso.date();
/** Instants are ISO-8601 with offset. */
export const isoDateTime = z.iso.datetime({ offset: true });

/** Money is integer cents, never negative. */
export const cents = z.number().int().min(0);

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
