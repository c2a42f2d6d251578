import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { $ZodType, output } from 'zod/v4/core';
import { withId } from '#shared/api-paths.ts';
import { apiFetch, type ApiRequest, type SchemaLoader } from './api-client';
import { apiQuery, type ApiQueryOptions, type ReadOptions } from './api-query';
import { invalidate, type Invalidates } from './query-keys';

/** Where a write goes and what it sends. */
export interface WriteRequest {
  path: string;
  /** POST unless said (a few SPEC endpoints that only add what is missing are GETs). */
  method?: ApiRequest['method'];
  body?: unknown;
}

/** One write of the API as a mutation: the request, the answer's schema, what it makes stale. */
export interface ApiWrite<TVariables, S extends $ZodType> {
  request: (variables: TVariables) => WriteRequest;
  schema: SchemaLoader<S>;
  /** Send the keeper's session (every admin write). */
  auth?: boolean;
  /** Nothing by default: a write no screen reads back (a password, a message to the family). */
  invalidates?: Invalidates;
  /**
   * Refresh after a refusal too: a write refused as stale (409, decision 026) was sent from a copy
   * older than the record, and the screen must show the record as it is now.
   */
  refreshAfterFailure?: boolean;
}

/** Sends one write; the checked answer, or an ApiError with the server's message. */
export function sendApi<TVariables, S extends $ZodType>(
  write: Pick<ApiWrite<TVariables, S>, 'request' | 'schema' | 'auth'>,
  variables: TVariables,
): Promise<output<S>> {
  const { path, method = 'POST', body } = write.request(variables);
  return apiFetch(path, write.schema, { method, body, auth: write.auth });
}

/**
 * The hook of one write: `mutateAsync(variables)` resolves once what it made stale has been
 * fetched again for the screens showing it, so a screen that reports success shows the new data.
 */
export function useApiWrite<TVariables, S extends $ZodType>(
  write: ApiWrite<TVariables, S>,
): UseMutationResult<output<S>, Error, TVariables> {
  const queryClient = useQueryClient();
  const refresh = () => (write.invalidates ? invalidate(queryClient, write.invalidates) : undefined);
  return useMutation({
    mutationFn: (variables: TVariables) => sendApi(write, variables),
    ...(write.refreshAfterFailure ? { onSettled: refresh } : { onSuccess: refresh }),
  });
}

/** A write's hook, made once where the write is described: `export const useX = apiMutation({ … })`. */
export function apiMutation<TVariables, S extends $ZodType>(
  write: ApiWrite<TVariables, S>,
): () => UseMutationResult<output<S>, Error, TVariables> {
  return function useApiMutation() {
    return useApiWrite(write);
  };
}

/** The keys of an entity, from `queryKeys`. */
export interface EntityKeys {
  all: QueryKey;
  list: (...params: never[]) => QueryKey;
  item: (id: never) => QueryKey;
}

/** The types a description cannot infer: how the entity's ids look, and what a save sends. */
export interface EntityTypes {
  id: string | number;
  values?: unknown;
}

interface ListPart<TParams, S extends $ZodType, TData> {
  /** A fixed path, or one made from the list's parameters (a page, a search). */
  path: string | ((params: TParams) => string);
  schema: SchemaLoader<S>;
  unwrap?: (answer: output<S>) => TData;
  options?: NoInfer<ReadOptions<TData>>;
}

interface ItemPart<TId, S extends $ZodType, TData> {
  /** GET with `?id=`, or a path of its own made from the id. */
  path: string | ((id: TId) => string);
  schema: SchemaLoader<S>;
  unwrap?: (answer: output<S>) => TData;
  mapError?: (error: unknown) => unknown;
  options?: NoInfer<ReadOptions<TData>>;
}

interface SavePart<S extends $ZodType> {
  /** POSTed to for a new record. */
  create: string;
  /** PUT to, with `?id=`, for an existing one. */
  update: string;
  /** The answer of either. */
  schema: SchemaLoader<S>;
}

interface RemovePart {
  /** DELETEd with `?id=`; the answer is `{ success, message }`. */
  path: string;
}

interface ReorderPart<S extends $ZodType> {
  /** POSTed to with `{ ids }`, every id in the new order. */
  path: string;
  schema: SchemaLoader<S>;
}

export interface EntityDescription<
  E extends EntityTypes,
  TParams,
  LS extends $ZodType,
  LData,
  IS extends $ZodType,
  IData,
  SS extends $ZodType,
  RP extends RemovePart | undefined,
  OS extends $ZodType,
> {
  /** Where its list and items are cached; none for records read inside another answer (the history's timeline). */
  keys?: EntityKeys;
  /** Whether the entity's calls send the keeper's session: an admin entity's do. */
  auth: boolean;
  /** What every write of the entity (save, delete, reorder) makes stale. */
  invalidates: Invalidates;
  list?: ListPart<TParams, LS, LData>;
  item?: ItemPart<E['id'], IS, IData>;
  save?: SavePart<SS>;
  remove?: RP;
  reorder?: ReorderPart<OS>;
}

const successMessageSchema = () =>
  import('#shared/schemas/responses.ts').then((m) => m.successMessageResponseSchema);
type SuccessMessage = output<Awaited<ReturnType<typeof successMessageSchema>>>;

type Unset<T> = [T] extends [never] ? true : false;

/** The hooks of what the description has: nothing for a part it leaves out. */
export type EntityApi<
  E extends EntityTypes,
  TParams,
  LS extends $ZodType,
  LData,
  IS extends $ZodType,
  IData,
  SS extends $ZodType,
  RP,
  OS extends $ZodType,
> = { invalidates: Invalidates } & (Unset<LS> extends true
  ? unknown
  : {
      listQueryOptions: (params: TParams) => ApiQueryOptions<LData>;
      useList: (params: TParams) => UseQueryResult<LData>;
    }) &
  (Unset<IS> extends true
    ? unknown
    : {
        itemQueryOptions: (id: E['id']) => ApiQueryOptions<IData>;
        /** Idle while there is no id (a form for a new record). */
        useItem: (id: E['id'] | null | undefined) => UseQueryResult<IData>;
      }) &
  (Unset<SS> extends true
    ? unknown
    : {
        /** Creates when there is no id, else updates that record. */
        useSave: (id: E['id'] | null | undefined) => UseMutationResult<output<SS>, Error, E['values']>;
      }) &
  (RP extends RemovePart ? { useRemove: () => UseMutationResult<SuccessMessage, Error, E['id']> } : unknown) &
  (Unset<OS> extends true ? unknown : { useReorder: () => UseMutationResult<output<OS>, Error, number[]> });

/**
 * An entity's API from one description: its keys (from `queryKeys`), its paths, its response
 * schemas from src/shared, and what its writes make stale. Gives the list and item queries (with
 * their options, for loaders and `fetchQuery`), and the save, delete and reorder mutations.
 * Called twice, `defineEntityApi<{ id: string; values: NewsValues }>()({ … })`, because those two
 * types are the only ones a description cannot infer.
 */
export function defineEntityApi<E extends EntityTypes>() {
  return function describe<
    LS extends $ZodType = never,
    LData = output<LS>,
    TParams = void,
    IS extends $ZodType = never,
    IData = output<IS>,
    SS extends $ZodType = never,
    RP extends RemovePart | undefined = undefined,
    OS extends $ZodType = never,
  >(
    entity: EntityDescription<E, TParams, LS, LData, IS, IData, SS, RP, OS>,
  ): EntityApi<E, TParams, LS, LData, IS, IData, SS, RP, OS> {
    return buildEntityApi(entity as unknown as AnyEntity) as EntityApi<
      E,
      TParams,
      LS,
      LData,
      IS,
      IData,
      SS,
      RP,
      OS
    >;
  };
}

type Id = string | number;
type AnyEntity = EntityDescription<
  { id: Id; values: unknown },
  unknown,
  $ZodType,
  unknown,
  $ZodType,
  unknown,
  $ZodType,
  RemovePart | undefined,
  $ZodType
>;

/** A part the description left out: the types do not offer its hooks, so this is a wrong cast. */
function given<T>(part: T | undefined, name: string): T {
  if (part === undefined) throw new Error(`this entity describes no ${name}`);
  return part;
}

function buildEntityApi(entity: AnyEntity) {
  const { auth, invalidates } = entity;
  const listQueryOptions = (params?: unknown) => {
    const list = given(entity.list, 'list');
    const keys = given(entity.keys, 'keys');
    return apiQuery(
      {
        queryKey: params === undefined ? keys.list() : keys.list(params as never),
        path: typeof list.path === 'string' ? list.path : list.path(params),
        schema: list.schema,
        unwrap: list.unwrap,
        auth,
      },
      list.options,
    );
  };
  const itemQueryOptions = (id: Id) => {
    const item = given(entity.item, 'item');
    return apiQuery(
      {
        queryKey: given(entity.keys, 'keys').item(id as never),
        path: typeof item.path === 'string' ? withId(item.path, id) : item.path(id),
        schema: item.schema,
        unwrap: item.unwrap,
        mapError: item.mapError,
        auth,
      },
      item.options,
    );
  };
  return {
    invalidates,
    listQueryOptions,
    itemQueryOptions,
    useList(params?: unknown) {
      return useQuery(listQueryOptions(params));
    },
    useItem(id: Id | null | undefined) {
      const missing = id === null || id === undefined;
      return useQuery({ ...itemQueryOptions(missing ? '' : id), enabled: !missing });
    },
    useSave(id: Id | null | undefined) {
      const { create, update, schema } = given(entity.save, 'save');
      return useApiWrite({
        auth,
        invalidates,
        schema,
        request: (values: unknown): WriteRequest =>
          id === null || id === undefined
            ? { path: create, body: values }
            : { path: withId(update, id), method: 'PUT', body: values },
      });
    },
    useRemove() {
      const { path } = given(entity.remove, 'remove');
      return useApiWrite({
        auth,
        invalidates,
        schema: successMessageSchema,
        request: (id: Id): WriteRequest => ({ path: withId(path, id), method: 'DELETE' }),
      });
    },
    useReorder() {
      const { path, schema } = given(entity.reorder, 'reorder');
      return useApiWrite({
        auth,
        invalidates,
        schema,
        request: (ids: number[]): WriteRequest => ({ path, body: { ids } }),
      });
    },
  };
}
