import { serverMessages } from '#shared/messages/server.ts';
import { fieldErrorsOf, type FieldErrors } from '#shared/schemas/input.ts';

/** An error the client is meant to read: its Arabic message and status go out as `{ success: false, error }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
    /** More of the answer's body, e.g. a 409's `current` record (decision 026). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (message: string = serverMessages.errors.notFound) => new HttpError(404, message);

/** A refused request: 400, the first field's message as the error and one message per field. */
export function validationError(error: Parameters<typeof fieldErrorsOf>[0]): HttpError {
  const fields = fieldErrorsOf(error);
  return new HttpError(400, Object.values(fields)[0] ?? serverMessages.errors.validation, fields);
}

/** Refused field links (e.g. a member's parent): 400 with the first message, when there is one. */
export function throwIfRefused(fields: FieldErrors): void {
  const first = Object.values(fields)[0];
  if (first !== undefined) throw new HttpError(400, first, fields);
}

/** Over a rate limit: 429 with the seconds to wait in Retry-After. */
export const tooManyRequests = (seconds: number) =>
  new HttpError(429, serverMessages.errors.tooManyRequests, undefined, { 'Retry-After': String(seconds) });
