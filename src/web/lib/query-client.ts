import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Whether the refused call was a read (opening a screen) or a write (a save, a delete). */
export type UnauthorizedDuring = 'read' | 'write';

export interface QueryClientOptions {
  /**
   * The one place a 401 is handled: whichever admin call meets an ended session, the app goes to
   * the login page (the screens need no check of their own, and drafts survive in session storage).
   */
  onUnauthorized?: (during: UnauthorizedDuring) => void;
}

export function createQueryClient({ onUnauthorized }: QueryClientOptions = {}) {
  const isUnauthorized = (error: unknown) => error instanceof ApiError && error.isUnauthorized;
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (isUnauthorized(error)) onUnauthorized?.('read');
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isUnauthorized(error)) onUnauthorized?.('write');
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again; a network blip may.
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}
