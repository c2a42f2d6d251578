import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { messages } from '../../../../../shared/messages';
import { ApiError } from '../../../../lib/api-client';
import { useRedirectToLogin } from '../use-admin-session';

export type SaveOutcome<T> =
  | { status: 'saved'; data: T }
  | { status: 'failed'; error: unknown }
  /** A second click while the first save is still on its way: nothing was sent. */
  | { status: 'ignored' }
  /** The session had ended: the draft is kept and the browser is on its way to the login page. */
  | { status: 'redirected' };

/**
 * The one way admin forms save (issue #4 "Nothing lost"):
 * - a double click sends one request, not two;
 * - a 401 keeps the draft and redirects to login with the return URL and a message;
 * - every other failure comes back to the form to show (the server's message, or the form's own).
 */
export function useAdminSave<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
  expiredMessage: string = messages.auth.sessionExpired,
) {
  const redirectToLogin = useRedirectToLogin();
  const inFlight = useRef(false);
  const mutation = useMutation({ mutationFn });
  const { mutateAsync } = mutation;

  const save = useCallback(
    async (variables: TVariables): Promise<SaveOutcome<TResult>> => {
      if (inFlight.current) return { status: 'ignored' };
      inFlight.current = true;
      try {
        return { status: 'saved', data: await mutateAsync(variables) };
      } catch (error) {
        if (error instanceof ApiError && error.isUnauthorized) {
          redirectToLogin(expiredMessage);
          return { status: 'redirected' };
        }
        return { status: 'failed', error };
      } finally {
        inFlight.current = false;
      }
    },
    [mutateAsync, redirectToLogin, expiredMessage],
  );

  return { save, isSaving: mutation.isPending };
}

/** Shows a 400's per-field messages (`fields` in the body) under the matching inputs. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  knownFields: readonly string[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const [field, message] of Object.entries(error.fields)) {
    if (!knownFields.includes(field)) continue;
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

/**
 * The text to show after a failed save or delete: the server's own message when it sent one
 * (SPEC §8 "server message or …"), else the screen's fallback (network failure, bare status).
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
