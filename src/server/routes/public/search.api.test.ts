import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#shared/api-paths.ts';
import { memberBody } from '#server/test/factories.ts';
import { request, type Json } from '#server/test/http.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';

// search.php as a new family uses it: a visitor types a nasab as the member pages show it.

let server: TestServer;
const ids: Record<string, number> = {};

async function add(key: string, name: string, overrides: Json = {}) {
  const res = await request(server, 'POST', api.familyMembers.create, {
    token: server.token,
    json: memberBody({ name, ...overrides }),
  });
  expect(res.status, res.text).toBe(201);
  ids[key] = res.body.data.id;
}

const search = async (q: string): Promise<number[]> => {
  const res = await request(server, 'GET', `${api.familyMembers.search}?q=${encodeURIComponent(q)}`);
  expect(res.status, res.text).toBe(200);
  return (res.body.results as { id: number }[]).map((result) => result.id);
};

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  // The founder's father is not a member: his name carries him, as the demo family's does.
  await add('founder', 'سالم بن عبدالله الفلاني', { generation: 1 });
  await add('mohammad', 'محمد بن سالم الفلاني', { generation: 2, parent: ids.founder });
  await add('fahad', 'فهد بن محمد الفلاني', { generation: 3, parent: ids.mohammad });
  await add('badr', 'بدر بن محمد الفلاني', { generation: 3, parent: ids.mohammad });
  await add('grandson', 'محمد بن فهد الفلاني', { generation: 4, parent: ids.fahad });
  await add('granddaughter', 'نورة بنت فهد الفلاني', { generation: 4, parent: ids.fahad, gender: 'female' });
  // Another line, whose father's name only begins like سالم.
  await add('salmeen', 'سالمين', { generation: 1 });
  await add('otherMohammad', 'محمد بن سالمين', { generation: 2, parent: ids.salmeen });
});
afterAll(async () => server?.close());

describe('GET search.php with a lineage', () => {
  it('finds the man a full nasab names, and none of his descendants', async () => {
    expect(await search('محمد بن سالم بن عبدالله')).toEqual([ids.mohammad]);
    expect(await search('محمد بن سالم بن عبدالله الفلاني')).toEqual([ids.mohammad]);
    expect(await search('فهد بن محمد بن سالم')).toEqual([ids.fahad]);
  });

  it('puts the son of سالم before the son of سالمين, whose name only begins the same', async () => {
    expect(await search('محمد بن سالم')).toEqual([ids.mohammad, ids.otherMohammad]);
  });

  it('still lists a name’s descendants when the query is the name alone', async () => {
    const found = await search('فهد');
    expect(found[0]).toBe(ids.fahad);
    expect(found).toEqual(expect.arrayContaining([ids.grandson, ids.granddaughter]));
  });
});
