import { queryOptions, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { $ZodType, output } from 'zod/v4/core';
import { ApiError, apiFetch, type SchemaLoader } from './api-client';

/** One GET of the API as a query: where it is cached, where it is asked, how its answer is checked. */
export interface ApiRead<S extends $ZodType, TData> {
  queryKey: QueryKey;
  path: string;
  /** The endpoint's response schema from src/shared/schemas, loaded beside the request. */
  schema: SchemaLoader<S>;
  /** Send the keeper's session (every admin read). */
  auth?: boolean;
  /** What the screens read of the checked answer (`answer.data`, the list sorted …); the answer itself by default. */
  unwrap?: (answer: output<S>) => TData;
  /** The failure the screen shows instead of the one the request threw (the admin news item's own words). */
  mapError?: (error: unknown) => unknown;
  /**
   * An id the server does not know (404, or 400 for one that cannot be an id) is an answer, not a
   * failure: null, so a not-found page is rendered on the server and sent like any other data.
   */
  missingIsNull?: boolean;
}

/** The query's options other than its key and its fetch: how long it keeps, when it runs. */
export type ReadOptions<TData> = Omit<
  UseQueryOptions<TData, Error, TData, QueryKey>,
  'queryKey' | 'queryFn' | 'select'
>;

/** What `apiQuery` gives: the options for `useQuery`, `prefetchQuery`, `fetchQuery`, and a key that knows its data. */
export type ApiQueryOptions<TData> = ReturnType<typeof queryOptions<TData, Error, TData, QueryKey>>;

/** A form starts from what is stored now, never from a copy cached by an earlier visit. */
export const storedNow = { staleTime: 0, gcTime: 0 } as const;

function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** Asks the API once: the checked, unwrapped answer, or the (mapped) failure. */
export async function readApi<S extends $ZodType, TData>(
  read: Omit<ApiRead<S, TData>, 'queryKey'>,
  signal?: AbortSignal,
): Promise<TData> {
  try {
    const answer = await apiFetch(read.path, read.schema, { auth: read.auth, signal });
    return read.unwrap ? read.unwrap(answer) : (answer as TData);
  } catch (error) {
    if (read.missingIsNull && isMissing(error)) return null as TData;
    throw read.mapError ? read.mapError(error) : error;
  }
}

/**
 * The one way a screen reads the API through TanStack Query: the key from `query-keys.ts`, the
 * fetch through the api client (its 401 reaches the query client's one handler), and the options
 * that differ from the client's defaults.
 */
export function apiQuery<S extends $ZodType, TData = output<S>>(
  read: ApiRead<S, TData> & { missingIsNull: true },
  options?: NoInfer<ReadOptions<TData | null>>,
): ApiQueryOptions<NoInfer<TData | null>>;
export function apiQuery<S extends $ZodType, TData = output<S>>(
  read: ApiRead<S, TData>,
  options?: NoInfer<ReadOptions<TData>>,
): ApiQueryOptions<NoInfer<TData>>;
export function apiQuery<S extends $ZodType, TData>(read: ApiRead<S, TData>, options?: ReadOptions<TData>) {
  return queryOptions({
    ...options,
    queryKey: read.queryKey,
    queryFn: ({ signal }) => readApi(read, signal),
  });
}
