import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient } from './query-client';

describe('the query client sends every 401 to one handler', () => {
  it('tells a refused read from a refused write, and ignores other failures', async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });
    const fail = (status: number) => () => Promise.reject(new ApiError(status, 'x'));

    await client.fetchQuery({ queryKey: ['admin', 'a'], queryFn: fail(401), retry: false }).catch(() => {});
    expect(onUnauthorized).toHaveBeenLastCalledWith('read');

    const save = client.getMutationCache().build(client, { mutationFn: fail(401) });
    await save.execute(undefined).catch(() => {});
    expect(onUnauthorized).toHaveBeenLastCalledWith('write');

    await client.fetchQuery({ queryKey: ['admin', 'b'], queryFn: fail(500), retry: false }).catch(() => {});
    const refused = client.getMutationCache().build(client, { mutationFn: fail(409) });
    await refused.execute(undefined).catch(() => {});
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });
});
