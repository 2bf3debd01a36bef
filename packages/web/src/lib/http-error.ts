import { errorText } from '@coverdesk/contract/common/error-text';

/** A failed call: its status, the server's body and the SPEC §8 text to show. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown, fallback?: string) {
    super(errorText(body, fallback));
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }
  /** Field → text map of a 400, for forms. */
  get fieldErrors(): Record<string, string> {
    const errors = (this.body as { errors?: unknown } | null)?.errors;
    return errors && typeof errors === 'object' ? (errors as Record<string, string>) : {};
  }
}

/** The field → text map of a failed form call (a 400's `errors`), or none for any other failure or none at all. */
export const fieldErrorsOf = (error: unknown): Record<string, string> =>
  error instanceof HttpError ? error.fieldErrors : {};
