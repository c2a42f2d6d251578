import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidate, queryKeys } from './query-keys';

type KeyTree = { [name: string]: KeyTree | QueryKey | ((...args: never[]) => QueryKey) };

/** Every key the module makes, each factory called with sample arguments. */
function everyKey(tree: KeyTree, sample: unknown[] = [7, 9]): QueryKey[] {
  return Object.values(tree).flatMap((entry) => {
    if (typeof entry === 'function') return [(entry as (...args: unknown[]) => QueryKey)(...sample)];
    if (Array.isArray(entry)) return [entry as QueryKey];
    return everyKey(entry as KeyTree, sample);
  });
}

const { admin, ...publicKeys } = queryKeys;

describe('queryKeys', () => {
  it('puts every admin query under the admin root, and no public one', () => {
    // A session that ends drops the admin root: no admin data may outlive it, no public page lose its copy.
    const adminKeys = everyKey(admin as unknown as KeyTree);
    expect(adminKeys.length).toBeGreaterThan(20);
    for (const key of adminKeys) expect(key[0]).toBe('admin');
    for (const key of everyKey(publicKeys as unknown as KeyTree)) expect(key[0]).not.toBe('admin');
  });

  it('gives different queries different keys', () => {
    const keys = [...everyKey(publicKeys as unknown as KeyTree), ...everyKey(admin as unknown as KeyTree)];
    const leaves = keys.map((key) => JSON.stringify(key));
    // `all` and a singleton may repeat a root; two lists or two items of different things may not.
    const lists = leaves.filter((key) => key.includes('"list"') || key.includes('"item"'));
    expect(new Set(lists).size).toBe(lists.length);
    expect(queryKeys.news.item(1)).not.toEqual(queryKeys.news.item(2));
    expect(queryKeys.admin.audit.list('page=2')).not.toEqual(queryKeys.admin.audit.list(''));
  });
});

describe('invalidate', () => {
  /** A client holding one cached answer under each of these keys. */
  function cacheWith(keys: QueryKey[]) {
    const client = new QueryClient();
    for (const key of keys) client.setQueryData(key, 'cached');
    const stale = () =>
      keys.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => JSON.stringify(key));
    return { client, stale };
  }

  const cached = [
    queryKeys.familyMembers.list(),
    queryKeys.familyMembers.profile(3),
    queryKeys.familyMembers.tree.branch(3),
    queryKeys.admin.familyMembers.list({ page: '2' }),
    queryKeys.admin.familyMembers.choices([1, 2]),
    queryKeys.admin.stats.counters,
    queryKeys.admin.stats.trends,
    queryKeys.admin.news.list(),
    queryKeys.news.list(),
    queryKeys.siteSettings,
    queryKeys.diwan,
  ];

  it('makes stale every query under the keys named, and nothing else', async () => {
    // What a member write names: the family's copies, public and admin, and the dashboard's counters.
    const { client, stale } = cacheWith(cached);
    await invalidate(client, [
      queryKeys.admin.familyMembers.all,
      queryKeys.familyMembers.all,
      queryKeys.admin.stats.all,
    ]);
    expect(stale()).toEqual(cached.slice(0, 7).map((key) => JSON.stringify(key)));
  });

  it('matches whole parts of a key, not the start of a word', async () => {
    const { client, stale } = cacheWith([queryKeys.admin.news.list(), queryKeys.admin.notablePeople.list()]);
    await invalidate(client, [queryKeys.admin.news.all]);
    expect(stale()).toEqual([JSON.stringify(queryKeys.admin.news.list())]);
  });

  it('makes everything stale when told so, and nothing for an empty list', async () => {
    const none = cacheWith(cached);
    await invalidate(none.client, []);
    expect(none.stale()).toEqual([]);
    const all = cacheWith(cached);
    await invalidate(all.client, 'everything');
    expect(all.stale()).toHaveLength(cached.length);
  });
});
