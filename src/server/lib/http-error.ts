import type { z } from 'zod';
import { fieldErrorsOf, type FieldErrors } from '../../shared/schemas/common';
import { serverMessages } from '../../shared/messages/server';

/** An error the client is meant to read: its Arabic message and status go out as `{ success: false, error }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message: string = serverMessages.errors.notFound) => new HttpError(404, message);

/** Validates input against a shared schema; a failure is a 400 with one message per field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  // Checks without their own Arabic message fall back to a generic one, never zod's English.
  const result = schema.safeParse(withoutNul(input ?? {}), { error: () => serverMessages.errors.validation });
  if (!result.success) {
    const fields = fieldErrorsOf(result.error);
    const first = Object.values(fields)[0];
    throw new HttpError(400, first ?? serverMessages.errors.validation, fields);
  }
  return result.data;
}

/**
 * U+0000 is never meaningful in text and PostgreSQL refuses it in a text column; dropping it
 * keeps both databases storing the same thing instead of one answering 500.
 */
function withoutNul(value: unknown): unknown {
  if (typeof value === 'string') return value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
  if (Array.isArray(value)) return value.map(withoutNul);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutNul(item)]));
  }
  return value;
}
