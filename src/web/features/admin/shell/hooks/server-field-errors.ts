import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '#web/lib/api-client.ts';

/**
 * Puts the server's message for each field under that field, the first one focused; a field the
 * form does not have is left to the banner. Whether any field got one.
 */
export function showServerFieldErrors<TInput extends FieldValues>(
  error: unknown,
  fieldNames: readonly string[],
  setError: UseFormSetError<TInput>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let onFields = false;
  for (const [name, text] of Object.entries(error.fields)) {
    if (!fieldNames.includes(name)) continue;
    setError(name as Path<TInput>, { type: 'server', message: text }, { shouldFocus: !onFields });
    onFields = true;
  }
  return onFields;
}
