// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { api, withId } from '#shared/api-paths.ts';
import { withRealServer } from '../testing/real-server';
import { apiQuery, readApi } from './api-query';
import { queryKeys } from './query-keys';

const newsItem = (id: string, missingIsNull: boolean) =>
  apiQuery({
    queryKey: queryKeys.news.item(id),
    path: withId(api.news.get, id),
    schema: () => import('#shared/schemas/news.ts').then((m) => m.newsItemResponseSchema),
    unwrap: (answer) => answer.news,
    missingIsNull,
  });

describe('apiQuery against the real server', () => {
  const { sent } = withRealServer({ seedDemo: false });
  const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

  it('caches the unwrapped answer under its key, and sends the session only when asked', async () => {
    const queryClient = client();
    const schema = () =>
      import('#shared/schemas/notable-person.ts').then((m) => m.adminPeopleListResponseSchema);
    const list = apiQuery({
      queryKey: queryKeys.admin.notablePeople.list(),
      path: api.admin.notablePeople.list,
      schema,
      unwrap: (answer) => answer.data,
      auth: true,
    });
    expect(await queryClient.fetchQuery(list)).toEqual([]);
    expect(queryClient.getQueryData(queryKeys.admin.notablePeople.list())).toEqual([]);
    // Without `auth`, the same admin read is refused: no session went with it.
    await expect(readApi({ path: api.admin.notablePeople.list, schema })).rejects.toMatchObject({
      status: 401,
    });
    expect(sent.map((request) => request.path)).toEqual([
      api.admin.notablePeople.list,
      api.admin.notablePeople.list,
    ]);
  });

  it('answers null for an id the server does not know or cannot read, when the read says so', async () => {
    const queryClient = client();
    expect(await queryClient.fetchQuery(newsItem('999999', true))).toBeNull();
    expect(await queryClient.fetchQuery(newsItem('abc', true))).toBeNull();
    await expect(queryClient.fetchQuery(newsItem('999999', false))).rejects.toMatchObject({ status: 404 });
  });

  it('turns a failure into what the read maps it to', async () => {
    const failure = new Error('mapped');
    await expect(
      readApi({
        path: api.admin.notablePeople.list,
        schema: () => import('#shared/schemas/responses.ts').then((m) => m.successResponseSchema),
        mapError: () => failure,
      }),
    ).rejects.toBe(failure);
  });
});
