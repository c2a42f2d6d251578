import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, withId } from '#shared/api-paths.ts';
import { branchMessages } from '#shared/messages/branch-editor.ts';
import { memberBody } from '#server/test/factories.ts';
import { request } from '#server/test/http.ts';
import { addKeeper } from '#server/test/keepers.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';

/**
 * Decision 022: an editor limited to a branch writes only the descendants of the chosen
 * member through father or mother, and their wives. On SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
describe('a branch editor', () => {
  let server: TestServer;
  let branchToken = '';
  let editorToken = '';
  const ids: Record<string, number> = {};

  const create = async (key: string, token: string, body: Record<string, unknown>) => {
    const res = await request(server, 'POST', api.familyMembers.create, {
      token,
      json: memberBody({ name: key, ...body }),
    });
    if (res.status === 201) ids[key] = res.body.data.id;
    return res;
  };
  const update = (token: string, id: number, body: Record<string, unknown>) =>
    request(server, 'PUT', withId(api.familyMembers.update, id), { token, json: memberBody(body) });

  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false });
    const owner = server.token;
    // root → son (in the branch) → grandson; root's brother → nephew (another branch).
    await create('ancestor', owner, { generation: 1 });
    await create('root', owner, { generation: 2, parent: ids.ancestor });
    await create('brother', owner, { generation: 2, parent: ids.ancestor });
    await create('son', owner, { generation: 3, parent: ids.root });
    await create('nephew', owner, { generation: 3, parent: ids.brother });
    await create('cousin', owner, { generation: 3, parent: ids.brother, gender: 'female' });
    await create('outsider', owner, { generation: 3, gender: 'female' });
    // The nephew's wife, from outside the family: his branch's, not ours.
    await create('nephew-wife', owner, {
      generation: 3,
      gender: 'female',
      spouses: [{ id: ids.nephew!, ended: null }],
    });
    branchToken = (await addKeeper(server, 'branch-keeper', 'branch_editor', ids.root!)).token;
    editorToken = (await addKeeper(server, 'plain-editor', 'editor')).token;
  });
  afterAll(async () => server?.close());

  it('adds a child to the chosen member and to his descendants, never elsewhere', async () => {
    expect((await create('grandson', branchToken, { generation: 4, parent: ids.son })).status).toBe(201);
    expect(
      (await create('daughter', branchToken, { generation: 3, parent: ids.root, gender: 'female' })).status,
    ).toBe(201);
    const outside = await create('stray', branchToken, { generation: 4, parent: ids.nephew });
    expect(outside.status).toBe(403);
    expect(outside.body).toEqual({ success: false, error: branchMessages.outsideBranch });
    expect((await create('orphan', branchToken, { generation: 3 })).status).toBe(403);
  });

  it('edits inside the branch only, and cannot move anyone in or out of it', async () => {
    expect(
      (await update(branchToken, ids.son!, { name: 'son', generation: 3, parent: ids.root })).status,
    ).toBe(200);
    // The chosen member himself is shared with his brothers' branches.
    expect(
      (await update(branchToken, ids.root!, { name: 'root', generation: 2, parent: ids.ancestor })).status,
    ).toBe(403);
    expect(
      (await update(branchToken, ids.nephew!, { name: 'x', generation: 3, parent: ids.brother })).status,
    ).toBe(403);
    // Moving the son under the brother would take him out of the branch.
    expect(
      (await update(branchToken, ids.son!, { name: 'son', generation: 3, parent: ids.brother })).status,
    ).toBe(403);
    const son = await server.app.repos.familyMembers.find(ids.son!);
    expect(son?.parent_id).toBe(ids.root);
  });

  it('marries a man of the branch to a woman from outside the family, who then is in the branch; not to a cousin of another branch', async () => {
    const wife = await update(branchToken, ids.son!, {
      name: 'son',
      generation: 3,
      parent: ids.root,
      spouses: [{ id: ids.outsider!, ended: null }],
    });
    expect(wife.status).toBe(200);
    expect(
      (
        await update(branchToken, ids.outsider!, {
          name: 'outsider',
          generation: 3,
          gender: 'female',
          spouses: [{ id: ids.son!, ended: null }],
        })
      ).status,
    ).toBe(200);
    const cousin = await update(branchToken, ids.grandson!, {
      name: 'grandson',
      generation: 4,
      parent: ids.son,
      spouses: [{ id: ids.cousin!, ended: null }],
    });
    expect(cousin.status).toBe(403);
    // A wife of another branch's man is not taken by marrying her again.
    const taken = await update(branchToken, ids.grandson!, {
      name: 'grandson',
      generation: 4,
      parent: ids.son,
      spouses: [{ id: ids['nephew-wife']!, ended: null }],
    });
    expect(taken.status).toBe(403);
    // A new wife of a man of the branch is added with him as her husband.
    const newWife = await create('grandson-wife', branchToken, {
      generation: 4,
      gender: 'female',
      spouses: [{ id: ids.grandson!, ended: null }],
    });
    expect(newWife.status).toBe(201);
    // …but a husband for a daughter of another branch is not.
    const husband = await create('cousin-husband', branchToken, {
      generation: 3,
      spouses: [{ id: ids.cousin!, ended: null }],
    });
    expect(husband.status).toBe(403);
    // An editor may make that marriage.
    const byEditor = await update(editorToken, ids.grandson!, {
      name: 'grandson',
      generation: 4,
      parent: ids.son,
      spouses: [{ id: ids.cousin!, ended: null }],
    });
    expect(byEditor.status).toBe(200);
  });

  it('deletes inside the branch only; imports are for owners and editors', async () => {
    expect(
      (await request(server, 'DELETE', withId(api.familyMembers.delete, ids.nephew!), { token: branchToken }))
        .status,
    ).toBe(403);
    expect(
      (
        await request(server, 'DELETE', withId(api.familyMembers.delete, ids.daughter!), {
          token: branchToken,
        })
      ).status,
    ).toBe(200);
    // An import never links to members already in the tree, so it could never land inside a branch.
    const imported = await request(server, 'POST', `${api.admin.import.csv}?dry_run=1`, {
      token: branchToken,
    });
    expect(imported.status).toBe(403);
    const undo = await request(server, 'POST', withId(api.admin.import.undo, 1), { token: branchToken });
    expect(undo.status).toBe(403);
  });

  it('the admin list tells the branch editor whom they may edit; an editor may edit everyone', async () => {
    const ask = (token: string) =>
      request(server, 'GET', `${api.admin.familyMembers.list}?per_page=100`, { token });
    const editable = (body: { data: { name: string; editable: boolean }[] }) =>
      Object.fromEntries(body.data.map((row) => [row.name, row.editable]));
    const mine = editable((await ask(branchToken)).body);
    expect(mine).toMatchObject({ son: true, grandson: true, outsider: true, root: false, nephew: false });
    expect(Object.values(editable((await ask(editorToken)).body)).every(Boolean)).toBe(true);
  });

  it('«أفراد فرعك» lists the branch and its chosen member; for an editor it changes nothing', async () => {
    const names = async (token: string) =>
      (
        await request(server, 'GET', `${api.admin.familyMembers.list}?per_page=100&in_branch=1`, { token })
      ).body.data
        .map((row: { name: string }) => row.name)
        .sort();
    // The editor has since married the grandson to the cousin instead: she is in the branch now.
    expect(await names(branchToken)).toEqual(['cousin', 'grandson', 'outsider', 'root', 'son']);
    expect((await names(editorToken)).length).toBeGreaterThan(8);
  });
});

/**
 * The demo family, with an editor limited to member 19 (فهد بن محمد): his branch is his son 28 and
 * 28's wife 29, their children, and his daughter 30. A wife is in the branch through her husband,
 * but her parents are not hers to give: a parent link the write sets must be inside the branch.
 */
describe('a branch editor and the wives of the branch', () => {
  let server: TestServer;
  let token = '';
  const root = 19;
  const branchMan = 28;
  const branchWife = 29;

  const count = async () =>
    Number(
      (
        await server.app.database.db
          .selectFrom('family_members')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    server = await startTestServer();
    token = (await addKeeper(server, 'branch-19', 'branch_editor', root)).token;
    const members = await server.app.repos.familyMembers.listLinks();
    const byId = new Map(members.map((member) => [member.id, member]));
    // The demo family as this test reads it.
    expect(byId.get(branchMan)).toMatchObject({ parent: root });
    expect(byId.get(branchWife)).toMatchObject({ parent: null, mother_id: null });
    expect(byId.get(11)).toMatchObject({ parent: 3 });
  });
  afterAll(async () => server?.close());

  it('cannot add a daughter of the founder by making her a wife of a man of the branch', async () => {
    const before = await count();
    const res = await request(server, 'POST', api.familyMembers.create, {
      token,
      json: memberBody({
        name: 'ابنة جديدة للمؤسس',
        generation: 2,
        gender: 'female',
        parent: 1,
        mother_id: 2,
        spouses: [{ id: branchMan, ended: null }],
      }),
    });
    expect(res.status, res.text).toBe(403);
    expect(res.body).toEqual({ success: false, error: branchMessages.outsideBranch });
    expect(await count()).toBe(before);
  });

  it('cannot make a wife of the branch a child of another branch’s couple', async () => {
    const res = await request(server, 'PUT', withId(api.familyMembers.update, branchWife), {
      token,
      json: memberBody({
        name: 'أسماء بنت خليفة',
        generation: 4,
        gender: 'female',
        parent: 11,
        mother_id: 12,
        spouses: [{ id: branchMan, ended: null }],
      }),
    });
    expect(res.status, res.text).toBe(403);
    const wife = await server.app.repos.familyMembers.find(branchWife);
    expect(wife).toMatchObject({ parent_id: null, mother_id: null });
    const children: { id: number }[] = (
      await request(server, 'GET', withId(api.familyMembers.profile, 11))
    ).body.profile.children.flatMap((group: { children: { id: number }[] }) => group.children);
    expect(children.map((child) => child.id)).not.toContain(branchWife);
  });

  it('still edits a wife of the branch, adds another, and adds children of the branch’s couples', async () => {
    const wife = await request(server, 'PUT', withId(api.familyMembers.update, branchWife), {
      token,
      json: memberBody({
        name: 'أسماء بنت خليفة',
        generation: 4,
        gender: 'female',
        bio: 'نبذة من محرر الفرع',
        spouses: [{ id: branchMan, ended: null }],
      }),
    });
    expect(wife.status, wife.text).toBe(200);
    const second = await request(server, 'POST', api.familyMembers.create, {
      token,
      json: memberBody({ generation: 4, gender: 'female', spouses: [{ id: branchMan, ended: null }] }),
    });
    expect(second.status, second.text).toBe(201);
    const grandchild = await request(server, 'POST', api.familyMembers.create, {
      token,
      json: memberBody({ generation: 5, parent: branchMan, mother_id: branchWife }),
    });
    expect(grandchild.status, grandchild.text).toBe(201);
    // The chosen member's own wife (15, a daughter of another branch) is his children's mother.
    const child = await request(server, 'POST', api.familyMembers.create, {
      token,
      json: memberBody({ generation: 4, parent: root, mother_id: 15 }),
    });
    expect(child.status, child.text).toBe(201);
    // …but not any woman of the tree.
    const stray = await request(server, 'POST', api.familyMembers.create, {
      token,
      json: memberBody({ generation: 4, parent: root, mother_id: 12 }),
    });
    expect(stray.status, stray.text).toBe(403);
  });
});
