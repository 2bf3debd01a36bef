import { errorText as contractErrorText } from '@coverdesk/contract/common/error-text';
import i18next from 'i18next';
import { HttpError } from './http-error.ts';

/**
 * The one function that turns any failure into the text shown (SPEC §8): the server's errors map joined with
 * commas, else its message or error_description, else `fallback` (an operation-specific message) or the default.
 */
export function errorText(error: unknown, fallback?: string): string {
  const defaultText = fallback ?? i18next.t('app:errors.default');
  if (error instanceof HttpError) return contractErrorText(error.body, defaultText);
  return defaultText;
}
