import fs from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, withId } from '#shared/api-paths.ts';
import { STALE_PAGE_COOKIE } from '#shared/page-state.ts';
import type { FamilyMember } from '#shared/schemas/family-member.ts';
import type { FamilyMemberInput } from '#shared/schemas/family-member-input.ts';
import { memberBody, unique } from '../test/factories';
import { gatedRenderer, holdRenders, renderProbe, rendersOf } from '../test/gated-renderer';
import { request } from '../test/http';
import { startTestServer, twoServersOnOneDatabase, type TestServer } from '../test/test-server';
import { makeWebDir } from '../test/web-dir';

// Decision 032: one render per page however many ask, the old page served while the new one is
// rendered after an ordinary edit (never after one that takes something from the public), and a
// member write forgets only the answers that show what it changed.

const memberPage = (id: number) => `/family-tree/member/${id}`;

/** A page or an answer as the cache served it. */
async function read(server: TestServer, url: string) {
  const res = await request(server, 'GET', url);
  return {
    status: res.status,
    cache: res.headers.get('x-cache'),
    etag: res.headers.get('etag'),
    cacheControl: res.headers.get('cache-control'),
    cookie: res.headers.get('set-cookie'),
    text: res.text,
  };
}

async function create(server: TestServer, body: Partial<FamilyMemberInput>): Promise<FamilyMember> {
  const saved = await request(server, 'POST', api.familyMembers.create, {
    token: server.token,
    json: memberBody(body),
  });
  expect(saved.status).toBe(201);
  return saved.body.data as FamilyMember;
}

async function edit(server: TestServer, member: FamilyMember, changes: Partial<FamilyMemberInput>) {
  const { id, name, generation, parent, mother_id, gender, birth, bio } = member;
  const saved = await request(server, 'PUT', withId(api.familyMembers.update, id), {
    token: server.token,
    json: memberBody({ name, generation, parent, mother_id, gender, birth, bio, ...changes }),
  });
  expect(saved.status).toBe(200);
}

/**
 * Two branches under the founder: F → A → C, and G → U, which shares nothing with A but the
 * founder.
 */
async function makeBranches(server: TestServer, founderId: number) {
  const f = await create(server, { name: unique('أب'), generation: 2, parent: founderId });
  const a = await create(server, { name: unique('ابن'), generation: 3, parent: f.id, bio: unique('سيرة') });
  const c = await create(server, { name: unique('حفيد'), generation: 4, parent: a.id });
  const g = await create(server, { name: unique('عم'), generation: 2, parent: founderId });
  const u = await create(server, { name: unique('ابن عم'), generation: 3, parent: g.id });
  return { f, a, c, g, u };
}

describe('pages under many readers and edits', () => {
  let server: TestServer;
  let webDir: string;
  let founderId: number;
  /** Lets held renders go if a test failed while holding them. */
  let release: (() => void) | undefined;

  beforeAll(async () => {
    webDir = makeWebDir();
    server = await startTestServer({ webDir, ssrEntry: gatedRenderer });
    const settings = (await request(server, 'GET', api.site)).body;
    const members = (await request(server, 'GET', api.familyMembers.list)).body as FamilyMember[];
    founderId = members.find((member) => member.name.includes(settings.founderName))!.id;
  }, 60_000);

  afterEach(() => {
    release?.();
    release = undefined;
    renderProbe.failing = false;
  });

  afterAll(async () => {
    await server?.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('answers the first request after an edit with the stale page, without waiting for the render', async () => {
    const { a } = await makeBranches(server, founderId);
    const url = memberPage(a.id);
    expect((await read(server, url)).text).toContain(a.name);
    expect((await read(server, url)).cache).toBe('hit');

    release = holdRenders();
    const name = unique('اسم جديد');
    await edit(server, a, { name });
    // Every render is held: this answer could only come from the stale copy.
    const stale = await read(server, url);
    expect(stale.cache).toBe('stale');
    expect(stale.text).toContain(a.name);
    expect(stale.text).not.toContain(name);
    // Kept by no shared cache, and the page reads its data again once hydrated.
    expect(stale.cacheControl).toBe('private, no-cache');
    expect(stale.cookie).toMatch(new RegExp(`^${STALE_PAGE_COOKIE}=1;`));
    await expect.poll(() => rendersOf(url)).toBe(2);
    release();

    await expect
      .poll(async () => {
        const next = await read(server, url);
        return next.cache === 'hit' && next.text.includes(name) && !next.text.includes(a.name);
      })
      .toBe(true);
    expect((await read(server, url)).cookie).toBeNull();
    expect(rendersOf(url)).toBe(2);
  });

  it('renders a page once for twenty readers after an edit', async () => {
    const { a } = await makeBranches(server, founderId);
    const url = memberPage(a.id);
    await read(server, url);
    const before = rendersOf(url);

    release = holdRenders();
    const bio = unique('سيرة جديدة');
    await edit(server, a, { bio });
    const answers = await Promise.all(Array.from({ length: 20 }, () => read(server, url)));
    expect(answers.map((answer) => answer.cache)).toEqual(Array(20).fill('stale'));
    release();

    await expect.poll(async () => (await read(server, url)).text).toContain(bio);
    expect(rendersOf(url) - before).toBe(1);
  });

  it('renders a page nobody has once for twenty readers at once, and gives them all its answer', async () => {
    const { u } = await makeBranches(server, founderId);
    const url = memberPage(u.id);
    release = holdRenders();
    const pending = Promise.all(Array.from({ length: 20 }, () => read(server, url)));
    await expect.poll(() => rendersOf(url)).toBe(1);
    release();
    const answers = await pending;

    expect(rendersOf(url)).toBe(1);
    expect(answers.every((answer) => answer.status === 200 && answer.text.includes(u.name))).toBe(true);
    expect(new Set(answers.map((answer) => answer.etag)).size).toBe(1);
    expect(answers.filter((answer) => answer.cache === 'miss')).toHaveLength(1);
    for (const answer of answers) expect(['miss', 'shared', 'hit']).toContain(answer.cache);
    // A reader who waited holds the same representation: revalidating it costs a 304.
    const again = await request(server, 'GET', url, { headers: { 'if-none-match': answers[0]!.etag! } });
    expect(again.status).toBe(304);
  });

  it('lets the waiters go when the render fails: each gets an answer of its own', async () => {
    const { g } = await makeBranches(server, founderId);
    const url = memberPage(g.id);
    renderProbe.failing = true;
    release = holdRenders();
    const pending = Promise.all(Array.from({ length: 5 }, () => read(server, url)));
    await expect.poll(() => rendersOf(url)).toBe(1);
    release();
    const answers = await pending;

    // The browser renders a page the server failed to: the template, sent but not kept.
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.cacheControl).toBe('no-store');
      expect(answer.cache).not.toBe('shared');
    }
    renderProbe.failing = false;
    expect((await read(server, url)).text).toContain(g.name);
  });

  it("forgets the edited member's and relatives' pages, not an unrelated member's, nor home", async () => {
    const { f, a, c, g, u } = await makeBranches(server, founderId);
    const pages = [a, f, c, g, u].map((member) => memberPage(member.id));
    const others = [...pages, '/', memberPage(founderId)];
    for (const url of others) await read(server, url);
    await read(server, withId(api.familyMembers.get, u.id));
    await read(server, withId(api.familyMembers.get, a.id));
    for (const url of others) expect((await read(server, url)).cache, url).toBe('hit');

    const name = unique('اسم معدل');
    await edit(server, a, { name });

    for (const member of [a, f, c]) expect((await read(server, memberPage(member.id))).cache).toBe('stale');
    for (const url of [memberPage(g.id), memberPage(u.id), '/', memberPage(founderId)]) {
      expect((await read(server, url)).cache, url).toBe('hit');
    }
    expect((await read(server, withId(api.familyMembers.get, u.id))).cache).toBe('hit');
    // An API answer is cheap to make again: it is forgotten, not served stale.
    const member = await read(server, withId(api.familyMembers.get, a.id));
    expect(member.cache).toBe('miss');
    expect(member.text).toContain(name);
  });

  it('never serves a page stale after a member is limited: everyone waits for the one new render', async () => {
    const { f, a } = await makeBranches(server, founderId);
    const url = memberPage(a.id);
    const fatherUrl = memberPage(f.id);
    expect((await read(server, url)).text).toContain(a.bio);
    await read(server, fatherUrl);

    release = holdRenders();
    await edit(server, a, { visibility: 'limited' });
    const pending = Promise.all([
      ...Array.from({ length: 10 }, () => read(server, url)),
      read(server, fatherUrl),
    ]);
    await expect.poll(() => rendersOf(url)).toBe(2);
    release();
    const answers = await pending;

    for (const answer of answers) expect(answer.cache).not.toBe('stale');
    for (const answer of answers.slice(0, 10)) expect(answer.text).not.toContain(a.bio);
    expect(rendersOf(url)).toBe(2);
  });

  it('never serves a page stale after a member is hidden', async () => {
    const { f, a } = await makeBranches(server, founderId);
    const url = memberPage(a.id);
    const fatherUrl = memberPage(f.id);
    await read(server, url);
    expect((await read(server, fatherUrl)).text).toContain(a.name);

    await edit(server, a, { visibility: 'hidden' });
    const own = await read(server, url);
    expect(own.cache).not.toBe('stale');
    expect(own.status).toBe(404);
    const father = await read(server, fatherUrl);
    expect(father.cache).toBe('miss');
    expect(father.text).not.toContain(a.name);
  });
});

// Several processes on one PostgreSQL database: a member write in one makes the others forget
// the answers it changed, and only those.
describe.skipIf(!process.env.TEST_DATABASE_URL)('member writes between processes', () => {
  const servers = twoServersOnOneDatabase(process.env.TEST_DATABASE_URL!);
  let first: TestServer;
  let second: TestServer;
  beforeEach(() => {
    first = servers.first();
    second = servers.second();
  });

  it("carries the write's tags: the edited member's answer is forgotten, an unrelated one kept", async () => {
    const settings = (await request(first, 'GET', api.site)).body;
    const members = (await request(first, 'GET', api.familyMembers.list)).body as FamilyMember[];
    const founder = members.find((member) => member.name.includes(settings.founderName))!;
    const { a, u } = await makeBranches(first, founder.id);
    const edited = withId(api.familyMembers.get, a.id);
    const unrelated = withId(api.familyMembers.get, u.id);
    for (const url of [edited, unrelated]) await read(second, url);
    for (const url of [edited, unrelated]) expect((await read(second, url)).cache).toBe('hit');

    const name = unique('اسم من العملية الأولى');
    await edit(first, a, { name });
    await expect
      .poll(async () => (await read(second, edited)).text, { timeout: 5000, interval: 50 })
      .toContain(name);
    expect((await read(second, unrelated)).cache).toBe('hit');
  });
});
