// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '#shared/api-paths.ts';
import type { HistoryBlockValues } from '#shared/schemas/history-input.ts';
import type { NotablePersonValues } from '#shared/schemas/notable-person-input.ts';
import { withRealServer } from '../testing/real-server';
import { ApiError } from './api-client';
import { apiMutation, defineEntityApi } from './entity-api';
import { queryKeys } from './query-keys';

const peopleSchemas = () => import('#shared/schemas/notable-person.ts');
const historySchemas = () => import('#shared/schemas/history.ts');

/** A full description, on the server's notable people. */
const people = defineEntityApi<{ id: number; values: NotablePersonValues }>()({
  keys: queryKeys.admin.notablePeople,
  auth: true,
  invalidates: [queryKeys.admin.notablePeople.all],
  list: {
    path: api.admin.notablePeople.list,
    schema: () => peopleSchemas().then((m) => m.adminPeopleListResponseSchema),
    unwrap: (answer) => answer.data,
  },
  item: {
    path: api.admin.notablePeople.get,
    schema: () => peopleSchemas().then((m) => m.adminPersonResponseSchema),
    unwrap: (answer) => answer.data,
    mapError: (error) => (error instanceof ApiError ? new ApiError(error.status, 'تعذر التحميل') : error),
  },
  save: {
    create: api.admin.notablePeople.create,
    update: api.admin.notablePeople.update,
    schema: () => peopleSchemas().then((m) => m.personSavedResponseSchema),
  },
  remove: { path: api.admin.notablePeople.delete },
});

/** Writes only, read inside another answer, making everything stale. */
const blocks = defineEntityApi<{ id: number; values: HistoryBlockValues }>()({
  auth: true,
  invalidates: 'everything',
  save: {
    create: api.admin.history.blocks.create,
    update: api.admin.history.blocks.item,
    schema: () => historySchemas().then((m) => m.historyBlockSavedResponseSchema),
  },
  reorder: {
    path: api.admin.history.blocks.reorder,
    schema: () => historySchemas().then((m) => m.historyBlocksReorderedResponseSchema),
  },
});

const person = (name: string): NotablePersonValues => ({
  name,
  position: 'أستاذ',
  period: '',
  category: 'academic',
  bio: '',
  order: 1,
  image: '',
});

function renderWith<T>(hook: () => T) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(hook, { wrapper }) };
}

/** A query nothing shows, cached under `key`: whether a write marked it stale. */
function cachedAside(client: QueryClient, key: readonly unknown[]) {
  client.setQueryData(key, 'cached');
  return () => client.getQueryState(key)?.isInvalidated;
}

describe('defineEntityApi against the real server', () => {
  const { sent } = withRealServer({ seedDemo: false });
  afterEach(() => cleanup());

  it('saves a new record with POST, an existing one with PUT ?id=, and resolves once the list on screen has the change', async () => {
    const { client, result } = renderWith(() => ({
      list: people.useList(),
      create: people.useSave(null),
    }));
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    const created = await act(() => result.current.create.mutateAsync(person('سالم')));
    expect(sent.at(-2)).toEqual({
      method: 'POST',
      path: api.admin.notablePeople.create,
      body: person('سالم'),
    });
    // The list was asked again before mutateAsync resolved: the screen's data has the new record.
    expect(sent.at(-1)).toMatchObject({ method: 'GET', path: api.admin.notablePeople.list });
    const listed = client.getQueryData(people.listQueryOptions().queryKey);
    expect(listed?.map((row) => row.name)).toEqual(['سالم']);

    const id = created.data.id;
    const edit = renderWith(() => people.useSave(Number(id)));
    await act(() =>
      edit.result.current.mutateAsync({ ...person('سالم بن محمد'), version: created.data.version }),
    );
    expect(sent.at(-1)).toMatchObject({ method: 'PUT', path: `${api.admin.notablePeople.update}?id=${id}` });
  });

  it('reads one item with GET ?id=, idles without an id, and shows a failure as the description maps it', async () => {
    const saved = await renderWith(() => people.useSave(null)).result.current.mutateAsync(person('نورة'));
    sent.length = 0;
    const idle = renderWith(() => people.useItem(null));
    expect(idle.result.current.fetchStatus).toBe('idle');
    expect(sent).toEqual([]);

    const one = renderWith(() => people.useItem(Number(saved.data.id)));
    await waitFor(() => expect(one.result.current.data?.name).toBe('نورة'));
    expect(sent).toEqual([
      { method: 'GET', path: `${api.admin.notablePeople.get}?id=${saved.data.id}`, body: undefined },
    ]);

    const missing = renderWith(() => people.useItem(999_999));
    await waitFor(() => expect(missing.result.current.isError).toBe(true));
    expect(missing.result.current.error).toMatchObject({ status: 404, message: 'تعذر التحميل' });
  });

  it('deletes with DELETE ?id= and gives the server’s message', async () => {
    const saved = await renderWith(() => people.useSave(null)).result.current.mutateAsync(person('حمد'));
    const { result } = renderWith(() => people.useRemove());
    const answer = await act(() => result.current.mutateAsync(Number(saved.data.id)));
    expect(sent.at(-1)).toEqual({
      method: 'DELETE',
      path: `${api.admin.notablePeople.delete}?id=${saved.data.id}`,
      body: undefined,
    });
    expect(answer.message).toBeTruthy();
  });

  it('a write makes stale what its description names, and nothing else', async () => {
    const { client, result } = renderWith(() => people.useSave(null));
    const item = cachedAside(client, queryKeys.admin.notablePeople.item(1));
    const elsewhere = cachedAside(client, queryKeys.admin.news.list());
    await act(() => result.current.mutateAsync(person('مريم')));
    expect(item()).toBe(true);
    expect(elsewhere()).toBe(false);
  });

  it('reorders with POST { ids }, and “everything” makes every cached query stale', async () => {
    const save = renderWith(() => blocks.useSave(null)).result.current;
    const first = await save.mutateAsync({ title: 'أولاً', body: '' });
    const second = await save.mutateAsync({ title: 'ثانياً', body: '' });
    const { client, result } = renderWith(() => blocks.useReorder());
    const elsewhere = cachedAside(client, queryKeys.diwan);
    const order = [second.data.id, first.data.id];
    const answer = await act(() => result.current.mutateAsync(order));
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: api.admin.history.blocks.reorder,
      body: { ids: order },
    });
    expect(answer.data.map((block) => block.id)).toEqual(order);
    expect(elsewhere()).toBe(true);
  });
});

describe('apiMutation against the real server', () => {
  withRealServer({ seedDemo: false });
  afterEach(() => cleanup());

  const staleBlockSave = (refreshAfterFailure: boolean) =>
    apiMutation({
      request: ({ id, values }: { id: number; values: HistoryBlockValues }) => ({
        path: `${api.admin.history.blocks.item}?id=${id}`,
        method: 'PUT',
        body: values,
      }),
      schema: () => historySchemas().then((m) => m.historyBlockSavedResponseSchema),
      auth: true,
      invalidates: [queryKeys.admin.history],
      refreshAfterFailure,
    });

  it('refreshes after a refused write only when asked to: a stale copy must be read again', async () => {
    const block = await renderWith(() => blocks.useSave(null)).result.current.mutateAsync({
      title: 'نص',
      body: '',
    });
    const staleVersion = { id: block.data.id, values: { title: 'نص آخر', body: '', version: 0 } };
    for (const refresh of [false, true]) {
      const { client, result } = renderWith(staleBlockSave(refresh));
      const history = cachedAside(client, queryKeys.admin.history);
      await act(async () => {
        await expect(result.current.mutateAsync(staleVersion)).rejects.toMatchObject({ status: 409 });
      });
      expect(history()).toBe(refresh);
    }
  });
});
