import { ApiError } from '#web/lib/api-client.ts';

/**
 * The text to show after a failed save or delete: the server's own message when it sent one
 * (docs/product.md#messages "server message or …"), else the screen's fallback (network failure, bare
 * status).
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (
    error instanceof ApiError &&
    error.status > 0 &&
    error.message &&
    error.message !== String(error.status)
  ) {
    return error.message;
  }
  return fallback;
}

/** A 401 is the query client's to handle (to the login page, draft kept): screens stay silent. */
export const isSessionEnded = (error: unknown) => error instanceof ApiError && error.isUnauthorized;
