import { z } from 'zod';

/** The error body of every API failure (SPEC §8): a message and, for bad input, a field → text map. */
export const apiError = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  code: z.string().optional(),
});
export type ApiError = z.infer<typeof apiError>;

/** OAuth endpoints answer in the OAuth shape. */
export const oauthError = z.object({ error: z.string(), error_description: z.string().optional() });
export type OAuthError = z.infer<typeof oauthError>;

export { DEFAULT_ERROR_TEXT, errorText } from './error-text.ts';
